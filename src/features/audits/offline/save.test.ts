import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Envelope } from '@/contracts/paths';
import { ApiError } from '@/lib/api/client';
import { db } from '@/lib/outbox/db';
import { replayOnce } from '@/lib/outbox/replayer';
import { fakeServer, json, resetOutbox, TOKENS } from '@/lib/outbox/test-support';
import type { OutboxRequest } from '@/lib/outbox/types';
import { newRecordId } from '@/lib/outbox/uuid';
import type { PreparedPhoto } from '@/lib/photos/prepare-photo';
import { type RecordRef } from './requests';
import { deleteRecord, loadDeviceState, saveRecord, SaveRefusedError } from './save';

beforeEach(() => resetOutbox('7'));

const sent = (message: string) => ({ data: { id: 1 }, meta_data: { permission_signature: 's' }, helper_data: { message } }) as Envelope<unknown>;
const photo = (n: number): PreparedPhoto => {
  const blob = new Blob([`foto-${n}`], { type: 'image/jpeg' });
  return { sha256: String(n).repeat(64).slice(0, 64), blob, name: `foto-${n}.jpg`, size: blob.size, type: 'image/jpeg' };
};
const offline = { online: false, direct: vi.fn(async (_r: OutboxRequest) => sent('x')) };

function refs(family: 'ggh' | 'k9' = 'ggh') {
  const a = newRecordId();
  const p = newRecordId();
  return {
    audit: { family, entity: 'audit', auditKey: a, key: a } as RecordRef,
    project: { family, entity: 'project', auditKey: a, projectKey: p, key: p } as RecordRef,
    finding: (key = newRecordId()) => ({ family, entity: 'finding', auditKey: a, projectKey: p, key }) as RecordRef,
  };
}

const auditFields = { started_at: '2026-03-10 08:00', ended_at: '2026-03-10 12:00', title_id: 3, primary_supervisor_id: 5, security_projects: [1] };

