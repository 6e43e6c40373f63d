import { randomUUID } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { createTestApp, type TestApp } from '../../test/harness';
import { sha256Of } from './file-store';
import { filesService } from './files.service';
import { multipart, PDF, PNG, zipOf, type Part } from './upload-fixtures';

/** Where a run of the suite keeps its files: the disk store or an S3-compatible bucket. */
export interface SuiteStorage {
  /** Config overrides selecting the store (started before the app is built). */
  setUp(): Promise<Partial<Config>>;
  /** Every stored object as `<sha[0..2]>/<sha>`, sorted. */
  storedObjects(t: TestApp): Promise<string[]>;
  tearDown(t: TestApp): Promise<void>;
}

/** The files API, the same for every store (files.test.ts: disk; files-s3.test.ts: S3 over s3rver). */
export function filesSuite(storage: SuiteStorage): void {
  let t: TestApp;
  let owner: string;
  let other: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(await storage.setUp(), 0);
    [owner, other, admin] = await Promise.all([t.login('personel'), t.login('denetci'), t.login('admin')]);
  });
  afterAll(async () => {
    await t.close();
    await storage.tearDown(t);
  });

  const storedObjects = () => storage.storedObjects(t);
  const upload = (token: string | null, parts: Part[]) => t.call(token, { method: 'POST', url: '/api/files', ...multipart(parts) });
  const uploadOne = (content: Buffer | string, filename = 'belge.pdf', type = 'application/octet-stream') =>
    upload(owner, [{ name: 'file', filename, type, content }]);
  const download = (token: string | null, id: number, headers: Record<string, string> = {}) =>
    t.call(token, { method: 'GET', url: `/api/files/${id}`, headers });

  describe('POST /files', () => {
    it('stores a PNG by its bytes and gives it back to the uploader with cache validators', async () => {
      const res = await uploadOne(PNG, 'Vesikalık Fotoğraf.png', 'image/png');
      expect(res.statusCode).toBe(201);
      const file = res.json().data;
      expect(file).toMatchObject({ sha256: sha256Of(PNG), size: PNG.length, mime_type: 'image/png', original_name: 'Vesikalık Fotoğraf.png' });
      expect(file.url).toBe(`/api/files/${file.id}`);

      const got = await download(owner, file.id);
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload.equals(PNG)).toBe(true);
      expect(got.headers['content-type']).toBe('image/png');
      expect(got.headers['content-disposition']).toBe(
        `attachment; filename="Vesikalik Fotograf.png"; filename*=UTF-8''${encodeURIComponent('Vesikalık Fotoğraf.png')}`,
      );
      expect(got.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect(got.headers.etag).toBe(`"${sha256Of(PNG)}"`);
      expect(got.headers['x-content-type-options']).toBe('nosniff');
      const again = await download(owner, file.id, { 'if-none-match': got.headers.etag as string });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    });

    it('answers a byte range with 206 from the store itself, as a video player seeks', async () => {
      const content = Buffer.from(`%PDF-1.7\n${'0123456789'.repeat(50)}\n%%EOF\n`);
      const file = (await uploadOne(content, 'aralik.pdf')).json().data;
      const part = await download(owner, file.id, { range: 'bytes=9-28' });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 9-28/${content.length}`);
      expect(part.headers['content-length']).toBe('20');
      expect(part.rawPayload.equals(content.subarray(9, 29))).toBe(true);
      const tail = await download(owner, file.id, { range: 'bytes=-6' });
      expect(tail.statusCode).toBe(206);
      expect(tail.rawPayload.toString()).toBe('%%EOF\n');
      const past = await download(owner, file.id, { range: `bytes=${content.length}-` });
      expect(past.statusCode).toBe(416);
      expect(past.headers['content-range']).toBe(`bytes */${content.length}`);
      // A range of a changed file would splice two versions: another validator gets the whole file.
      const stale = await download(owner, file.id, { range: 'bytes=9-28', 'if-range': '"another"' });
      expect(stale.statusCode).toBe(200);
      expect(stale.rawPayload.equals(content)).toBe(true);
    });

    it('stores the same bytes once on disk however many times they are uploaded', async () => {
      const content = Buffer.from('%PDF-1.7\nAynı içerik, iki yükleme\n%%EOF\n');
      const first = (await uploadOne(content, 'ilk.pdf')).json().data;
      const before = await storedObjects();
      const second = (await upload(other, [{ name: 'file', filename: 'ikinci.pdf', content }])).json().data;
      expect(second.id).not.toBe(first.id);
      expect(second.sha256).toBe(first.sha256);
      expect(second.original_name).toBe('ikinci.pdf');
      expect(await storedObjects()).toEqual(before);
      expect(before).toContain(`${first.sha256.slice(0, 2)}/${first.sha256}`);
      const rows = await t.database.db.execute(`select count(*)::int as n from files where sha256 = '${first.sha256}'` as never);
      expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(2);
    });

    it('deletes stored bytes when asked (the blob collector), and a second delete is harmless', async () => {
      const { sha256 } = await t.app.fileStore.put(Buffer.from('%PDF-1.7\nSilinecek içerik\n%%EOF\n'));
      expect(await storedObjects()).toContain(`${sha256.slice(0, 2)}/${sha256}`);
      await t.app.fileStore.remove(sha256);
      expect(await t.app.fileStore.has(sha256)).toBe(false);
      expect(await storedObjects()).not.toContain(`${sha256.slice(0, 2)}/${sha256}`);
      await t.app.fileStore.remove(sha256);
    });

    it('stores a file written aside (putFile) by its hash, once, and takes the file away', async () => {
      const bytes = Buffer.from(`%PDF-1.7\nBüyük dışa aktarım ${Date.now()}\n%%EOF\n`);
      const aside = () => {
        const path = join(tmpdir(), `apron-aside-${randomUUID()}`);
        writeFileSync(path, bytes);
        return path;
      };
      const first = aside();
      const stored = await t.app.fileStore.putFile(first);
      expect(stored).toEqual({ sha256: sha256Of(bytes), size: bytes.length, created: true });
      expect(existsSync(first)).toBe(false);
      expect(Buffer.from((await t.app.fileStore.read(stored.sha256))!)).toEqual(bytes);
      const again = aside();
      expect(await t.app.fileStore.putFile(again)).toEqual({ ...stored, created: false });
      expect(existsSync(again)).toBe(false);
      await t.app.fileStore.remove(stored.sha256);
    });

    it('keeps a hostile name as harmless metadata and never as a path or a header', async () => {
      // Directories, control characters, a quote and a right-to-left override that shows 'exe.pdf'.
      const hostile = '..\\..\\etc/passwd\u0001\u0007\t\\"; x=\u202Efdp.exe';
      const res = await upload(owner, [{ name: 'file', filename: hostile, content: PDF }]);
      expect(res.statusCode).toBe(201);
      const file = res.json().data;
      expect([...file.original_name].some((c) => c < ' ' || '\\/\u202E'.includes(c))).toBe(false);
      expect(file.original_name.startsWith('.')).toBe(false);
      expect(file.original_name).toContain('fdp.exe');
      expect(file.mime_type).toBe('application/pdf');
      const got = await download(owner, file.id);
      const disposition = got.headers['content-disposition'] as string;
      expect(disposition).not.toMatch(/[\r\n]/);
      // An .exe name over PDF bytes is offered as a .pdf.
      expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1]!)).toMatch(/\.exe\.pdf$/);
      expect((await storedObjects()).every((p) => /^[0-9a-f]{2}[\\/][0-9a-f]{64}$/.test(p))).toBe(true);

      const long = (await uploadOne(PDF, `${'ş'.repeat(400)}.pdf`)).json().data;
      expect([...long.original_name]).toHaveLength(200);
      expect(long.original_name.endsWith('.pdf')).toBe(true);
      expect((await uploadOne(PDF, '...')).json().data.original_name).toBe('dosya');
    });

    it('decides the type from the bytes, not from the name or the declared type', async () => {
      const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]);
      const refused = await uploadOne(exe, 'rapor.pdf', 'application/pdf');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.file[0]).toMatch(/^Bu dosya türü desteklenmiyor/);
      const svg = await uploadOne('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'logo.svg', 'image/svg+xml');
      expect(svg.json().data.mime_type).toBe('text/plain');
      const served = await download(owner, svg.json().data.id);
      expect(served.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(served.headers['content-security-policy']).toContain('sandbox');
      expect(served.headers['content-disposition']).toMatch(/^attachment; filename="logo\.svg\.txt"/);

      const cases: [Buffer, string, string][] = [
        [zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' }), 'dilekce.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
        [zipOf({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' }), 'liste.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        [zipOf({ mimetype: 'application/vnd.oasis.opendocument.text', 'content.xml': '<office/>' }), 'not.odt', 'application/vnd.oasis.opendocument.text'],
        [Buffer.from('ad;soyad\nİsmail;Güneş\n'), 'personel.csv', 'text/csv'],
        [Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(16)]), 'anim.gif', 'image/gif'],
      ];
      for (const [content, name, mime] of cases) {
        const res = await uploadOne(content, name);
        expect(res.statusCode, name).toBe(201);
        expect(res.json().data.mime_type, name).toBe(mime);
      }
      const plainZip = await uploadOne(zipOf({ 'a.txt': 'x' }), 'arsiv.zip');
      expect(plainZip.statusCode).toBe(422);
    });

    it('answers 413 with the spec message over 8 MB and stores nothing', async () => {
      const before = await storedObjects();
      const tooBig = Buffer.concat([PDF, Buffer.alloc(8 * 1024 * 1024 + 1 - PDF.length, 0x20)]);
      const res = await uploadOne(tooBig, 'buyuk.pdf');
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ message: 'You can upload a maximum of 8mb files.', errors: { file: ['You can upload a maximum of 8mb files.'] } });
      expect(await storedObjects()).toEqual(before);
      const exactly = await uploadOne(tooBig.subarray(0, 8 * 1024 * 1024), 'sinirda.pdf');
      expect(exactly.statusCode).toBe(201);
      expect(exactly.json().data.size).toBe(8 * 1024 * 1024);
    });

    it('refuses a missing, misnamed or empty file with a field error', async () => {
      const notMultipart = await t.call(owner, { method: 'POST', url: '/api/files', payload: { file: 'x' } });
      expect(notMultipart.statusCode).toBe(422);
      expect(notMultipart.json().errors.file).toEqual(['Lütfen bir dosya seçiniz.']);
      expect((await upload(owner, [{ name: 'aciklama', content: 'yalnızca alan' }])).json().errors.file).toEqual(['Lütfen bir dosya seçiniz.']);
      expect((await upload(owner, [{ name: 'belge', filename: 'a.pdf', content: PDF }])).statusCode).toBe(422);
      const empty = await uploadOne(Buffer.alloc(0), 'bos.pdf');
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors.file).toEqual(['Boş dosya yüklenemez.']);
      expect((await upload(null, [{ name: 'file', filename: 'a.pdf', content: PDF }])).statusCode).toBe(401);
    });
  });

  describe('GET /files/{id}', () => {
    it('serves only the uploader and super users; others get 404 like a missing file', async () => {
      const file = (await uploadOne(PDF, 'maas.pdf')).json().data;
      expect((await download(other, file.id)).statusCode).toBe(404);
      const asAdmin = await download(admin, file.id);
      expect(asAdmin.statusCode).toBe(200);
      expect(asAdmin.headers['content-type']).toBe('application/pdf');
      const missing = await download(owner, 999999);
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-disposition']).toBeUndefined();
      expect(missing.json().message).toBe('Kayıt bulunamadı.');
      expect((await download(null, file.id)).statusCode).toBe(401);
      expect((await t.call(owner, { method: 'GET', url: '/api/files/abc' })).statusCode).toBe(422);
    });
  });

  describe('GET /user/photo/{id}', () => {
    const userIdOf = async (token: string) => (await t.call(token, { method: 'GET', url: '/api/initialize' })).json().data.user.id as number;
    const photo = (token: string | null, id: number, query = '', headers: Record<string, string> = {}) =>
      t.call(token, { method: 'GET', url: `/api/user/photo/${id}${query}`, headers });

    it('answers 404 JSON while the user has no photo, and for an unknown user', async () => {
      const res = await photo(owner, await userIdOf(other));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Kullanıcının fotoğrafı bulunmamaktadır.');
      expect((await photo(owner, 999999)).statusCode).toBe(404);
      expect((await photo(null, 1)).statusCode).toBe(401);
      expect((await photo(owner, 1, '?base64=maybe')).statusCode).toBe(422);
    });

    it('serves the image, or a data URL with base64=true, and the session names it', async () => {
      const userId = await userIdOf(other);
      const file = (await upload(other, [{ name: 'file', filename: 'ben.png', content: PNG }])).json().data;
      const url = await filesService(t.app).setUserPhoto(userId, file.id);
      expect(url).toBe(`/api/user/photo/${userId}?v=${file.sha256.slice(0, 12)}`);

      const image = await photo(owner, userId);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.rawPayload.equals(PNG)).toBe(true);
      expect(image.headers['cache-control']).toBe('private, no-cache');
      expect(image.headers['last-modified']).toBeDefined();
      expect(image.headers['content-disposition']).toMatch(/^inline; filename="ben\.png"/);
      expect((await photo(owner, userId, '', { 'if-none-match': image.headers.etag as string })).statusCode).toBe(304);
      expect((await photo(owner, userId, '', { 'if-none-match': `"eski", W/${image.headers.etag}` })).statusCode).toBe(304);
      expect((await photo(owner, userId, '', { 'if-none-match': '"eski"' })).statusCode).toBe(200);

      const base64 = await photo(owner, userId, '?base64=true');
      expect(base64.statusCode).toBe(200);
      const { data } = base64.json();
      expect(data.base64).toBe(`data:image/png;base64,${PNG.toString('base64')}`);

      const session = (await t.call(other, { method: 'GET', url: '/api/initialize' })).json().data;
      expect(session.user.photo_url).toBe(url);
    });

    it('takes only an image as a photo', async () => {
      const pdf = (await uploadOne(PDF, 'foto.pdf')).json().data;
      await expect(filesService(t.app).setUserPhoto(await userIdOf(owner), pdf.id)).rejects.toMatchObject({
        status: 422, body: { errors: { photo: ['Fotoğraf olarak yalnızca jpg, png, webp veya gif yükleyebilirsiniz.'] } },
      });
    });
  });
}
