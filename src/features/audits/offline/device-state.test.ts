import { describe, expect, it } from 'vitest';
import type { OutboxItem } from '@/lib/outbox/types';
import {
  auditsMadeOnDevice, descendants, deviceState, fieldsOf, findingsDelta, findingsMadeOnDevice, goneOnDevice, parentItems, projectsDelta,
  projectsMadeOnDevice,
} from './device-state';
import { chainOf, kindOf, parseKind, refOfItem, requestOf, type Op, type RecordRef } from './requests';

const A = '019cd000-0000-7000-8000-0000000000a1';
const P = '019cd000-0000-7000-8000-0000000000b1';
const F = '019cd000-0000-7000-8000-0000000000c1';
const SERVER_P = '019cd000-0000-7000-8000-0000000000b9';

const audit: RecordRef = { family: 'ggh', entity: 'audit', auditKey: A, key: A };
const project: RecordRef = { family: 'ggh', entity: 'project', auditKey: A, projectKey: P, key: P };
const finding: RecordRef = { family: 'ggh', entity: 'finding', auditKey: A, projectKey: P, key: F };

let seq = 0;
function item(ref: RecordRef, op: Op, body?: Record<string, unknown>, extra: Partial<OutboxItem> = {}): OutboxItem {
  seq++;
  return {
    id: `item-${seq}`, idempotencyKey: `item-${seq}`, kind: kindOf(ref.family, ref.entity, op), request: requestOf(ref, op, body),
    blobHashes: [], chain: chainOf(ref.auditKey), dependsOn: [], userId: '7', deviceId: 'd', deviceSeq: seq, status: 'pending',
    attempts: 0, nextAttemptAt: 0, createdAt: 1000 + seq, summary: 's', ...extra,
  };
}

describe('audit outbox requests', () => {
  it('name every record by uuid under the contract paths, per family', () => {
    expect(requestOf(audit, 'create', { title_id: 3 })).toEqual({ method: 'POST', path: '/ggh/audit', body: { id: A, title_id: 3 } });
    expect(requestOf(project, 'update', { started_at: '08:00' })).toEqual({ method: 'PUT', path: `/ggh/audit/${A}/project/${P}`, body: { started_at: '08:00' } });
    expect(requestOf(finding, 'create', {}).path).toBe(`/ggh/audit/${A}/project/${P}/finding`);
    expect(requestOf({ ...finding, family: 'k9' }, 'delete')).toEqual({ method: 'DELETE', path: `/k9/audit/${A}/project/${P}/finding/${F}` });
    const uog: RecordRef = { family: 'uog', entity: 'finding', auditKey: A, key: F };
    expect(requestOf(uog, 'update', {}).path).toBe(`/uog/audit/${A}/finding/${F}`);
    expect(() => requestOf({ ...project, family: 'uog' }, 'create', {})).toThrow();
  });

  it('reads the record back from an item', () => {
    expect(parseKind('k9.finding.update')).toEqual({ family: 'k9', entity: 'finding', op: 'update' });
    expect(parseKind('demand.request.create')).toBeNull();
    expect(refOfItem(item(finding, 'create', { rating_id: 1 }))).toEqual({ ...finding, op: 'create' });
    expect(refOfItem(item(project, 'create', {}))).toEqual({ ...project, op: 'create' });
    expect(refOfItem(item(audit, 'delete'))).toEqual({ ...audit, op: 'delete' });
    const uog: RecordRef = { family: 'uog', entity: 'finding', auditKey: A, key: F };
    expect(refOfItem(item(uog, 'update', {}))).toEqual({ ...uog, op: 'update' });
    expect(refOfItem({ kind: 'ggh.finding.create', request: { method: 'POST', path: '/ggh/audit', body: {} } })).toBeNull();
  });
});

describe('the device picture of the audits', () => {
  it('holds records made on the device with their latest fields and photos, children under their parents', () => {
    const items = [
      item(audit, 'create', { title_id: 3, audit_code: 'X' }),
      item(project, 'create', { security_project_id: 1 }),
      item(finding, 'create', { title: 'Kapı', photo_hashes: ['a'.repeat(64)], photo_names: ['kapı.jpg'] }),
      item(finding, 'update', { title: 'Kapı açık', photo_hashes: ['b'.repeat(64)] }),
    ];
    const state = deviceState(items);
    expect(auditsMadeOnDevice(state, 'ggh').map((r) => r.ref.key)).toEqual([A]);
    expect(auditsMadeOnDevice(state, 'k9')).toEqual([]);
    expect(projectsMadeOnDevice(state, A).map((r) => r.ref.key)).toEqual([P]);
    const [f] = findingsMadeOnDevice(state, A, P);
    expect(fieldsOf(f!.body)).toEqual({ title: 'Kapı açık' });
    expect(f!.photos).toEqual([{ sha256: 'a'.repeat(64), name: 'kapı.jpg' }, { sha256: 'b'.repeat(64), name: 'fotograf-1' }]);
    expect(state.busyAudits).toEqual(new Set([A]));
    expect(parentItems(state, finding)).toEqual([items[0]!.id, items[1]!.id]);
    expect(parentItems(state, audit)).toEqual([]);
    expect(descendants(state, audit).map((r) => r.ref.key).sort()).toEqual([F, P].sort());
    expect(descendants(state, project).map((r) => r.ref.key)).toEqual([F]);
    expect(findingsDelta(state, (r) => r.auditKey === A)).toBe(1);
    expect(projectsDelta(state, A)).toBe(1);
  });

  it('ignores finished items and other features, and marks refusals and deletes', () => {
    const serverProject: RecordRef = { ...project, key: SERVER_P, projectKey: SERVER_P };
    const state = deviceState([
      item(audit, 'create', {}, { status: 'done' }),
      { ...item(audit, 'create', {}), kind: 'demand.request.create' },
      item({ ...finding, projectKey: SERVER_P }, 'create', { title: 'x' }, { status: 'needs-attention', lastError: { status: 422, message: 'Bulgu bulunamadı.' } }),
      item(serverProject, 'delete'),
    ]);
    expect(auditsMadeOnDevice(state, 'ggh')).toEqual([]);
    const f = state.records.get(F)!;
    expect(f).toMatchObject({ status: 'needs-attention', message: 'Bulgu bulunamadı.', createdOnDevice: true });
    expect(state.records.get(SERVER_P)).toMatchObject({ deleted: true, createdOnDevice: false });
    expect(goneOnDevice(state, { auditKey: A, projectKey: SERVER_P, key: F })).toBe(true);
    expect(projectsDelta(state, A)).toBe(-1);
  });

  it('a record made and deleted on the device is not listed', () => {
    const state = deviceState([item(finding, 'create', {}), item(finding, 'delete')]);
    expect(findingsMadeOnDevice(state, A, P)).toEqual([]);
    expect(findingsDelta(state, () => true)).toBe(0);
  });
});
