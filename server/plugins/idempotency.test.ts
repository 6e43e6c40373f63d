import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { securityProjectsRepository } from '../features/security-projects/security-projects.repository';
import { multipart, PDF } from '../features/files/upload-fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { canonicalJson, purgeIdempotencyKeys } from './idempotency';

let t: TestApp;
let hr: string;
let admin: string;
let personel: string;
let hrId: number;
beforeAll(async () => {
  t = await createTestApp({}, 0);
  [hr, admin, personel] = await Promise.all([t.login('ik.uzmani'), t.login('admin'), t.login('personel')]);
  hrId = (await rows<{ id: number }>(`select id from users where name = 'ik.uzmani'`))[0]!.id;
});
afterAll(async () => {
  await t.close();
  rmSync(t.app.deps.config.filesDir!, { recursive: true, force: true });
});
afterEach(() => vi.restoreAllMocks());

async function rows<T>(query: string): Promise<T[]> {
  return ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}
const projectsCoded = async (code: string) =>
  (await rows<{ n: number }>(`select count(*)::int as n from security_projects where short_code = '${code}' and deleted_at is null`))[0]!.n;

let codes = 0;
/** A fresh project body with a short code no other test uses. */
function projectBody() {
  codes += 1;
  return { name: `Deneme Projesi ${codes}`, short_code: `IDM${codes}`, type: 'ggh', enable: true };
}
const createProject = (token: string, key: string | undefined, payload: object) =>
  t.call(token, { method: 'POST', url: '/api/security/projects', payload, headers: key === undefined ? {} : { 'idempotency-key': key } });

