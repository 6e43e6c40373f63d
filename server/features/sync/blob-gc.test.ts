import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql';
import { createTestApp, type TestApp } from '../../test/harness';
import { sha256Of } from '../files/file-store';
import { PNG } from '../files/upload-fixtures';
import { BLOB_GC_JOB } from './sync.jobs';

/**
 * The blob collector (issue 16): uploads to PUT /blobs that no record named within the grace
 * period lose their upload row, and their bytes go when nothing else names them; bytes a record,
 * another user's newer upload or any other hash column names stay. A device that comes later
 * gets 409 missing_blobs and uploads again.
 */
let t: TestApp;
let personel: string;
let denetci: string;
let typeId: number;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  // Tokens that outlive the clock moves of the test.
  t = await createTestApp({ accessTokenTtlSeconds: 365 * 24 * 3600 }, 0);
  [personel, denetci] = await Promise.all([t.login('personel'), t.login('denetci')]);
  typeId = (await t.call(personel, { method: 'GET', url: '/api/demand/type?per_page=1' })).json().data[0].id;
});
afterAll(async () => {
  const dir = t.app.deps.config.filesDir;
  await t.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const photo = (name: string) => Buffer.concat([PNG, Buffer.from(name)]);
const put = (token: string, bytes: Buffer) =>
  t.call(token, { method: 'PUT', url: `/api/blobs/${sha256Of(bytes)}`, payload: bytes, headers: { 'content-type': 'image/png' } });
const commit = (token: string, title: string, hashes: string[]) =>
  t.call(token, { method: 'POST', url: '/api/demand/request', payload: { demand_type_id: typeId, title, file_hashes: hashes } });
const uploadRows = async (hash: string) => rows(await t.database.db.execute(sql`select uploaded_by from blobs where sha256 = ${hash}`)).length;

describe('the blob collector', () => {
  it('is a scheduled job', () => {
    expect(t.app.jobs.names).toContain(BLOB_GC_JOB);
  });

  it('deletes bytes no record named within the grace period and keeps every named one', async () => {
    const start = t.now.value.getTime();
    const [unused, named, shared, listed, recent] = ['kullanilmayan', 'kayitli', 'ortak', 'baska-tablo', 'yeni'].map(photo) as [Buffer, Buffer, Buffer, Buffer, Buffer];
    for (const bytes of [unused, named, shared, listed]) expect((await put(personel, bytes)).statusCode).toBe(200);
    expect((await commit(personel, 'Fotoğraflı talep', [sha256Of(named)])).statusCode).toBe(201);
    // Any column holding a hash protects its bytes (found in the catalogue, not in a list).
    await t.database.db.execute(sql`create table gc_probe (file_sha256 varchar(64))`);
    await t.database.db.execute(sql`insert into gc_probe values (${sha256Of(listed)})`);

    // Eight days later: another user sends `shared` again, and a fresh upload arrives.
    t.now.value = new Date(start + 8 * DAY);
    expect((await put(denetci, shared)).statusCode).toBe(200);
    expect((await put(personel, recent)).statusCode).toBe(200);

    const result = await t.app.jobs.run(BLOB_GC_JOB);
    expect(result).toEqual({ uploads: 4, deleted: 1, kept: 3 });
    expect(await t.app.fileStore.has(sha256Of(unused))).toBe(false);
    for (const bytes of [named, shared, listed, recent]) expect(await t.app.fileStore.has(sha256Of(bytes))).toBe(true);
    expect(await uploadRows(sha256Of(unused))).toBe(0);
    expect(await uploadRows(sha256Of(shared))).toBe(1);
    expect(await uploadRows(sha256Of(recent))).toBe(1);
    // HEAD tells the device the server no longer holds its upload.
    expect((await t.call(personel, { method: 'HEAD', url: `/api/blobs/${sha256Of(unused)}` })).statusCode).toBe(404);

    // Again: nothing more to do.
    expect(await t.app.jobs.run(BLOB_GC_JOB)).toEqual({ uploads: 0, deleted: 0, kept: 0 });
  });

  it('lets a device that comes back after the collection upload again and commit', async () => {
    const late = photo('gec-gelen');
    const hash = sha256Of(late);
    expect((await put(personel, late)).statusCode).toBe(200);
    t.now.value = new Date(t.now.value.getTime() + 8 * DAY);
    // This one and the two uploads of the first test that no record ever named ('shared', 'recent').
    expect(await t.app.jobs.run(BLOB_GC_JOB)).toEqual({ uploads: 3, deleted: 3, kept: 0 });
    expect(await t.app.fileStore.has(hash)).toBe(false);

    const refused = await commit(personel, 'Geç gelen talep', [hash]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().missing_blobs).toEqual([hash]);
    expect((await put(personel, late)).statusCode).toBe(200);
    expect((await commit(personel, 'Geç gelen talep', [hash])).statusCode).toBe(201);
    expect(await t.app.fileStore.has(hash)).toBe(true);
  });
});
