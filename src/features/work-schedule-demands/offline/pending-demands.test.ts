import { describe, expect, it } from 'vitest';
import type { Envelope } from '@/contracts/paths';
import type { WsdCreateForm } from '@/contracts/work-schedule-demands';
import type { OutboxItem } from '@/lib/outbox/types';
import { isPendingDemand, mergePending, pendingRow, type MyDemandRow } from './pending-demands';

const item = (overrides: Partial<OutboxItem> & { body?: Record<string, unknown> } = {}): OutboxItem => {
  const { body, ...rest } = overrides;
  return {
    id: '019cd000-0000-7000-8000-00000000000a', idempotencyKey: 'k', kind: 'gss.work-schedule-demand.create',
    request: { method: 'POST', path: '/gss/work-schedule-demand', body: { id: '019cd000-0000-7000-8000-00000000000a', type: 'short-period', type_id: 2, period_id: 5, request_start_date: '2026-12-03', request_end_date: '2026-12-09', work_schedule_id: 1, ...body } },
    blobHashes: [], dependsOn: [], userId: '7', deviceId: 'd', deviceSeq: 1, status: 'pending', attempts: 0, nextAttemptAt: 0,
    createdAt: Date.UTC(2026, 10, 20, 8), summary: 'Çalışma programı talebi', ...rest,
  };
};

const form: WsdCreateForm = {
  kinds: ['short-period', 'long-period'],
  types: [{ id: 2, name: 'Vardiya değişikliği', is_off: false }, { id: 3, name: 'İzin (off) günü', is_off: true }],
  periods: [{ id: 5, name: 'Aralık dönemi', request_start_date: '', request_end_date: '2026-11-30T20:59:00.000Z', shift_start_date: '2026-12-01', shift_end_date: '2026-12-31', is_remote: false, work_schedule_ids: null }],
  work_schedules: [{ id: 1, name: 'Sabah vardiyası', shiftCode: 'S1', beginMinute: 360, endMinute: 840 }],
  long_period_count: 0,
};

const page = (data: MyDemandRow[], total = data.length): Envelope<MyDemandRow[]> => ({ data, meta_data: { permission_signature: 's', page: 1, perpage: 30, total }, helper_data: {} });

describe('pending work-schedule demands in "my demands"', () => {
  it('shows an unacknowledged item as a row named from the form data on the device', () => {
    const row = pendingRow(item(), form);
    expect(row).toMatchObject({
      uuid: '019cd000-0000-7000-8000-00000000000a', type: 'short-period', demand_type: { name: 'Vardiya değişikliği' }, period: { name: 'Aralık dönemi' },
      request_start_date: '2026-12-03', request_end_date: '2026-12-03', work_schedule: { shiftCode: 'S1' }, status: 'waiting-approval',
      pending: { state: 'on-device' },
    });
    const long = pendingRow(item({ body: { type: 'long-period' } }), form);
    expect(long).toMatchObject({ request_end_date: '2026-12-09', work_schedule: null, status: 'waiting-approval-by-manager' });
    expect(pendingRow(item({ status: 'needs-attention', lastError: { status: 422, message: 'Bu dönem için talep alınmıyor.' } }), undefined).pending)
      .toEqual({ state: 'needs-attention', outboxId: '019cd000-0000-7000-8000-00000000000a', message: 'Bu dönem için talep alınmıyor.' });
    expect(isPendingDemand(item({ status: 'done' }))).toBe(false);
    expect(isPendingDemand(item({ kind: 'demand.request.create' }))).toBe(false);
  });

  it('puts pending rows on top of page 1 once, filtered, and counts them', () => {
    const a = pendingRow(item({ id: 'a', createdAt: 1, body: { id: 'u-a' } }), form);
    const b = pendingRow(item({ id: 'b', createdAt: 2, body: { id: 'u-b', type: 'long-period' } }), form);
    const server = { ...a, id: 9, uuid: 'u-a', pending: undefined };
    const merged = mergePending(page([server], 40), [a, b], { page: 1, filters: {} });
    expect(merged.data.map((r) => r.uuid)).toEqual(['u-b', 'u-a']);
    expect(merged.meta_data.total).toBe(41);
    expect(mergePending(page([]), [a, b], { page: 1, filters: { type: 'long-period' } }).data.map((r) => r.uuid)).toEqual(['u-b']);
    expect(mergePending(page([]), [a, b], { page: 1, filters: { status: 'approved' } }).data).toEqual([]);
    expect(mergePending(page([]), [a], { page: 2, filters: {} }).data).toEqual([]);
  });
});
