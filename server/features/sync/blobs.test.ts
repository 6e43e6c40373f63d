import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { HttpError } from '../../plugins/http-errors';
import { sha256Of } from '../files/file-store';
import { PDF, PNG } from '../files/upload-fixtures';
import { statementRecorder } from '../../test/statement-recorder';
import { filesOfNew } from '../files/record-files';
import { attachBlob, requireBlobs } from './blobs.service';

let t: TestApp;
let personel: string;
let denetci: string;
let personelId: number;
let denetciId: number;
let filesDir: string;
beforeAll(async () => {
  t = await createTestApp({}, 0);
  filesDir = t.app.deps.config.filesDir!;
  [personel, denetci] = await Promise.all([t.login('personel'), t.login('denetci')]);
  const ids = await rows<{ name: string; id: number }>(`select name, id from users where name in ('personel', 'denetci')`);
  personelId = ids.find((u) => u.name === 'personel')!.id;
  denetciId = ids.find((u) => u.name === 'denetci')!.id;
});
afterAll(async () => {
  await t.close();
  rmSync(filesDir, { recursive: true, force: true });
});

async function rows<T>(query: string): Promise<T[]> {
  return ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}
const storedObjects = () => {
  try {
    return readdirSync(filesDir).filter((d) => d !== 'tmp').flatMap((d) => readdirSync(join(filesDir, d)));
  } catch {
    return [];
  }
};
const put = (token: string | null, hash: string, bytes: Buffer, type = 'application/octet-stream', headers: Record<string, string> = {}) =>
  t.call(token, { method: 'PUT', url: `/api/blobs/${hash}`, payload: bytes, headers: { 'content-type': type, ...headers } });
const head = (token: string, hash: string) => t.call(token, { method: 'HEAD', url: `/api/blobs/${hash}` });
const photo = (n: number) => Buffer.concat([PNG, Buffer.from(`foto-${n}`)]);

describe('PUT /blobs/{sha256} and HEAD', () => {
  it('stores the bytes under their hash once, however often they are sent', async () => {
    const bytes = photo(1);
    const hash = sha256Of(bytes);
    expect((await head(personel, hash)).statusCode).toBe(404);

    const first = await put(personel, hash, bytes, 'image/png');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ sha256: hash, size: bytes.length, mime_type: 'image/png' });
    const objects = storedObjects();
    const again = await put(personel, hash, bytes);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    expect(storedObjects()).toEqual(objects);
    expect(objects.filter((o) => o === hash)).toHaveLength(1);
    expect(await rows(`select 1 from blobs where sha256 = '${hash}'`)).toHaveLength(1);

    const held = await head(personel, hash);
    expect(held.statusCode).toBe(200);
    expect(held.body).toBe('');
    const details = await t.call(personel, { method: 'GET', url: `/api/blobs/${hash}` });
    expect(details.json().data).toEqual(first.json().data);
  });

  it('holds a blob per user: knowing the hash is not having the bytes', async () => {
    const bytes = photo(2);
    const hash = sha256Of(bytes);
    await put(personel, hash, bytes);
    expect((await head(denetci, hash)).statusCode).toBe(404);
    expect((await put(denetci, hash, bytes)).statusCode).toBe(200);
    expect((await head(denetci, hash)).statusCode).toBe(200);
    expect(storedObjects().filter((o) => o === hash)).toHaveLength(1);
  });

  it('refuses bytes that do not match the hash, a malformed hash, an unknown type and an empty body', async () => {
    const bytes = photo(3);
    const wrong = sha256Of(photo(4));
    const mismatch = await put(personel, wrong, bytes);
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.sha256).toEqual(['Dosyanın içeriği belirtilen SHA-256 değeriyle uyuşmuyor.']);
    expect(storedObjects()).not.toContain(sha256Of(bytes));
    expect((await head(personel, wrong)).statusCode).toBe(404);

    expect((await put(personel, sha256Of(bytes).toUpperCase(), bytes)).statusCode).toBe(422);
    expect((await put(personel, 'abc', bytes)).json().errors.sha256).toEqual(['SHA-256 değeri 64 küçük onaltılık karakter olmalıdır.']);
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]);
    expect((await put(personel, sha256Of(exe), exe)).json().errors.file[0]).toMatch(/^Bu dosya türü desteklenmiyor/);
    const empty = await t.call(personel, { method: 'PUT', url: `/api/blobs/${sha256Of(Buffer.alloc(0))}` });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.file).toEqual(['Boş dosya yüklenemez.']);
  });

  it('takes the body as bytes whatever its declared type', async () => {
    const json = Buffer.from('{"not":"parsed"}');
    const asJson = await put(personel, sha256Of(json), json, 'application/json');
    expect(asJson.statusCode).toBe(200);
    expect(asJson.json().data.mime_type).toBe('text/plain');
    const noType = await t.call(personel, { method: 'PUT', url: `/api/blobs/${sha256Of(PDF)}`, payload: PDF });
    expect(noType.statusCode).toBe(200);
    expect(noType.json().data.mime_type).toBe('application/pdf');
  });

  it('answers 413 with the spec message above 8 MB and takes exactly 8 MB', async () => {
    const limit = 8 * 1024 * 1024;
    const big = Buffer.concat([PDF, Buffer.alloc(limit + 1 - PDF.length, 0x20)]);
    const before = storedObjects();
    const refused = await put(personel, sha256Of(big), big);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe('You can upload a maximum of 8mb files.');
    expect(storedObjects()).toEqual(before);
    const exactly = big.subarray(0, limit);
    const taken = await put(personel, sha256Of(exactly), exactly);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().data.size).toBe(limit);
  }, 120_000); // two 8 MB bodies through inject: 20 s alone, over 50 s on a busy machine

  it('needs a signed-in user before reading the body', async () => {
    const bytes = photo(5);
    expect((await put(null, sha256Of(bytes), bytes)).statusCode).toBe(401);
    const big = Buffer.alloc(9 * 1024 * 1024, 0x20);
    expect((await put(null, sha256Of(big), big)).statusCode).toBe(401);
    expect((await t.call(null, { method: 'HEAD', url: `/api/blobs/${sha256Of(bytes)}` })).statusCode).toBe(401);
    expect(storedObjects()).not.toContain(sha256Of(bytes));
  });

  it('is idempotent under an Idempotency-Key too (the key hashes the raw bytes)', async () => {
    const bytes = photo(6);
    const key = { 'idempotency-key': 'blob-6' };
    expect((await put(personel, sha256Of(bytes), bytes, 'image/png', key)).statusCode).toBe(200);
    expect((await put(personel, sha256Of(bytes), bytes, 'image/png', key)).headers['idempotent-replayed']).toBe('true');
    const other = photo(7);
    expect((await put(personel, sha256Of(bytes), other, 'image/png', key)).statusCode).toBe(422);
  });
});

