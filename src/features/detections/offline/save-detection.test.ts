import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DetectionCreateBody, DetectionDetails } from '@/contracts/detections';
import type { Envelope } from '@/contracts/paths';
import { ApiError } from '@/lib/api/client';
import { db } from '@/lib/outbox/db';
import { SaveRefusedError } from '@/lib/outbox/save-record';
import { resetOutbox } from '@/lib/outbox/test-support';
import { correctableItem } from './outbox-item';
import { requestOf, saveDetection } from './save-detection';

beforeEach(() => resetOutbox('7'));

const draft = { detecter_position_id: 12, item_id: 5, flight_number: 'TK2104', description: 'Çakı', detected_at: '2026-03-10T09:30' };
const summary = () => 'Yasaklı madde tespiti: Bıçak';
const sent = { data: { id: 41, uuid: 'x' }, meta_data: { permission_signature: 's' }, helper_data: { message: 'Prohibited substance detection successfully created.' } } as unknown as Envelope<DetectionDetails>;
const pdf = (name: string, bytes = '%PDF-1.4 demo') => new File([bytes], name, { type: 'application/pdf' });

describe('saving a detection', () => {
  it('names the register\'s fields, and leaves out the flight where the register keeps none', () => {
    expect(requestOf('prohibited', 'id-1', draft, [{ sha256: 'a'.repeat(64), name: 'çakı.jpg' }])).toEqual({
      method: 'POST', path: '/prohibited-substance-detection',
      body: { id: 'id-1', detecter_position_id: 12, prohibited_substance_id: 5, flight_number: 'TK2104', description: 'Çakı', detected_at: '2026-03-10T09:30', file_hashes: ['a'.repeat(64)], file_names: ['çakı.jpg'] },
    });
    const suspicious = requestOf('suspicious', 'id-2', draft, []);
    expect(suspicious.path).toBe('/suspicious-substances-detection');
    expect(suspicious.body).toEqual({ id: 'id-2', detecter_position_id: 12, suspicious_substance_id: 5, description: 'Çakı', detected_at: '2026-03-10T09:30', file_hashes: [], file_names: [] });
  });

  it('sends online without files, with a device id the record keeps', async () => {
    const send = vi.fn(async (_body: DetectionCreateBody) => sent);
    const outcome = await saveDetection('imposter', draft, [], { online: true, send, summary });
    expect(outcome).toMatchObject({ kind: 'sent', message: 'Prohibited substance detection successfully created.' });
    expect(send.mock.calls[0]![0]).toMatchObject({ imposter_document_id: 5, flight_number: 'TK2104', file_hashes: [] });
    expect((send.mock.calls[0]![0] as { id: string }).id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    expect(await db.outbox.count()).toBe(0);
  });

  it('queues the detection and its files in one item, which a refusal turns into a correctable form', async () => {
    const send = vi.fn(async (_body: DetectionCreateBody) => sent);
    const outcome = await saveDetection('prohibited', draft, [pdf('tutanak.pdf'), pdf('ek.pdf', '%PDF-1.4 ikinci')], { online: true, send, summary });
    expect(send).not.toHaveBeenCalled();
    expect(outcome.kind).toBe('queued');
    const item = (await db.outbox.toArray())[0]!;
    expect(item).toMatchObject({ kind: 'detection.prohibited.create', userId: '7', summary: 'Yasaklı madde tespiti: Bıçak', status: 'pending' });
    const body = item.request.body as { id: string; file_hashes: string[]; file_names: string[] };
    expect(body.id).toBe(item.id);
    expect(body.file_names).toEqual(['tutanak.pdf', 'ek.pdf']);
    expect(item.blobHashes).toEqual(body.file_hashes);
    expect(await db.blobs.count()).toBe(2);

    expect(correctableItem('prohibited', item)).toBeUndefined();
    const refused = { ...item, status: 'needs-attention' as const, lastError: { status: 422, message: 'Seçilen kayıt bulunamadı.' } };
    expect(correctableItem('suspicious', refused)).toBeUndefined();
    expect(correctableItem('prohibited', refused)).toEqual({
      itemId: item.id, recordId: item.id, draft, message: 'Seçilen kayıt bulunamadı.',
      files: [{ key: body.file_hashes[0], name: 'tutanak.pdf' }, { key: body.file_hashes[1], name: 'ek.pdf' }],
    });
  });

  it('falls back to the outbox under the same id when the network fails mid-send', async () => {
    const send = vi.fn(async (_body: DetectionCreateBody): Promise<typeof sent> => {
      throw new ApiError(0, 'Network error', null);
    });
    const outcome = await saveDetection('prohibited', draft, [], { online: true, send, summary });
    expect(outcome.kind).toBe('queued');
    const item = (await db.outbox.toArray())[0]!;
    expect((send.mock.calls[0]![0] as { id: string }).id).toBe(item.id);
  });

  it('lets a server refusal through, and refuses an over-8 MB file before saving anything', async () => {
    const refused = vi.fn(async () => {
      throw new ApiError(422, 'Unprocessable', { errors: { detected_at: ['x'] } });
    });
    await expect(saveDetection('prohibited', draft, [], { online: true, send: refused, summary })).rejects.toBeInstanceOf(ApiError);
    const big = new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'büyük.pdf', { type: 'application/pdf' });
    await expect(saveDetection('prohibited', draft, [big], { online: false, send: refused, summary })).rejects.toThrow(SaveRefusedError);
    expect(await db.outbox.count()).toBe(0);
  });
});
