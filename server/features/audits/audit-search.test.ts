import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUDIT_MESSAGES as M } from '../../../src/contracts/audits/families';
import { download } from '../../test/download';
import { createTestApp, type TestApp } from '../../test/harness';
import { logOf } from '../demands/demand-test-kit';
import { EXPORT_PAGE } from '../files/xlsx-export';
import { auditsRepository as repo } from './audits.repository';
import { auditBody, auditWithFinding, call, FAMILIES, joinProject, positionOf, projectId, refId } from './audit-test-kit';

let t: TestApp;
let inspector: string;
let observer: string;
let admin: string;
let pos: { inspector: number; sef: number; person: number };

beforeAll(async () => {
  t = await createTestApp();
  await joinProject(t, 'denetci', 'ESB');
  [inspector, observer, admin] = await Promise.all([t.login('denetci'), t.login('gozlemci'), t.login('admin')]);
  pos = { inspector: await positionOf(t, 'denetci'), sef: await positionOf(t, 'sef'), person: await positionOf(t, 'personel') };
});
afterAll(() => t.close());

const ids = (res: { json(): { data: { id: number }[] } }) => res.json().data.map((a) => a.id).sort((a, b) => a - b);

describe.each(FAMILIES)('GET /search/%s-audit', (family) => {
  let a: { id: number; audit_code: string };
  let b: { id: number };

  beforeAll(async () => {
    a = (await call(t, inspector, 'POST', `/${family}/audit`, await auditBody(t, family, pos.inspector, {
      started_at: '2027-05-10 08:00', ended_at: '2027-05-10 12:00', rating_id: 1, extra_rating: 1, ...(family === 'uog' ? {} : { report_status_id: 3, audit_code: `ARA-${family}-1` }),
    }))).json().data;
    b = (await call(t, inspector, 'POST', `/${family}/audit`, await auditBody(t, family, pos.inspector, {
      started_at: '2027-06-01 08:00', ended_at: '2027-06-02 12:00', rating_id: 3, extra_rating: 5, optional_supervisor_id: pos.sef,
      title_id: await refId(t, `${family}-title`, 1),
      ...(family === 'uog' ? { flight_code_id: await refId(t, 'uog-flight-code', 2) } : { report_status_id: 2 }),
    }))).json().data;
  });

  const search = (query: string, token = inspector) => call(t, token, 'GET', `/search/${family}-audit?${query}`);

  it('filters by every field of the search route', async () => {
    expect(ids(await search('started_at=2027-05-01&ended_at=2027-06-30'))).toEqual([a.id, b.id]);
    expect(ids(await search('started_at=2027-05-11'))).toEqual([b.id]);
    expect(ids(await search('started_at=2027-05-01&ended_at=2027-05-31'))).toEqual([a.id]);
    expect(ids(await search('started_at=2027-05-01&rating_id=3'))).toEqual([b.id]);
    expect(ids(await search('started_at=2027-05-01&extra_rating=1'))).toEqual([a.id]);
    expect(ids(await search(`started_at=2027-05-01&title_id=${await refId(t, `${family}-title`, 1)}`))).toEqual([b.id]);
    expect(ids(await search(`started_at=2027-05-01&supervisor_id=${pos.sef}`))).toEqual([b.id]);
    const project = await projectId(t, family === 'uog' ? 'ESB' : 'IST');
    expect(ids(await search(`started_at=2027-05-01&security_project[]=${project}`))).toEqual([a.id, b.id]);
    expect(ids(await search(`started_at=2027-05-01&security_project[0]=${await projectId(t, 'SAW')}`))).toEqual([]);
    expect(ids(await search(`started_at=2027-05-01&security_projects=${project}`))).toEqual([a.id, b.id]);
    if (family === 'uog') {
      expect(ids(await search(`started_at=2027-05-01&flight_code_id=${await refId(t, 'uog-flight-code', 2)}`))).toEqual([b.id]);
    } else {
      expect(ids(await search('started_at=2027-05-01&report_status_id=3'))).toEqual([a.id]);
      expect(ids(await search(`audit_code=ara-${family}`))).toEqual([a.id]);
    }
    expect((await search('started_at=2027-13-01')).statusCode).toBe(422);
  });

  it('pages and answers the filter option lists with with_helper_data', async () => {
    const res = await search('started_at=2027-05-01&perpage=30&page=1&ordering=started_at&with_helper_data=true');
    expect(res.json().data[0].id).toBe(a.id);
    expect(res.json().meta_data).toMatchObject({ page: 1, perpage: 30, total: 2 });
    const helper = res.json().helper_data;
    expect(helper.titles.length).toBeGreaterThan(0);
    expect(helper.extra_ratings.length).toBe(5);
    expect(helper.flight_codes.length > 0).toBe(family === 'uog');
    expect(helper.security_projects.map((p: { short_code: string }) => p.short_code)).toContain(family === 'uog' ? 'ESB' : 'IST');
    expect((await search('started_at=2027-05-01')).json().helper_data).toEqual({});
  });

  it('downloads the result as an Excel file with Turkish headers', async () => {
    const res = await search('started_at=2027-05-01&download=true');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Denetim Kodu');
    expect(sheet.rowCount).toBe(3);
    const headers = (sheet.getRow(1).values as unknown[]).filter(Boolean);
    expect(headers.includes('Uçuş Kodu')).toBe(family === 'uog');
    expect(headers.includes('Rapor Durumu')).toBe(family !== 'uog');
    expect(sheet.getRow(2).getCell(1).value).toBe(a.audit_code);
  });

  it('is closed to users without the family’s view permission', async () => {
    expect((await call(t, await t.login('personel'), 'GET', `/search/${family}-audit`)).statusCode).toBe(403);
  });
});