describe('requireBlobs and attachBlob', () => {
  it('answers the user\'s blobs in order, or refuses with the missing hashes', async () => {
    const [a, b, absent] = [photo(10), photo(11), photo(12)].map(sha256Of) as [string, string, string];
    await put(personel, a, photo(10));
    await put(personel, b, photo(11));
    await put(denetci, absent, photo(12));

    const found = await t.database.db.transaction((tx) => requireBlobs(tx, [b, a, b], personelId));
    expect(found.map((r) => r.sha256)).toEqual([b, a]);

    const refusal = await t.database.db.transaction((tx) => requireBlobs(tx, [a, absent, 'bozuk'], personelId)).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).status).toBe(409);
    expect((refusal as HttpError).body).toEqual({ message: 'Bazı dosyalar sunucuya ulaşmadı.', missing_blobs: [absent, 'bozuk'] });
    expect(await t.database.db.transaction((tx) => requireBlobs(tx, [], personelId))).toEqual([]);
  });

  it('turns a blob into a files row the owner can download', async () => {
    const bytes = photo(20);
    const hash = sha256Of(bytes);
    await put(personel, hash, bytes);
    const file = await t.database.db.transaction((tx) =>
      attachBlob(tx, hash, { ownerUserId: personelId, originalName: '../Kaçak Yolcu.png', at: t.now.value }));
    expect(file).toMatchObject({ sha256: hash, size: bytes.length, mime_type: 'image/png', original_name: 'Kaçak Yolcu.png', owner_user_id: personelId });
    const got = await t.call(personel, { method: 'GET', url: `/api/files/${file.id}` });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(bytes)).toBe(true);

    const csv = Buffer.from('ad;soyad\nAyşe;Doğan\n');
    await put(personel, sha256Of(csv), csv, 'text/csv');
    const list = await t.database.db.transaction((tx) => attachBlob(tx, sha256Of(csv), { ownerUserId: personelId, originalName: 'liste.csv' }));
    expect(list.mime_type).toBe('text/csv');

    // Another user's upload is not the owner's to attach; a rolled-back attach leaves no row.
    const theirs = photo(21);
    await put(denetci, sha256Of(theirs), theirs);
    const refused = await t.database.db.transaction((tx) =>
      attachBlob(tx, sha256Of(theirs), { ownerUserId: personelId, originalName: 'x.png' })).catch((e: unknown) => e);
    expect((refused as HttpError).body).toMatchObject({ missing_blobs: [sha256Of(theirs)] });
    expect(await rows(`select 1 from files where sha256 = '${sha256Of(theirs)}'`)).toHaveLength(0);
    const onBehalf = await t.database.db.transaction((tx) =>
      attachBlob(tx, sha256Of(theirs), { ownerUserId: personelId, uploadedBy: denetciId, originalName: 'x.png' }));
    expect(onBehalf.owner_user_id).toBe(personelId);
  });

  it('a record naming several blobs locks and reads them once, then adds a files row each', async () => {
    const shots = [photo(30), photo(31), photo(32)];
    for (const bytes of shots) await put(personel, sha256Of(bytes), bytes);
    const recorder = statementRecorder(t.database.db);
    // Outside a transaction, so that both drivers show every statement to the recorder.
    const { result, statements } = await recorder.during(() =>
      filesOfNew(t.database.db, { hashes: shots.map(sha256Of), names: ['a.png', 'b.png', 'c.png'] }, personelId, t.now.value));
    expect(result.map((f) => [f.sha256, f.original_name])).toEqual(shots.map((b, i) => [sha256Of(b), ['a.png', 'b.png', 'c.png'][i]]));
    const texts = statements.map(recorder.textOf);
    expect(texts.filter((q) => /pg_advisory_xact_lock/.test(q))).toHaveLength(1);
    expect(texts.filter((q) => /from "blobs"/.test(q))).toHaveLength(1);
    expect(texts.filter((q) => /insert into "files"/.test(q))).toHaveLength(3);
  });
});
