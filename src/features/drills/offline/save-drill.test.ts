import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DrillAudit, DrillBody } from '@/contracts/drills';
import type { Envelope } from '@/contracts/paths';
import { ApiError } from '@/lib/api/client';
import { db } from '@/lib/outbox/db';
import { resetOutbox } from '@/lib/outbox/test-support';
import { correctableDrill, loadPendingDrills } from './pending-drills';
import { resendDrill, saveDrill } from './save-drill';

beforeEach(() => resetOutbox('7'));

const draft = { drill_code_id: 1, security_project_id: 2, drill_date: '2026-03-18', drill_creator_position_id: 3, drill_personal_position_id: 4, description: '' };
const sent = { data: { id: 41 }, meta_data: { permission_signature: 's' }, helper_data: { message: 'Tatbikat kaydedildi.' } } as unknown as Envelope<DrillAudit>;
const summary = 'Tatbikat: Cemile Kayalı, 18/03/2026';

describe('saving a drill', () => {
  it('sends online at once, with a device id the server keeps', async () => {
    const send = vi.fn(async (_body: DrillBody) => sent);
    const outcome = await saveDrill(draft, { online: true, send, summary });
    expect(outcome).toMatchObject({ kind: 'sent', message: 'Tatbikat kaydedildi.' });
    expect(send.mock.calls[0]![0].id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps it on the device offline, and lists it as waiting there', async () => {
    const send = vi.fn(async (_body: DrillBody) => sent);
    const outcome = await saveDrill(draft, { online: false, send, summary });
    expect(send).not.toHaveBeenCalled();
    expect(outcome.kind).toBe('queued');
    const item = (await db.outbox.toArray())[0]!;
    expect(item).toMatchObject({ kind: 'drill.audit.create', summary, status: 'pending', request: { method: 'POST', path: '/drill/audit', body: { ...draft, id: item.id } } });
    expect(await loadPendingDrills(7)).toEqual([expect.objectContaining({ recordId: item.id, state: 'on-device', summary, drillDate: '2026-03-18' })]);
  });

  it('falls back to the outbox under the same id when the network fails mid-send', async () => {
    const send = vi.fn(async (_body: DrillBody): Promise<typeof sent> => {
      throw new ApiError(0, 'Network error', null);
    });
    expect((await saveDrill(draft, { online: true, send, summary })).kind).toBe('queued');
    const item = (await db.outbox.toArray())[0]!;
    expect(send.mock.calls[0]![0].id).toBe(item.id);
  });

  it('lets a server refusal through without saving anything', async () => {
    const send = vi.fn(async () => {
      throw new ApiError(422, 'Unprocessable', { errors: { drill_date: ['Tatbikat tarihi bugünden sonra olamaz.'] } });
    });
    await expect(saveDrill(draft, { online: true, send, summary })).rejects.toBeInstanceOf(ApiError);
    expect(await db.outbox.count()).toBe(0);
  });

  it('corrects a refused item under the same record id', async () => {
    await saveDrill(draft, { online: false, send: vi.fn(), summary });
    const item = (await db.outbox.toArray())[0]!;
    await db.outbox.update(item.id, { status: 'needs-attention', lastError: { status: 422, message: 'Seçilen tatbikat kodu bulunamadı.' } });
    const refused = correctableDrill(await db.outbox.get(item.id));
    expect(refused).toEqual({ itemId: item.id, recordId: item.id, draft, message: 'Seçilen tatbikat kodu bulunamadı.' });
    await resendDrill(item.id, item.id, { ...draft, drill_code_id: 5 });
    const after = (await db.outbox.get(item.id))!;
    expect(after.status).toBe('pending');
    expect(after.request.body).toEqual({ ...draft, drill_code_id: 5, id: item.id });
  });
});