describe('saving audits on the device', () => {
  it('sends straight to the server when online and nothing of the audit waits, with the device uuid', async () => {
    const { audit } = refs();
    const direct = vi.fn(async (_r: OutboxRequest) => sent('Denetim oluşturuldu.'));
    const outcome = await saveRecord({ ref: audit, isNew: true, fields: auditFields, summary: 's' }, { online: true, direct });
    expect(outcome).toMatchObject({ kind: 'sent', message: 'Denetim oluşturuldu.' });
    expect(direct.mock.calls[0]![0]).toEqual({ method: 'POST', path: '/ggh/audit', body: { id: audit.key, ...auditFields } });
    expect(await db.outbox.count()).toBe(0);
  });

  it('offline: audit, project and findings with photos queue in one chain, children depending on their parents', async () => {
    const { audit, project, finding } = refs();
    const f1 = finding();
    await saveRecord({ ref: audit, isNew: true, fields: auditFields, summary: 'Denetim' }, offline);
    await saveRecord({ ref: project, isNew: true, fields: { security_project_id: 1, started_at: '08:00', ended_at: '09:00' }, summary: 'Proje' }, offline);
    const outcome = await saveRecord({ ref: f1, isNew: true, fields: { rating_id: 1, title: 'Kapı', positions: [] }, photos: [photo(1), photo(2)], summary: 'Bulgu' }, offline);
    expect(outcome.kind).toBe('queued');
    const items = await db.outbox.orderBy('deviceSeq').toArray();
    expect(items.map((i) => i.kind)).toEqual(['ggh.audit.create', 'ggh.project.create', 'ggh.finding.create']);
    expect(new Set(items.map((i) => i.chain))).toEqual(new Set([`audit:${audit.key}`]));
    expect(items.map((i) => i.id)).toEqual([audit.key, project.key, f1.key]);
    expect(items[1]!.dependsOn).toEqual([audit.key]);
    expect(items[2]!.dependsOn).toEqual([audit.key, project.key]);
    expect(items[2]!.request).toEqual({
      method: 'POST', path: `/ggh/audit/${audit.key}/project/${project.key}/finding`,
      body: { id: f1.key, rating_id: 1, title: 'Kapı', positions: [], photo_hashes: [photo(1).sha256, photo(2).sha256], photo_names: ['foto-1.jpg', 'foto-2.jpg'] },
    });
    expect(await db.blobs.count()).toBe(2);
    expect(offline.direct).not.toHaveBeenCalled();
  });

  it('online, a child of an audit still on the device queues behind it instead of overtaking it', async () => {
    const { audit, project } = refs();
    await saveRecord({ ref: audit, isNew: true, fields: auditFields, summary: 'Denetim' }, offline);
    const direct = vi.fn(async (_r: OutboxRequest) => sent('x'));
    const outcome = await saveRecord({ ref: project, isNew: true, fields: { security_project_id: 1 }, summary: 'Proje' }, { online: true, direct });
    expect(outcome.kind).toBe('queued');
    expect(direct).not.toHaveBeenCalled();
  });

  it('photos always go through the outbox, and a network failure mid-send falls back to it under the same uuid', async () => {
    const { finding } = refs();
    const direct = vi.fn(async (_r: OutboxRequest): Promise<Envelope<unknown>> => {
      throw new ApiError(0, 'Network error', null);
    });
    const f = finding();
    expect((await saveRecord({ ref: f, isNew: true, fields: { rating_id: 1, title: 'x' }, summary: 's' }, { online: true, direct })).kind).toBe('queued');
    expect(direct).toHaveBeenCalledOnce();
    expect((await db.outbox.toArray())[0]!.id).toBe(f.key);
    const g = finding();
    await saveRecord({ ref: g, isNew: true, fields: {}, photos: [photo(3)], summary: 's' }, { online: true, direct: vi.fn() });
    expect(await db.outbox.get(g.key)).toBeDefined();
  });

  it('lets a server refusal of a direct save through', async () => {
    const { audit } = refs();
    const direct = vi.fn(async (): Promise<Envelope<unknown>> => {
      throw new ApiError(422, 'Unprocessable', { errors: { title_id: ['x'] } });
    });
    await expect(saveRecord({ ref: audit, isNew: true, fields: auditFields, summary: 's' }, { online: true, direct })).rejects.toBeInstanceOf(ApiError);
    expect(await db.outbox.count()).toBe(0);
  });

  it('edits of a record on the device queue as updates; the picture shows the latest fields', async () => {
    const { audit, project } = refs();
    await saveRecord({ ref: audit, isNew: true, fields: auditFields, summary: 'Denetim' }, offline);
    await saveRecord({ ref: project, isNew: true, fields: { security_project_id: 1, started_at: '08:00', ended_at: '09:00' }, summary: 'Proje' }, offline);
    await saveRecord({ ref: project, isNew: false, fields: { security_project_id: 1, started_at: '08:30', ended_at: '09:00' }, summary: 'Proje' }, offline);
    const items = await db.outbox.orderBy('deviceSeq').toArray();
    expect(items[2]).toMatchObject({ kind: 'ggh.project.update', request: { method: 'PUT', path: `/ggh/audit/${audit.key}/project/${project.key}` }, dependsOn: [audit.key, project.key] });
    const state = await loadDeviceState();
    expect(state.records.get(project.key)).toMatchObject({ createdOnDevice: true, body: { started_at: '08:30' } });
  });

  it('a refused record is corrected by replacing its request (its photos kept), new photos follow as an update', async () => {
    const { finding } = refs();
    const f = finding();
    await saveRecord({ ref: f, isNew: true, fields: { rating_id: 9, title: 'x' }, photos: [photo(4)], summary: 's' }, offline);
    await db.outbox.update(f.key, { status: 'needs-attention', lastError: { status: 422, message: 'Geçersiz değerlendirme seçildi.' } });
    expect(await saveRecord({ ref: f, isNew: false, fields: { rating_id: 1, title: 'x' }, photos: [photo(5)], summary: 's' }, offline)).toEqual({ kind: 'resent' });
    const [fixed, added] = await db.outbox.orderBy('deviceSeq').toArray();
    expect(fixed).toMatchObject({ id: f.key, status: 'pending', request: { method: 'POST', body: { id: f.key, rating_id: 1, photo_hashes: [photo(4).sha256] } } });
    expect(fixed!.idempotencyKey).not.toBe(f.key);
    expect(added).toMatchObject({ kind: 'ggh.finding.update', request: { body: { photo_hashes: [photo(5).sha256] } }, dependsOn: [f.key] });
  });

  it('refuses photos that do not fit on the device before saving anything', async () => {
    const { finding } = refs();
    const storage = { estimate: async () => ({ usage: 95, quota: 100 }) };
    vi.stubGlobal('navigator', { storage });
    try {
      await expect(saveRecord({ ref: finding(), isNew: true, fields: {}, photos: [photo(6)], summary: 's' }, offline)).rejects.toThrow(SaveRefusedError);
      expect(await db.outbox.count()).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('deleting on the device', () => {
  it('drops a record made on the device, with everything under it, without telling the server', async () => {
    const { audit, project, finding } = refs();
    await saveRecord({ ref: audit, isNew: true, fields: auditFields, summary: 'Denetim' }, offline);
    await saveRecord({ ref: project, isNew: true, fields: {}, summary: 'Proje' }, offline);
    await saveRecord({ ref: finding(), isNew: true, fields: {}, photos: [photo(7)], summary: 'Bulgu' }, offline);
    const direct = vi.fn(async (_r: OutboxRequest) => sent('x'));
    expect(await deleteRecord({ ref: audit, summary: 's', reason: 'Cihazda silindi.' }, { online: true, direct })).toEqual({ kind: 'dropped' });
    expect(direct).not.toHaveBeenCalled();
    const items = await db.outbox.toArray();
    expect(items.every((i) => i.status === 'done' && i.discardReason === 'Cihazda silindi.')).toBe(true);
    expect(await db.blobs.count()).toBe(0);
    expect((await loadDeviceState()).records.size).toBe(0);
  });

  it('a record the server may hold is deleted on the server: now when online, else queued in its chain', async () => {
    const { project } = refs();
    const direct = vi.fn(async (_r: OutboxRequest) => sent('Denetim projesi silindi.'));
    expect(await deleteRecord({ ref: project, summary: 's', reason: 'r' }, { online: true, direct })).toEqual({ kind: 'sent', message: 'Denetim projesi silindi.' });
    expect(direct.mock.calls[0]![0]).toEqual({ method: 'DELETE', path: `/ggh/audit/${project.auditKey}/project/${project.key}` });
    expect(await deleteRecord({ ref: project, summary: 's', reason: 'r' }, offline)).toEqual({ kind: 'queued' });
    expect((await db.outbox.toArray())[0]).toMatchObject({ kind: 'ggh.project.delete', chain: `audit:${project.auditKey}` });
  });

  it('a record whose create may have reached the server is deleted there, after the create', async () => {
    const { audit } = refs();
    await saveRecord({ ref: audit, isNew: true, fields: auditFields, summary: 'Denetim' }, offline);
    await db.outbox.update(audit.key, { attempts: 1 });
    expect(await deleteRecord({ ref: audit, summary: 's', reason: 'r' }, offline)).toEqual({ kind: 'queued' });
    const items = await db.outbox.orderBy('deviceSeq').toArray();
    expect(items.map((i) => i.request.method)).toEqual(['POST', 'DELETE']);
    expect(items[1]!.dependsOn).toEqual([audit.key]);
  });
});

describe('replay of an audit recorded offline', () => {
  it('reaches the server parents first, each item exactly once, photos before the finding', async () => {
    const { audit, project, finding } = refs();
    await saveRecord({ ref: audit, isNew: true, fields: auditFields, summary: 'Denetim' }, offline);
    await saveRecord({ ref: project, isNew: true, fields: {}, summary: 'Proje' }, offline);
    for (const n of [1, 2]) await saveRecord({ ref: finding(), isNew: true, fields: {}, photos: [photo(n)], summary: 'Bulgu' }, offline);
    const created = new Set<string>();
    const server = fakeServer((req) => {
      if (req.method !== 'POST') return undefined;
      const body = req.body as { id: string; photo_hashes?: string[] };
      const parents = req.path.split('/').filter((s) => /^[0-9a-f-]{36}$/.test(s));
      if (!parents.every((p) => created.has(p))) return json(404, { message: 'Denetim bulunamadı.' });
      if (body.photo_hashes?.some((h) => !server.blobs.has(h))) return json(409, { message: 'x', missing_blobs: body.photo_hashes });
      created.add(body.id);
      return json(201, { data: { uuid: body.id } });
    });
    await replayOnce({ fetch: server.fetch, readTokens: async () => TOKENS, currentUser: async () => '7' });
    const posts = server.requests().filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.path.split('/').length)).toEqual([3, 5, 7, 7]);
    expect(new Set(posts.map((r) => r.headers.get('idempotency-key'))).size).toBe(4);
    expect(created.size).toBe(4);
    expect((await db.outbox.toArray()).every((i) => i.status === 'done')).toBe(true);
    expect(await db.blobs.count()).toBe(0);
  });
});
