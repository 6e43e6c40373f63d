import { describe, expect, it } from 'vitest';
import { json } from '../demands/demand-test-kit';
import { sniffVideoType } from '../files/file-safety';
import { parseRange } from '../files/files.service';
import { MATROSKA, MP4, multipart, PDF, PNG, WEBM } from '../files/upload-fixtures';
import { correspondenceFixture, deliverAll } from './correspondence-test-kit';

const f = correspondenceFixture();

const base = (extra: Record<string, unknown> = {}) => ({
  subject: 'Video talimat', body: '<p>silinecek metin</p>', correspondence_type_id: f.general, receivers: [{ type: 'role', id: f.personelRole }], ...extra,
});
const post = (token: string, data: Record<string, unknown>, parts: Parameters<typeof multipart>[0] = [], url = '/api/correspondence', method: 'POST' | 'PUT' = 'POST') =>
  f.t.call(token, { method, url, ...multipart([{ name: 'data', content: JSON.stringify(data) }, ...parts]) });

describe('video sniffing', () => {
  it('knows mp4 and webm by their bytes and nothing else', () => {
    expect(sniffVideoType(WEBM)).toBe('video/webm');
    expect(sniffVideoType(MP4)).toBe('video/mp4');
    expect(sniffVideoType(MATROSKA)).toBeUndefined();
    expect(sniffVideoType(PDF)).toBeUndefined();
    expect(sniffVideoType(PNG)).toBeUndefined();
    expect(sniffVideoType(Buffer.from('....ftypqt  '))).toBeUndefined();
  });

  it('reads one byte range', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-6', 1000)).toBeUndefined();
    expect(parseRange(undefined, 1000)).toBeUndefined();
  });
});

