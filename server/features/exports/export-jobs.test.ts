import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_MESSAGES as M, type ExportJob } from '../../../src/contracts/exports/export-jobs';
import { rows } from '../../db/sql';
import { createTestApp, type TestApp } from '../../test/harness';
import { auditBody, positionOf } from '../audits/audit-test-kit';
import { files } from '../files/files.table';
import { EXPORT_CLEANUP_JOB, EXPORT_JOB } from './export-jobs.service';
import { exportSource } from './export-sources';
import { column, settled as settledFor, sheetOf } from './export-test-kit';
import { exportJobs } from './exports.table';

/**
 * Large exports as jobs (issue 16): a low threshold (5 rows) stands in for 5,000, and the real queue
 * (pg-boss, on PGlite or PostgreSQL) runs the job.
 */
const THRESHOLD = 5;
let t: TestApp;
let hr: string;
let admin: string;

beforeAll(async () => {
  // Tokens outlive the clock moved past the file's expiry.
  t = await createTestApp({ jobs: true, exportJobRows: THRESHOLD, exportFileTtlHours: 24, accessTokenTtlSeconds: 7 * 24 * 3600 }, 20);
  [hr, admin] = await Promise.all([t.login('ik.uzmani'), t.login('admin')]);
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call(token, { method, url: `/api${url}`, ...(payload ? { payload: payload as Record<string, unknown> } : {}) });

const EMPLOYEES = { groups: [], report_type: 'default' };
const settled = (token: string, id: number) => settledFor(t, token, id);

describe('employee export', () => {
  let job: ExportJob;

  it('streams an export at or below the threshold as before (200, the file itself)', async () => {
    const list = (await call(hr, 'GET', '/gss/employee?perpage=30')).json().data as { id: number; national_id_number: string }[];
    const chosen = list.slice(0, THRESHOLD);
    const res = await call(hr, 'POST', '/report/gss-employee/download', { ...EMPLOYEES, employee_ids: chosen.map((r) => r.id) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('personel-');
    expect(column(await sheetOf(res.rawPayload), 2).sort()).toEqual(chosen.map((r) => r.national_id_number).sort());
    expect(await t.database.db.select().from(exportJobs)).toEqual([]);
  });

  it('answers 202 with a job above the threshold; the job writes exactly the matching rows and reaches the total', async () => {
    const search = (await call(hr, 'POST', '/gss/employee/search?perPage=100', EMPLOYEES)).json();
    const expected = (search.data as { national_id_number: string }[]).map((r) => r.national_id_number).sort();
    expect(search.meta_data.total).toBeGreaterThan(THRESHOLD);
    const res = await call(hr, 'POST', '/report/gss-employee/download', EMPLOYEES);
    expect(res.statusCode).toBe(202);
    expect(res.headers['content-disposition']).toBeUndefined();
    const queued = res.json().data as ExportJob;
    expect(queued).toMatchObject({ kind: 'employees', status: 'queued', rows_total: expected.length, rows_written: 0, error: null });
    expect(queued.file_name).toMatch(/^personel-\d{4}-\d{2}-\d{2}\.xlsx$/);

    job = await settled(hr, queued.id);
    expect(job).toMatchObject({ status: 'done', rows_total: expected.length, rows_written: expected.length, error: null });
    expect(new Date(job.expires_at!).getTime() - new Date(job.finished_at!).getTime()).toBe(24 * 3600_000);

    const file = await call(hr, 'GET', `/export-jobs/${queued.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.headers['content-disposition']).toContain(job.file_name);
    const sheet = await sheetOf(file.rawPayload);
    expect(sheet.getRow(1).getCell(1).value).toBe('Ad Soyad');
    expect(sheet.rowCount).toBe(expected.length + 1);
    expect(column(sheet, 2).sort()).toEqual(expected);
  });

  it('is its requester’s only: another user, even the super user, gets 404 on the status and the file', async () => {
    expect((await call(admin, 'GET', `/export-jobs/${job.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', `/export-jobs/${job.id}/file`)).statusCode).toBe(404);
    expect((await call(hr, 'GET', `/export-jobs/${job.id + 1000}`)).statusCode).toBe(404);
    expect((await t.call(null, { method: 'GET', url: `/api/export-jobs/${job.id}` })).statusCode).toBe(401);
  });

  it('keeps the file until it expires; the cleanup then deletes the file row and the bytes, and the download says so', async () => {
    const [row] = await t.database.db.select({ sha256: files.sha256, file_id: exportJobs.file_id }).from(exportJobs)
      .innerJoin(files, eq(files.id, exportJobs.file_id)).where(eq(exportJobs.id, job.id));
    expect(await t.app.fileStore.has(row!.sha256)).toBe(true);
    const start = t.now.value;
    try {
      t.now.value = new Date(new Date(job.expires_at!).getTime() - 60_000);
      expect(await t.app.jobs.run(EXPORT_CLEANUP_JOB)).toEqual({ expired: 0, deleted: 0 });
      expect((await call(hr, 'GET', `/export-jobs/${job.id}/file`)).statusCode).toBe(200);

      t.now.value = new Date(new Date(job.expires_at!).getTime() + 60_000);
      expect(await t.app.jobs.run(EXPORT_CLEANUP_JOB)).toEqual({ expired: 1, deleted: 1 });
      expect(await t.app.fileStore.has(row!.sha256)).toBe(false);
      expect(await t.database.db.select().from(files).where(eq(files.id, row!.file_id!))).toEqual([]);
      expect((await call(hr, 'GET', `/export-jobs/${job.id}`)).json().data).toMatchObject({ status: 'expired' });
      const gone = await call(hr, 'GET', `/export-jobs/${job.id}/file`);
      expect(gone.statusCode).toBe(409);
      expect(gone.json().message).toBe(M.expired);
      expect(await t.app.jobs.run(EXPORT_CLEANUP_JOB)).toEqual({ expired: 0, deleted: 0 });
    } finally {
      t.now.value = start;
    }
  });
});

describe('audit export', () => {
  it('runs as a job above the threshold and holds exactly the audits the search finds', async () => {
    const supervisor = await positionOf(t, 'admin');
    for (let i = 0; i < 3; i++) expect((await call(admin, 'POST', '/ggh/audit', await auditBody(t, 'ggh', supervisor))).statusCode).toBe(201);
    const search = (await call(admin, 'GET', '/search/ggh-audit?perpage=100')).json();
    const codes = (search.data as { audit_code: string }[]).map((a) => a.audit_code).sort();
    expect(codes.length).toBeGreaterThan(THRESHOLD);
    const res = await call(admin, 'GET', '/search/ggh-audit?download=true');
    expect(res.statusCode).toBe(202);
    const job = await settled(admin, (res.json().data as ExportJob).id);
    expect(job).toMatchObject({ kind: 'audits', status: 'done', rows_written: codes.length, rows_total: codes.length, file_name: 'GGH denetimleri.xlsx' });
    const sheet = await sheetOf((await call(admin, 'GET', `/export-jobs/${job.id}/file`)).rawPayload);
    expect(sheet.getRow(1).getCell(1).value).toBe('Denetim Kodu');
    expect(column(sheet, 1).sort()).toEqual(codes);
    expect((await call(hr, 'GET', `/export-jobs/${job.id}/file`)).statusCode).toBe(404);
  });
});

describe('performance period export', () => {
  it('runs as a job above the threshold (a card per employee) and holds every card of the period, by name', async () => {
    const [period] = rows<{ id: number; n: number }>(await t.database.db.execute(sql`
      select performance_period_id as id, count(*)::int as n from performance_cards where deleted_at is null group by 1 order by 2 desc limit 1`));
    expect(period!.n).toBeGreaterThan(THRESHOLD);
    const names = rows<{ full_name: string }>(await t.database.db.execute(sql`
      select full_name from performance_cards where deleted_at is null and performance_period_id = ${period!.id} order by full_name, id`)).map((r) => r.full_name);
    const res = await call(admin, 'GET', `/performance-period/${period!.id}/download`);
    expect(res.statusCode).toBe(202);
    const job = await settled(admin, (res.json().data as ExportJob).id);
    expect(job).toMatchObject({ kind: 'performance.cards', status: 'done', rows_written: period!.n, file_name: `performans-${period!.id}.xlsx` });
    const sheet = await sheetOf((await call(admin, 'GET', `/export-jobs/${job.id}/file`)).rawPayload);
    expect(sheet.getRow(1).getCell(2).value).toBe('Ad Soyad');
    expect(column(sheet, 2)).toEqual(names);
  });

  it('streams the objected cards, fewer than the threshold, as before', async () => {
    const [period] = rows<{ id: number; n: number }>(await t.database.db.execute(sql`
      select performance_period_id as id, count(*)::int as n from performance_cards where is_rejected and deleted_at is null group by 1 order by 2 desc limit 1`));
    expect(period!.n).toBeGreaterThan(0);
    const res = await call(admin, 'GET', `/performance-card-that-rejected-excel-download?performance_period_id=${period!.id}`);
    expect(res.statusCode).toBe(200);
    expect(column(await sheetOf(res.rawPayload), 9)).toEqual(Array(period!.n).fill('İtiraz'));
  });
});

describe('a failing export', () => {
  const failing = exportSource('test.failing', () => {
    throw new Error('kaynak okunamadı');
  });

  it('marks the job failed with a Turkish message, which the status and the download show', async () => {
    const me = (await call(hr, 'GET', '/initialize')).json().data.user.id as number;
    const [row] = await t.database.db.insert(exportJobs).values({
      kind: failing.kind, params: {}, file_name: 'x.xlsx', rows_total: 10, requested_by: me,
    }).returning();
    await expect(t.app.jobs.run(EXPORT_JOB, { export_job_id: row!.id })).rejects.toThrow('kaynak okunamadı');
    expect((await call(hr, 'GET', `/export-jobs/${row!.id}`)).json().data).toMatchObject({ status: 'failed', error: M.failed });
    const res = await call(hr, 'GET', `/export-jobs/${row!.id}/file`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.failed);
  });
});