describe('Idempotency-Key', () => {
  it('replays the stored answer for the same request and runs the handler once', async () => {
    const body = projectBody();
    const first = await createProject(hr, 'anahtar-1', body);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    // The same JSON with its keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const second = await createProject(hr, 'anahtar-1', reordered);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.body).toBe(first.body);
    expect(await projectsCoded(body.short_code)).toBe(1);

    // Without the key the same body is a new request (and here a duplicate short code).
    expect((await createProject(hr, undefined, body)).statusCode).toBe(422);
  });

  it('replays a DELETE, which would otherwise answer 404 the second time', async () => {
    const project = (await createProject(hr, undefined, projectBody())).json().data;
    const remove = () => t.call(hr, { method: 'DELETE', url: `/api/security/projects/${project.id}`, headers: { 'idempotency-key': `sil-${project.id}` } });
    const first = await remove();
    const again = await remove();
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const bare = await t.call(hr, { method: 'DELETE', url: `/api/security/projects/${project.id}` });
    expect(bare.statusCode).toBe(404);
  });

  it('refuses the same key for another body or another path with 422', async () => {
    const body = projectBody();
    expect((await createProject(hr, 'anahtar-2', body)).statusCode).toBe(201);
    const other = await createProject(hr, 'anahtar-2', { ...body, name: 'Başka Bir Proje' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ message: 'Bu Idempotency-Key farklı bir istek için kullanıldı.' });
    const project = (await createProject(hr, 'anahtar-2', body)).json().data;
    const elsewhere = await t.call(hr, { method: 'PUT', url: `/api/security/projects/${project.id}`, payload: body, headers: { 'idempotency-key': 'anahtar-2' } });
    expect(elsewhere.statusCode).toBe(422);
    expect(await projectsCoded(body.short_code)).toBe(1);
  });

  it('answers 409 while the same key is still in progress, and takes over a claim abandoned long ago', async () => {
    const body = projectBody();
    // The fingerprint the plugin computes for this JSON body.
    const hash = createHash('sha256').update('json:').update(canonicalJson(body)).digest('hex');
    const claim = (key: string, at: Date) => rows(`insert into idempotency_keys (key, user_id, method, path, body_hash, state, created_at)
      values ('${key}', ${hrId}, 'POST', '/api/security/projects', '${hash}', 'in-progress', '${at.toISOString()}')`);

    await claim('suruyor', t.now.value);
    const busy = await createProject(hr, 'suruyor', body);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ message: 'Bu istek hâlâ işleniyor.' });
    expect(await projectsCoded(body.short_code)).toBe(0);

    // A claim 11 minutes old belongs to a request that died: the retry runs.
    await claim('yarim-kalan', new Date(t.now.value.getTime() - 11 * 60 * 1000));
    const retried = await createProject(hr, 'yarim-kalan', body);
    expect(retried.statusCode).toBe(201);
    expect((await createProject(hr, 'yarim-kalan', body)).headers['idempotent-replayed']).toBe('true');
  });

  it('takes over at once the fresh claim of a server process that is gone (issue 17)', async () => {
    const body = projectBody();
    const hash = createHash('sha256').update('json:').update(canonicalJson(body)).digest('hex');
    // Owner 7 holds no lock (PostgreSQL) and is not this process (PGlite): it died mid-request.
    await rows(`insert into idempotency_keys (key, user_id, method, path, body_hash, state, created_at, owner)
      values ('sahipsiz', ${hrId}, 'POST', '/api/security/projects', '${hash}', 'in-progress', '${t.now.value.toISOString()}', 7)`);
    const retried = await createProject(hr, 'sahipsiz', body);
    expect(retried.statusCode).toBe(201);
    expect(await projectsCoded(body.short_code)).toBe(1);
  });

  it('lets only one of several simultaneous duplicates run', async () => {
    const body = projectBody();
    const answers = await Promise.all(Array.from({ length: 5 }, () => createProject(hr, 'ayni-anda', body)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(answers.filter((a) => a.statusCode === 201 && a.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    expect(await projectsCoded(body.short_code)).toBe(1);
  });

  it('keeps no 5xx and no 4xx answer, so a retry under the same key runs again', async () => {
    const body = projectBody();
    vi.spyOn(securityProjectsRepository, 'insert').mockRejectedValueOnce(new Error('bağlantı koptu'));
    const failed = await createProject(hr, 'hatali', body);
    expect(failed.statusCode).toBe(500);
    const retried = await createProject(hr, 'hatali', body);
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await projectsCoded(body.short_code)).toBe(1);

    // A refused request (validation, then missing permission) changed nothing: the corrected or
    // permitted retry runs under the same key instead of meeting a stored refusal.
    const fixed = projectBody();
    expect((await createProject(hr, 'duzeltilen', { ...fixed, short_code: 'ış' })).statusCode).toBe(422);
    expect((await createProject(hr, 'duzeltilen', fixed)).statusCode).toBe(201);
    const forbidden = projectBody();
    expect((await createProject(personel, 'yetkisiz', forbidden)).statusCode).toBe(403);
    expect((await rows(`select 1 from idempotency_keys where key = 'yetkisiz'`)).length).toBe(0);
  });

  it('scopes keys to the user: the same key of two users is two requests', async () => {
    const mine = projectBody();
    const theirs = projectBody();
    expect((await createProject(hr, 'ortak-anahtar', mine)).statusCode).toBe(201);
    const other = await createProject(admin, 'ortak-anahtar', theirs);
    expect(other.statusCode).toBe(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect((await createProject(hr, 'ortak-anahtar', mine)).headers['idempotent-replayed']).toBe('true');
    expect(await projectsCoded(mine.short_code)).toBe(1);
    expect(await projectsCoded(theirs.short_code)).toBe(1);
  });

  it('replays a multipart upload judged by its content, whatever its boundary', async () => {
    const form = multipart([{ name: 'file', filename: 'rapor.pdf', content: PDF }]);
    const upload = (f: typeof form) =>
      t.call(personel, { method: 'POST', url: '/api/files', payload: f.payload, headers: { ...f.headers, 'idempotency-key': 'dosya-1' } });
    const first = await upload(form);
    const again = await upload(form);
    expect(first.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.id).toBe(first.json().data.id);
    // The same form as a browser sends it again: another random boundary, the same content.
    const resent = await upload(multipart([{ name: 'file', filename: 'rapor.pdf', content: PDF }]));
    expect(resent.statusCode).toBe(201);
    expect(resent.headers['idempotent-replayed']).toBe('true');
    expect(resent.json().data.id).toBe(first.json().data.id);
    // Another file of exactly the same length (one byte changed), under the same boundary: 422.
    const swapped = Buffer.from(PDF);
    swapped[swapped.length - 2] = swapped[swapped.length - 2]! ^ 1;
    const sameLength = multipart([{ name: 'file', filename: 'rapor.pdf', content: swapped }]);
    const sameBoundary = { payload: Buffer.from(sameLength.payload.toString('latin1').split(sameLength.headers['content-type'].split('boundary=')[1]!).join(form.headers['content-type'].split('boundary=')[1]!), 'latin1'), headers: form.headers };
    expect(sameBoundary.payload.length).toBe(form.payload.length);
    expect((await upload(sameBoundary)).statusCode).toBe(422);
    // Three bytes more: 422 too.
    const longer = multipart([{ name: 'file', filename: 'rapor.pdf', content: Buffer.concat([PDF, Buffer.from('ek\n')]) }]);
    expect((await upload(longer)).statusCode).toBe(422);
    const [stored] = await rows<{ body_hash: string }>(`select body_hash from idempotency_keys where key = 'dosya-1'`);
    expect(stored!.body_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('checks the key, and leaves reads and sign-in alone', async () => {
    const tooLong = await createProject(hr, 'x'.repeat(256), projectBody());
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/^Idempotency-Key 1-255/);
    // A structured-field string ("…") names the same key as the bare token.
    const body = projectBody();
    expect((await createProject(hr, '"tirnakli"', body)).statusCode).toBe(201);
    expect((await createProject(hr, 'tirnakli', body)).headers['idempotent-replayed']).toBe('true');

    const read = await t.call(hr, { method: 'GET', url: '/api/search/security-projects', headers: { 'idempotency-key': 'okuma' } });
    expect(read.statusCode).toBe(200);
    const signIn = () => t.app.inject({
      method: 'POST', url: '/oauth/token', payload: { grant_type: 'password', username: 'denetci', password: 'Apron.2026' }, headers: { 'idempotency-key': 'giris' },
    });
    const [a, b] = [await signIn(), await signIn()];
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(a.json().access_token).not.toBe(b.json().access_token);
    expect((await rows(`select 1 from idempotency_keys where key in ('okuma', 'giris')`)).length).toBe(0);
  });

  it('keeps keys 30 days, then purges them', async () => {
    const body = projectBody();
    expect((await createProject(hr, 'eski', body)).statusCode).toBe(201);
    const start = t.now.value;
    try {
      t.now.value = new Date(start.getTime() + 29 * 24 * 3600 * 1000);
      await purgeIdempotencyKeys(t.app);
      // Access tokens last hours, not days: sign in again at the moved time.
      const later = await t.login('ik.uzmani');
      expect((await createProject(later, 'eski', body)).headers['idempotent-replayed']).toBe('true');

      t.now.value = new Date(start.getTime() + 31 * 24 * 3600 * 1000);
      expect(await purgeIdempotencyKeys(t.app)).toBeGreaterThanOrEqual(1);
      expect((await rows(`select 1 from idempotency_keys where key = 'eski'`)).length).toBe(0);
      // The key is free again: another request may use it.
      expect((await createProject(await t.login('ik.uzmani'), 'eski', projectBody())).statusCode).toBe(201);
    } finally {
      t.now.value = start;
    }
  });
});
