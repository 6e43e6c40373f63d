import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Envelope } from '@/contracts/paths';
import type { WorkScheduleDemand, WsdDemandBody } from '@/contracts/work-schedule-demands';
import { ApiError } from '@/lib/api/client';
import { db } from '@/lib/outbox/db';
import { resetOutbox } from '@/lib/outbox/test-support';
import { requestOf, saveDemand } from './save-demand';

beforeEach(() => resetOutbox('7'));

const draft = { type: 'short-period' as const, type_id: 2, period_id: 5, request_start_date: '2026-12-03', work_schedule_id: 1, description: '' };
const summary = () => 'Çalışma programı talebi';
const sent = { data: { id: 41 }, meta_data: { permission_signature: 's' }, helper_data: { message: 'Talebiniz alındı.' } } as unknown as Envelope<WorkScheduleDemand>;

describe('saving a work-schedule demand', () => {
  it('builds the POST the server takes, with the device id', () => {
    expect(requestOf('id-1', draft)).toEqual({ method: 'POST', path: '/gss/work-schedule-demand', body: { id: 'id-1', ...draft } });
  });

  it('sends online at once, with a UUIDv7 the record keeps', async () => {
    const send = vi.fn(async (_body: WsdDemandBody) => sent);
    const outcome = await saveDemand(draft, { online: true, send, summary });
    expect(outcome).toMatchObject({ kind: 'sent', message: 'Talebiniz alındı.' });
    expect(send.mock.calls[0]![0].id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    expect(await db.outbox.count()).toBe(0);
  });

  it('queues offline: one outbox item of the kind, owned by the user', async () => {
    const send = vi.fn(async (_body: WsdDemandBody) => sent);
    const outcome = await saveDemand(draft, { online: false, send, summary });
    expect(send).not.toHaveBeenCalled();
    expect(outcome.kind).toBe('queued');
    const item = (await db.outbox.toArray())[0]!;
    expect(item).toMatchObject({ kind: 'gss.work-schedule-demand.create', userId: '7', status: 'pending', summary: 'Çalışma programı talebi' });
    expect((item.request.body as { id: string }).id).toBe(item.id);
    expect(item.idempotencyKey).toBe(item.id);
  });

  it('falls back to the outbox under the same id when the network fails mid-send; a refusal goes through', async () => {
    const lost = vi.fn(async (_body: WsdDemandBody): Promise<typeof sent> => {
      throw new ApiError(0, 'Network error', null);
    });
    expect((await saveDemand(draft, { online: true, send: lost, summary })).kind).toBe('queued');
    const item = (await db.outbox.toArray())[0]!;
    expect(lost.mock.calls[0]![0].id).toBe(item.id);
    const refused = vi.fn(async (): Promise<typeof sent> => {
      throw new ApiError(422, 'Unprocessable', { errors: { period_id: ['x'] } });
    });
    await expect(saveDemand(draft, { online: true, send: refused, summary })).rejects.toBeInstanceOf(ApiError);
    expect(await db.outbox.count()).toBe(1);
  });
});
