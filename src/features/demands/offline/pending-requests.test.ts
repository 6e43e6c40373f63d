import { describe, expect, it } from 'vitest';
import type { Envelope } from '@/contracts/paths';
import type { OutboxItem } from '@/lib/outbox/types';
import { mergePending, isPendingRequest, pendingRow, type MyRequestRow } from './pending-requests';

const outboxItem = (overrides: Partial<OutboxItem> & { body?: Record<string, unknown> }): OutboxItem => {
  const { body, ...rest } = overrides;
  return {
    id: '019cd000-0000-7000-8000-00000000000a', idempotencyKey: 'k', kind: 'demand.request.create',
    request: { method: 'POST', path: '/demand/request', body: { id: '019cd000-0000-7000-8000-00000000000a', demand_type_id: 3, title: 'Kışlık mont', description: '', file_hashes: ['a'.repeat(64)], ...body } },
    blobHashes: [], dependsOn: [], userId: '7', deviceId: 'd', deviceSeq: 1, status: 'pending', attempts: 0, nextAttemptAt: 0,
    createdAt: Date.UTC(2026, 2, 10, 8), summary: 'Talep: Kışlık mont', ...rest,
  };
};

const serverRow = (uuid: string, title: string): MyRequestRow => ({
  id: 41, uuid, number: '2026-0003', title, demand_type: { id: 3, name: 'Ekipman talebi' }, status: 'waiting', current_roles: [],
  files_count: 0, requester: { user_id: 7, full_name: 'Ayşe Doğan' }, created_at: '2026-03-09T08:00:00.000Z', answered_at: null,
});

const page = (data: MyRequestRow[], total = data.length): Envelope<MyRequestRow[]> => ({
  data, meta_data: { permission_signature: 's', page: 1, perpage: 30, total }, helper_data: {},
});

const types = new Map([[3, 'Ekipman talebi']]);

describe('pending demand requests in "my requests"', () => {
  it('turns an unacknowledged outbox item into a badged row', () => {
    const row = pendingRow(outboxItem({ status: 'needs-attention', lastError: { status: 422, message: 'Talep türü bulunamadı.' } }), types);
    expect(row).toMatchObject({
      uuid: '019cd000-0000-7000-8000-00000000000a', title: 'Kışlık mont', demand_type: { id: 3, name: 'Ekipman talebi' }, files_count: 1,
      created_at: '2026-03-10T08:00:00.000Z', pending: { state: 'needs-attention', message: 'Talep türü bulunamadı.' },
    });
    expect(pendingRow(outboxItem({}), types).pending?.state).toBe('on-device');
    expect(isPendingRequest(outboxItem({ status: 'done' }))).toBe(false);
    expect(isPendingRequest(outboxItem({ kind: 'ggh.finding.create' }))).toBe(false);
    expect(isPendingRequest(outboxItem({ status: 'sending' }))).toBe(true);
  });

  it('puts pending rows on top of page 1, newest first, and counts them', () => {
    const older = pendingRow(outboxItem({ id: 'i1', createdAt: 1000, body: { id: 'u-old', title: 'Eski' } }), types);
    const newer = pendingRow(outboxItem({ id: 'i2', createdAt: 2000, body: { id: 'u-new', title: 'Yeni' } }), types);
    const merged = mergePending(page([serverRow('u-1', 'Sunucudaki')], 31), [older, newer], { page: 1, filters: {} });
    expect(merged.data.map((r) => r.title)).toEqual(['Yeni', 'Eski', 'Sunucudaki']);
    expect(merged.meta_data.total).toBe(33);
    const second = mergePending(page([serverRow('u-2', 'İkinci sayfa')], 31), [older], { page: 2, filters: {} });
    expect(second.data.map((r) => r.title)).toEqual(['İkinci sayfa']);
    expect(second.meta_data.total).toBe(32);
  });

  it('shows a request the server already lists once, and respects the filters', () => {
    const sent = pendingRow(outboxItem({ body: { id: 'u-1' } }), types);
    expect(mergePending(page([serverRow('u-1', 'Kışlık mont')]), [sent], { page: 1, filters: {} }).data).toHaveLength(1);
    const other = pendingRow(outboxItem({ body: { id: 'u-9', title: 'Kışlık MONT' } }), types);
    const by = (filters: Record<string, string>) => mergePending(page([]), [other], { page: 1, filters }).data.length;
    expect(by({ status: 'answered' })).toBe(0);
    expect(by({ status: 'waiting' })).toBe(1);
    expect(by({ demand_type_id: '4' })).toBe(0);
    expect(by({ keyword: 'kislik' })).toBe(1);
    expect(by({ keyword: 'eldiven' })).toBe(0);
  });
});