describe('export limit', () => {
  it(`refuses more than 2000 rows with '${M.exportTooMany}'`, async () => {
    await t.database.db.execute(sql`
      insert into audits (uuid, family, audit_code, started_at, ended_at, creator_position_id)
      select gen_random_uuid(), 'uog', 'TOPLU-' || g, timestamp '2028-01-01 08:00' + g * interval '1 minute', timestamp '2028-01-01 09:00' + g * interval '1 minute', ${pos.inspector}
      from generate_series(1, 2001) g`);
    const over = await call(t, admin, 'GET', '/search/uog-audit?started_at=2028-01-01&download=true');
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.download).toEqual([M.exportTooMany]);
    // The list itself still pages through them.
    expect((await call(t, admin, 'GET', '/search/uog-audit?started_at=2028-01-01&perpage=300')).json().meta_data.total).toBe(2001);
    const exactly = await call(t, admin, 'GET', '/search/uog-audit?started_at=2028-01-01&ended_at=2028-01-02&audit_code=TOPLU-1&download=true');
    expect(exactly.statusCode).toBe(200);
  });
});

describe('streamed export', () => {
  it('sends its first bytes before the last page is read, and the file keeps its header, filter, frozen row', async () => {
    const n = EXPORT_PAGE * 2 + 10; // three pages
    await t.database.db.execute(sql`
      insert into audits (uuid, family, audit_code, started_at, ended_at, creator_position_id)
      select gen_random_uuid(), 'uog', 'AKIS-' || g, timestamp '2029-01-01 08:00' + g * interval '1 minute', timestamp '2029-01-01 09:00' + g * interval '1 minute', ${pos.inspector}
      from generate_series(1, ${n}) g`);
    // A buffered workbook sends nothing until every page is read: the last read waits (up to 5 s)
    // for bytes to reach the client, and notes how many had when it went on.
    let received = 0;
    const bytesAtRead: number[] = [];
    const original = repo.byIds;
    const page = vi.spyOn(repo, 'byIds').mockImplementation(async (...args) => {
      const last = bytesAtRead.length === 2;
      for (let waited = 0; last && received === 0 && waited < 5000; waited += 20) await new Promise((r) => setTimeout(r, 20));
      bytesAtRead.push(received);
      return original.apply(repo, args);
    });
    try {
      const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `${base}/api/search/uog-audit?started_at=2029-01-01&ended_at=2029-01-31&ordering=started_at&download=true`;
      const body = await download(url, admin, (bytes) => { received += bytes; });
      expect(bytesAtRead).toHaveLength(3);
      expect(bytesAtRead.at(-1)).toBeGreaterThan(0);

      const book = new ExcelJS.Workbook();
      await book.xlsx.load(body as unknown as ArrayBuffer);
      expect(book.creator).toBe('Apron');
      const sheet = book.worksheets[0]!;
      expect(sheet.name).toBe('Denetimler');
      expect(sheet.rowCount).toBe(n + 1);
      expect(sheet.getRow(1).getCell(1).value).toBe('Denetim Kodu');
      expect(sheet.getRow(1).font?.bold).toBe(true);
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.autoFilter).toBeTruthy();
      expect(sheet.getColumn(1).width).toBe(18);
      // In order across the pages: none lost or repeated at a page boundary.
      const codes = Array.from({ length: n }, (_, i) => sheet.getRow(i + 2).getCell(1).value);
      expect(codes).toEqual(Array.from({ length: n }, (_, i) => `AKIS-${i + 1}`));
    } finally {
      page.mockRestore();
    }
  });
});