describe('video correspondences', () => {
  it('refuses a file that is not a video whatever its name and declared type, in Turkish', async () => {
    const res = await post(f.admin, base(), [{ name: 'video', filename: 'talimat.mp4', type: 'video/mp4', content: PDF }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.video).toEqual(['Video olarak yalnızca mp4 veya webm dosyası yükleyebilirsiniz; dosyanın içeriği bir video değil.']);
    const mkv = await post(f.admin, base(), [{ name: 'video', filename: 'a.webm', type: 'video/webm', content: MATROSKA }]);
    expect(mkv.statusCode).toBe(422);
    // A video is never an ordinary attachment.
    const asFile = await post(f.admin, base(), [{ name: 'files[0]', filename: 'a.webm', type: 'video/webm', content: WEBM }]);
    expect(asFile.statusCode).toBe(422);
    // Over 8 MB: the uploads plugin's cap.
    const big = await post(f.admin, base(), [{ name: 'video', filename: 'big.webm', content: Buffer.concat([WEBM, Buffer.alloc(8 * 1024 * 1024)]) }]);
    expect(big.statusCode).toBe(413);
  });

  it('an uploaded video clears files and body; receivers stream it with Range, others get 404', async () => {
    const res = await post(f.admin, base(), [
      { name: 'files[0]', filename: 'ek.pdf', type: 'application/pdf', content: PDF },
      { name: 'video', filename: 'egitim.bin', type: 'application/octet-stream', content: WEBM },
    ]);
    expect(res.statusCode).toBe(201);
    const item = res.json().data;
    expect(item).toMatchObject({ body: '', files: [], files_count: 0 });
    expect(item.video).toMatchObject({ mime_type: 'video/webm', size: WEBM.length, url: `/api/correspondence/${item.id}/video` });
    await deliverAll(f.t);

    const whole = await f.t.call(f.personel, { method: 'GET', url: item.video.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(String(whole.headers['content-disposition'])).toMatch(/^inline;/);
    expect(whole.rawPayload.equals(WEBM)).toBe(true);

    const part = await f.t.call(f.personel, { method: 'GET', url: item.video.url, headers: { range: 'bytes=4-35' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-35/${WEBM.length}`);
    expect(part.headers['content-length']).toBe('32');
    expect(part.rawPayload.equals(WEBM.subarray(4, 36))).toBe(true);
    const beyond = await f.t.call(f.personel, { method: 'GET', url: item.video.url, headers: { range: `bytes=${WEBM.length}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${WEBM.length}`);

    // Not a receiver: nothing to learn.
    expect((await f.t.call(f.denetci, { method: 'GET', url: item.video.url })).statusCode).toBe(404);
    expect((await json(f.denetci, f.t, 'GET', `/correspondence/${item.id}`)).statusCode).toBe(404);
    // The generic download stays the uploader's.
    expect((await f.t.call(f.personel, { method: 'GET', url: `/api/files/${item.video.id}` })).statusCode).toBe(404);
    // The generic download answers ranges too (GET /files/{id}); If-Range with another validator sends everything.
    const generic = await f.t.call(f.admin, { method: 'GET', url: `/api/files/${item.video.id}`, headers: { range: 'bytes=-8' } });
    expect(generic.statusCode).toBe(206);
    expect(generic.rawPayload.equals(WEBM.subarray(WEBM.length - 8))).toBe(true);
    const stale = await f.t.call(f.admin, { method: 'GET', url: `/api/files/${item.video.id}`, headers: { range: 'bytes=0-3', 'if-range': '"old"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('a chosen video is one the sender may use: their own, or any for managers; the rule applies on edit too', async () => {
    const own = (await post(f.admin, base({ is_draft: true }), [{ name: 'video', filename: 'kendi.mp4', content: MP4 }])).json().data;
    expect(own.video.mime_type).toBe('video/mp4');
    const adminVideos = (await json(f.admin, f.t, 'GET', '/correspondence/videos')).json().data;
    expect(adminVideos.map((v: { id: number }) => v.id)).toContain(own.video_id);
    // f.sef neither sent it nor manages correspondence: the video is not offered and cannot be named.
    const sefVideos = (await json(f.sef, f.t, 'GET', '/correspondence/videos')).json().data;
    expect(sefVideos.map((v: { id: number }) => v.id)).not.toContain(own.video_id);
    const stolen = await json(f.sef, f.t, 'POST', '/correspondence', base({ video_id: own.video_id, is_draft: true }));
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().errors.video_id).toEqual(['Seçilen video bulunamadı veya bu videoyu kullanamazsınız.']);
    expect((await json(f.admin, f.t, 'POST', '/correspondence', base({ video_id: 999999 }))).statusCode).toBe(422);

    // A draft with files and body, then a video chosen on edit: files and body go.
    const draft = await post(f.admin, base({ is_draft: true }), [{ name: 'files[0]', filename: 'ek.pdf', content: PDF }]);
    const d = draft.json().data;
    expect(d.files).toHaveLength(1);
    const edited = await json(f.admin, f.t, 'PUT', `/correspondence/${d.id}`, base({ is_draft: true, video_id: own.video_id, keep_file_ids: [d.files[0].id] }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ body: '', files: [], video_id: own.video_id });
    // Both an upload and a choice: one video only.
    const both = await post(f.admin, base({ video_id: own.video_id }), [{ name: 'video', filename: 'x.webm', content: WEBM }]);
    expect(both.json().errors.video).toEqual(['Bir yazışmaya yalnızca bir video eklenebilir.']);
  });

  it('a mandatory video item is in the blocking dialog with its video', async () => {
    const res = await post(f.admin, base({ subject: 'Zorunlu video', is_mandatory: true }), [{ name: 'video', filename: 'z.webm', content: WEBM }]);
    const item = res.json().data;
    await deliverAll(f.t);
    const gate = (await json(f.personel, f.t, 'GET', '/inbox/mandatory')).json().data.find((x: { id: number }) => x.id === item.id);
    expect(gate.video).toMatchObject({ url: `/api/correspondence/${item.id}/video` });
  });
});
