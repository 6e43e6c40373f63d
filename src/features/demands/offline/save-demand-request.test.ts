import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DemandRequestDetails, DemandRequestJsonBody } from '@/contracts/demands';
import type { Envelope } from '@/contracts/paths';
import { ApiError } from '@/lib/api/client';
import { db } from '@/lib/outbox/db';
import { goesThroughOutbox, SaveRefusedError } from '@/lib/outbox/save-record';
import { resetOutbox } from '@/lib/outbox/test-support';
import { requestOf, saveDemandRequest } from './save-demand-request';

beforeEach(() => resetOutbox('7'));

const draft = { demand_type_id: 3, title: 'Kışlık mont', description: 'XL beden' };
const summary = () => 'Talep: Kışlık mont';
const sent = { data: { id: 41, uuid: 'x' }, meta_data: { permission_signature: 's' }, helper_data: { message: 'Talebiniz alındı.' } } as unknown as Envelope<DemandRequestDetails>;
const pdf = (name: string, bytes = '%PDF-1.4 demo') => new File([bytes], name, { type: 'application/pdf' });

describe('saving a demand request', () => {
  it('goes through the outbox with files or offline, straight to the server otherwise', () => {
    expect(goesThroughOutbox(0, true)).toBe(false);
    expect(goesThroughOutbox(1, true)).toBe(true);
    expect(goesThroughOutbox(0, false)).toBe(true);
  });

  it('builds the JSON body the server takes from the outbox', () => {
    expect(requestOf('id-1', draft, [{ sha256: 'a'.repeat(64), name: 'ölçü.pdf' }])).toEqual({
      method: 'POST', path: '/demand/request',
      body: { id: 'id-1', ...draft, file_hashes: ['a'.repeat(64)], file_names: ['ölçü.pdf'] },
    });
  });

  it('sends online without files, with a device id the record keeps', async () => {
    const send = vi.fn(async (_body: DemandRequestJsonBody) => sent);
    const outcome = await saveDemandRequest(draft, [], { online: true, send, summary });
    expect(outcome).toMatchObject({ kind: 'sent', message: 'Talebiniz alındı.' });
    expect(send.mock.calls[0]![0]).toMatchObject({ ...draft, file_hashes: [] });
    expect((send.mock.calls[0]![0] as { id: string }).id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    expect(await db.outbox.count()).toBe(0);
  });

  it('queues the request and its files in one item when it has files', async () => {
    const send = vi.fn(async (_body: DemandRequestJsonBody) => sent);
    const outcome = await saveDemandRequest(draft, [pdf('form.pdf'), pdf('ek.pdf', '%PDF-1.4 ikinci')], { online: true, send, summary });
    expect(send).not.toHaveBeenCalled();
    expect(outcome.kind).toBe('queued');
    const item = (await db.outbox.toArray())[0]!;
    expect(item).toMatchObject({ kind: 'demand.request.create', userId: '7', summary: 'Talep: Kışlık mont', status: 'pending' });
    const body = item.request.body as { id: string; file_hashes: string[]; file_names: string[] };
    expect(body.id).toBe(item.id);
    expect(body.file_names).toEqual(['form.pdf', 'ek.pdf']);
    expect(item.blobHashes).toEqual(body.file_hashes);
    expect(await db.blobs.count()).toBe(2);
  });

  it('falls back to the outbox under the same id when the network fails mid-send', async () => {
    const send = vi.fn(async (_body: DemandRequestJsonBody): Promise<typeof sent> => {
      throw new ApiError(0, 'Network error', null);
    });
    const outcome = await saveDemandRequest(draft, [], { online: true, send, summary });
    expect(outcome.kind).toBe('queued');
    const item = (await db.outbox.toArray())[0]!;
    expect((send.mock.calls[0]![0] as { id: string }).id).toBe(item.id);
  });

  it('lets a server refusal through, and refuses an over-8 MB file before saving anything', async () => {
    const refused = vi.fn(async () => {
      throw new ApiError(422, 'Unprocessable', { errors: { title: ['x'] } });
    });
    await expect(saveDemandRequest(draft, [], { online: true, send: refused, summary })).rejects.toBeInstanceOf(ApiError);
    const big = new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'büyük.pdf', { type: 'application/pdf' });
    await expect(saveDemandRequest(draft, [big], { online: false, send: refused, summary })).rejects.toThrow(SaveRefusedError);
    expect(await db.outbox.count()).toBe(0);
  });
});