describe('media urls', () => {
  it('ggh audit project: read, change, validate, lock', async () => {
    const { project, paths } = await auditWithFinding(t, inspector, 'ggh', pos.inspector, pos.person);
    const url = `/ggh/audit-project/media-url/${project!.id}`;
    expect((await call(t, inspector, 'GET', url)).json().data).toMatchObject({ id: project!.id, media_url: null, editable: true });
    expect((await call(t, inspector, 'PUT', url, { media_url: 'ftp://kamera.example/x' })).json().errors.media_url).toEqual([M.badMediaUrl]);
    const changed = await call(t, inspector, 'PUT', url, { media_url: 'https://kamera.example/x.mp4' });
    expect(changed.json().helper_data.message).toBe(M.mediaUrlUpdated);
    expect((await call(t, inspector, 'GET', `${url}/edit`)).json().data.media_url).toBe('https://kamera.example/x.mp4');
    expect((await logOf(t, 'audit_projects', project!.id)).at(-1)).toMatchObject({ action: 'updated' });
    await call(t, inspector, 'PUT', `${paths.audit}/submit-approval`);
    await call(t, admin, 'PUT', `${paths.audit}/approve`);
    expect((await call(t, inspector, 'GET', url)).json().data.editable).toBe(false);
    expect((await call(t, inspector, 'PUT', url, { media_url: null })).json().info).toBe(M.lockedApproved);
  });

  it('uog audit: read and clear', async () => {
    const audit = (await call(t, inspector, 'POST', '/uog/audit', await auditBody(t, 'uog', pos.inspector))).json().data;
    const url = `/uog/audit/media-url/${audit.uuid}`;
    expect((await call(t, observer, 'GET', url)).json().data.media_url).toBe('https://medya.example/a.mp4');
    expect((await call(t, inspector, 'PUT', url, { media_url: '' })).json().data.media_url).toBeNull();
    expect((await call(t, inspector, 'GET', `/uog/audit/${audit.id}`)).json().data.media_url).toBeNull();
    expect((await call(t, inspector, 'GET', '/uog/audit/media-url/999999')).statusCode).toBe(404);
  });
});

describe('demo data', () => {
  it('seeds audits of every family in several states, with projects and findings', async () => {
    for (const family of FAMILIES) {
      const all = (await call(t, observer, 'GET', `/search/${family}-audit?ended_at=2026-03-31&perpage=100`)).json().data;
      expect(all.length).toBeGreaterThanOrEqual(2);
      expect(all.some((a: { findings_count: number }) => a.findings_count > 0)).toBe(true);
      expect(all.some((a: { is_submitted: boolean }) => a.is_submitted)).toBe(true);
    }
  });
});
