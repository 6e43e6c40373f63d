import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { sha256Of } from '../files/file-store';

let t: TestApp;
let personel: string;
let denetci: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({}, 0);
  [personel, denetci, admin] = await Promise.all([t.login('personel'), t.login('denetci'), t.login('admin')]);
});
afterAll(async () => {
  await t.close();
  rmSync(t.app.deps.config.filesDir!, { recursive: true, force: true });
});

async function rows<T>(query: string): Promise<T[]> {
  return ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

let sent = 0;
/** One outbox item as the device sends it: a small blob, with the device's headers. */
function send(token: string, device: string, seq: number | string, options: { corrupt?: boolean; key?: string; item?: number } = {}) {
  sent += 1;
  const bytes = Buffer.from(`öğe ${options.item ?? sent}\n`);
  const hash = sha256Of(options.corrupt ? Buffer.from('başka') : bytes);
  return t.call(token, {
    method: 'PUT', url: `/api/blobs/${hash}`, payload: bytes,
    headers: { 'content-type': 'text/plain', 'x-device-id': device, 'x-device-seq': String(seq), ...(options.key ? { 'idempotency-key': options.key } : {}) },
  });
}
const gaps = async (query = '') => {
  const res = await t.call(admin, { method: 'GET', url: `/api/sync/gaps${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: { device_id: string; missing: number[]; [k: string]: unknown }[]; meta_data: { total: number } };
};

describe('device sequences and GET /sync/gaps', () => {
  const tablet = randomUUID();
  const phone = randomUUID();

  it('lists the sequence numbers a device never delivered', async () => {
    for (const seq of [1, 2, 4, 7]) expect((await send(personel, tablet, seq)).statusCode).toBe(200);
    // A refused item (4xx) was not delivered; a repeated one counts once.
    expect((await send(personel, tablet, 3, { corrupt: true })).statusCode).toBe(422);
    expect((await send(personel, tablet, 2)).statusCode).toBe(200);
    // The shared tablet passes to another user.
    t.now.value = new Date(t.now.value.getTime() + 60_000);
    expect((await send(denetci, tablet, 8)).statusCode).toBe(200);

    const { data } = await gaps();
    const entry = data.find((d) => d.device_id === tablet);
    expect(entry).toMatchObject({
      first_seq: 1, last_seq: 8, received_count: 5, missing: [3, 5, 6], missing_count: 3,
      users: [{ name: 'Oğuz Çelik' }, { name: 'Ayşe Doğan' }],
      last_seen_at: t.now.value.toISOString(),
    });
    const recorded = await rows<{ method: string; path: string }>(`select method, path from device_sequences where device_id = '${tablet}' and seq = 1`);
    expect(recorded[0]).toMatchObject({ method: 'PUT' });
    expect(recorded[0]!.path).toMatch(/^\/api\/blobs\/[0-9a-f]{64}$/);
  });

  it('filters devices with gaps and by user, and pages by device', async () => {
    t.now.value = new Date(t.now.value.getTime() + 60_000);
    for (const seq of [1, 2, 3]) await send(personel, phone, seq);
    const all = await gaps('?perpage=30');
    expect(all.data.map((d) => d.device_id).sort()).toEqual([tablet, phone].sort());
    expect(all.data.find((d) => d.device_id === phone)).toMatchObject({ missing: [], missing_count: 0 });
    // The most recently seen device first.
    expect(all.data[0]!.device_id).toBe(phone);

    expect((await gaps('?missing_only=true')).data.map((d) => d.device_id)).toEqual([tablet]);
    expect((await gaps('?ordering=-missing_count')).data[0]!.device_id).toBe(tablet);
    const denetciId = (await rows<{ id: number }>(`select id from users where name = 'denetci'`))[0]!.id;
    expect((await gaps(`?user_id=${denetciId}`)).data.map((d) => d.device_id)).toEqual([tablet]);
    const beyond = await gaps('?perpage=30&page=2');
    expect(beyond.data).toEqual([]);
    expect(beyond.meta_data.total).toBe(2);
  });

  it('lists at most 1000 missing numbers per device, with the exact count', async () => {
    const lost = randomUUID();
    await send(personel, lost, 1);
    await send(personel, lost, 5000);
    const entry = (await gaps('?ordering=-missing_count')).data[0]!;
    expect(entry.device_id).toBe(lost);
    expect(entry.missing_count).toBe(4998);
    expect(entry.missing).toHaveLength(1000);
    expect(entry.missing[0]).toBe(2);
    expect(entry.missing[999]).toBe(1001);
  });

  it('ignores reads and malformed device headers, and never refuses a request for them', async () => {
    const before = (await rows<{ n: number }>('select count(*)::int as n from device_sequences'))[0]!.n;
    const probe = await t.call(personel, { method: 'HEAD', url: `/api/blobs/${sha256Of(Buffer.from('öğe 1\n'))}`, headers: { 'x-device-id': randomUUID(), 'x-device-seq': '1' } });
    expect(probe.statusCode).toBe(200);
    expect((await send(personel, 'not-a-uuid', 1)).statusCode).toBe(200);
    expect((await send(personel, randomUUID(), 0)).statusCode).toBe(200);
    expect((await send(personel, randomUUID(), '1.5')).statusCode).toBe(200);
    expect((await rows<{ n: number }>('select count(*)::int as n from device_sequences'))[0]!.n).toBe(before);
  });

  it('records an item once with its idempotency key, also when its answer is replayed', async () => {
    const device = randomUUID();
    expect((await send(personel, device, 1, { key: 'kayit-1', item: -1 })).statusCode).toBe(200);
    expect((await send(personel, device, 1, { key: 'kayit-1', item: -1 })).headers['idempotent-replayed']).toBe('true');
    const recorded = await rows<{ idempotency_key: string }>(`select idempotency_key from device_sequences where device_id = '${device}'`);
    expect(recorded).toEqual([{ idempotency_key: 'kayit-1' }]);
  });

  it('is for administrators only', async () => {
    expect((await t.call(personel, { method: 'GET', url: '/api/sync/gaps' })).statusCode).toBe(403);
    expect((await t.call(null, { method: 'GET', url: '/api/sync/gaps' })).statusCode).toBe(401);
  });
});
