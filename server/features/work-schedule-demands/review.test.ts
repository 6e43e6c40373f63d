import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WSD_MESSAGES as M, type WorkScheduleDemand } from '../../../src/contracts/work-schedule-demands';
import { WSD_RULE_MESSAGES as R } from '../../../src/contracts/work-schedule-demands-rules';
import { createTestApp, type TestApp } from '../../test/harness';
import { logOf } from '../demands/demand-test-kit';
import { WSD_EXPORT_COLUMNS } from './export';
import { AUTO_REJECT_JOB } from './work-schedule-demands.jobs';
import { api, dayFrom, fieldWorker, makeDemand, makePeriod, projectIds, scheduleId, typeId } from './wsd-test-kit';

let t: TestApp;
let admin: string;
let sef: string;
let manager: string;
let personel: string;
let worker: string;
let types: { change: number; off: number; fixed: number };
let s1: number;
beforeAll(async () => {
  t = await createTestApp();
  [admin, sef, manager, personel] = await Promise.all([t.login('admin'), t.login('sef'), t.login('operasyon.muduru'), t.login('personel')]);
  worker = await fieldWorker(t, 'saha.uc', ['IST']);
  types = { change: await typeId(t, admin, 'Vardiya değişikliği'), off: await typeId(t, admin, 'İzin (off) günü'), fixed: await typeId(t, admin, 'Sabit vardiya') };
  s1 = await scheduleId(t, admin, 'S1');
});
afterAll(() => t.close());

const APPROVE = '/gss/work-schedule-demand-approve';
const REJECT = '/gss/work-schedule-demand-reject';
const SEARCH = '/gss/work-schedule-demand/search';
let nextDay = 8;
/** Days that no other demand of the test requester uses. */
const freshDays = (n = 1) => {
  const first = nextDay;
  nextDay += n;
  return [dayFrom(t, first), dayFrom(t, first + n - 1)] as const;
};

const short = async (periodId: number) => {
  const [day] = freshDays();
  return makeDemand(t, worker, { type: 'short-period', type_id: types.off, period_id: periodId, request_start_date: day });
};
const long = async (periodId: number) => {
  const [from, to] = freshDays(3);
  return makeDemand(t, worker, { type: 'long-period', type_id: types.fixed, period_id: periodId, request_start_date: from, request_end_date: to });
};

describe('who reviews', () => {
  it('keeps requesters out of the review calls', async () => {
    for (const [method, url] of [['POST', SEARCH], ['POST', '/gss/work-schedule-demand/excel-download'], ['PUT', APPROVE], ['PUT', REJECT]] as const) {
      expect((await api(t, personel, method, url, {})).statusCode, url).toBe(403);
    }
  });
});

describe('approving', () => {
  it('shift management approves a short-period demand once; logged', async () => {
    const period = await makePeriod(t, admin);
    const demand = await short(period.id);
    const res = await api(t, sef, 'PUT', APPROVE, { ids: [demand.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().helper_data.message).toBe(M.approved);
    expect(res.json().data[0]).toMatchObject({ status: 'approved', decided_by: { full_name: 'İsmail Güneş' } });
    expect((await logOf(t, 'work_schedule_demands', demand.id)).map((l) => l.action)).toEqual(['created', 'approved']);
    const again = await api(t, sef, 'PUT', APPROVE, { ids: [demand.id] });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ ids: [`${demand.number}: ${R.alreadyDecided}`] });
  });

  it('a long-period demand waits for the Operations Manager', async () => {
    const period = await makePeriod(t, admin);
    const demand = await long(period.id);
    const bySef = await api(t, sef, 'PUT', APPROVE, { ids: [demand.id] });
    expect(bySef.json().errors).toEqual({ ids: [`${demand.number}: ${R.waitsForManager}`] });
    const byManager = await api(t, manager, 'PUT', APPROVE, { ids: [demand.id] });
    expect(byManager.json().data[0]).toMatchObject({ status: 'approved', decided_by: { full_name: 'Kemal Öztürk' } });
  });

  it('all or none: one refusal leaves every demand of the batch as it was', async () => {
    const period = await makePeriod(t, admin);
    const [a, b] = [await short(period.id), await long(period.id)];
    const res = await api(t, sef, 'PUT', APPROVE, { ids: [a.id, b.id] });
    expect(res.statusCode).toBe(422);
    expect((await api(t, sef, 'GET', `/gss/work-schedule-demand/${a.id}`)).json().data.status).toBe('waiting-approval');
    expect((await api(t, sef, 'PUT', APPROVE, { ids: [a.id, a.id] })).json().errors).toEqual({ ids: [M.duplicateIds] });
    expect((await api(t, sef, 'PUT', APPROVE, { ids: [999999] })).json().errors).toEqual({ ids: [`#999999: ${M.notFound}`] });
  });

  it("counts the period option's daily quota", async () => {
    const period = await makePeriod(t, admin);
    await api(t, admin, 'POST', '/gss/work-schedule-demand-period-option', { period_id: period.id, work_schedule_id: s1, daily_quota: 1 });
    const [day] = freshDays();
    const mine = await makeDemand(t, worker, { type: 'short-period', type_id: types.change, period_id: period.id, request_start_date: day, work_schedule_id: s1 });
    const theirs = await makeDemand(t, personel, { type: 'short-period', type_id: types.change, period_id: period.id, request_start_date: day, work_schedule_id: s1 });
    const both = await api(t, sef, 'PUT', APPROVE, { ids: [mine.id, theirs.id] });
    expect(both.json().errors).toEqual({ ids: [`${theirs.number}: ${M.quotaFull}`] });
    expect((await api(t, sef, 'PUT', APPROVE, { ids: [mine.id] })).statusCode).toBe(200);
    expect((await api(t, sef, 'PUT', APPROVE, { ids: [theirs.id] })).json().errors).toEqual({ ids: [`${theirs.number}: ${M.quotaFull}`] });
  });
});

describe('rejecting', () => {
  it('needs a reason, keeps it as exitReason, and never rejects twice', async () => {
    const period = await makePeriod(t, admin);
    const demand = await short(period.id);
    expect(Object.keys((await api(t, sef, 'PUT', REJECT, { ids: [demand.id] })).json().errors)).toEqual(['reason']);
    const res = await api(t, sef, 'PUT', REJECT, { ids: [demand.id], reason: 'Kontenjan dolu.' });
    expect(res.json()).toMatchObject({ data: [{ status: 'rejected', exitReason: 'Kontenjan dolu.', auto_rejected: false }], helper_data: { message: M.rejected } });
    const again = await api(t, sef, 'PUT', REJECT, { ids: [demand.id], reason: 'Yine.' });
    expect(again.json().errors).toEqual({ ids: [`${demand.number}: ${R.alreadyRejected}`] });
    expect((await api(t, manager, 'PUT', APPROVE, { ids: [demand.id] })).json().errors).toEqual({ ids: [`${demand.number}: ${R.alreadyDecided}`] });
  });

  it('an approved demand: shift management only while the shift start date is today or later', async () => {
    const upcoming = await makePeriod(t, admin, { shiftFrom: 0 });
    const started = await makePeriod(t, admin, { shiftFrom: -2 });
    const [a, b, c] = [await short(upcoming.id), await short(started.id), await short(started.id)];
    expect((await api(t, sef, 'PUT', APPROVE, { ids: [a.id, b.id, c.id] })).statusCode).toBe(200);

    expect((await api(t, sef, 'PUT', REJECT, { ids: [a.id], reason: 'Plan değişti.' })).json().data[0].status).toBe('rejected');
    const refused = await api(t, sef, 'PUT', REJECT, { ids: [b.id], reason: 'Plan değişti.' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ ids: [`${b.number}: ${R.shiftStarted}`] });
    const byManager = await api(t, manager, 'PUT', REJECT, { ids: [b.id], reason: 'Müdür kararı.' });
    expect(byManager.json().data[0]).toMatchObject({ status: 'rejected', exitReason: 'Müdür kararı.' });
    // A super role holds manage-scr-long-period too.
    expect((await api(t, admin, 'PUT', REJECT, { ids: [c.id], reason: 'Yönetici kararı.' })).statusCode).toBe(200);
  });

  it('a long-period demand waiting for the manager is rejected by the manager only', async () => {
    const period = await makePeriod(t, admin);
    const demand = await long(period.id);
    expect((await api(t, sef, 'PUT', REJECT, { ids: [demand.id], reason: 'Olmaz.' })).json().errors).toEqual({ ids: [`${demand.number}: ${R.waitsForManager}`] });
    expect((await api(t, manager, 'PUT', REJECT, { ids: [demand.id], reason: 'Olmaz.' })).statusCode).toBe(200);
  });
});

describe('the review list', () => {
  it('filters by status, kind, type, period, project, requester, year and days', async () => {
    const [ist, adb] = await projectIds(t, ['IST', 'ADB']);
    const period = await makePeriod(t, admin, { name: 'Arama dönemi' });
    const a = await short(period.id);
    const b = await long(period.id);
    const ids = async (filters: Record<string, unknown>) =>
      ((await api(t, sef, 'POST', `${SEARCH}?perpage=300`, { period_id: period.id, ...filters })).json().data as WorkScheduleDemand[]).map((d) => d.id).sort();
    expect(await ids({})).toEqual([a.id, b.id].sort());
    expect(await ids({ status: 'waiting-approval-by-manager' })).toEqual([b.id]);
    expect(await ids({ type: 'short-period' })).toEqual([a.id]);
    expect(await ids({ type_id: types.fixed })).toEqual([b.id]);
    expect(await ids({ security_project_id: ist })).toEqual([a.id, b.id].sort());
    expect(await ids({ security_project_id: adb })).toEqual([]);
    expect(await ids({ requester: 'DENIZ kaya' })).toEqual([a.id, b.id].sort());
    expect(await ids({ requester: 'Ayşe' })).toEqual([]);
    expect(await ids({ date_from: a.request_start_date, date_to: a.request_start_date })).toEqual([a.id]);
    expect(await ids({ year: Number(a.request_start_date.slice(0, 4)) })).toContain(a.id);
    expect(await ids({ year: 2049 })).toEqual([]);
    const bad = await api(t, sef, 'POST', SEARCH, { year: 2050 });
    expect(bad.statusCode).toBe(422);
    const page = (await api(t, sef, 'POST', `${SEARCH}?page=1&perpage=30&with_helper_data=true`, {})).json();
    expect(page.meta_data).toMatchObject({ page: 1, perpage: 30 });
    expect(page.helper_data.types.map((x: { name: string }) => x.name)).toContain('Sabit vardiya');
    expect(page.helper_data.periods.some((p: { id: number }) => p.id === period.id)).toBe(true);
    expect(page.helper_data.work_schedules.map((x: { shiftCode: string }) => x.shiftCode)).toContain('S1');
    expect(page.helper_data.security_projects.map((x: { short_code: string }) => x.short_code)).toEqual(expect.arrayContaining(['IST', 'ESB']));
    expect(page.meta_data.total).toBeGreaterThanOrEqual(6);
  });

  it('downloads the filtered demands as an Excel file with Turkish headers', async () => {
    const period = await makePeriod(t, admin);
    const demand = await short(period.id);
    const res = await api(t, sef, 'POST', '/gss/work-schedule-demand/excel-download', { period_id: period.id });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain("filename*=UTF-8''%C3%87al%C4%B1%C5%9Fma");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...WSD_EXPORT_COLUMNS.map((c) => c.header)]);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe(demand.number);
    expect(sheet.getRow(2).getCell(3).value).toBe('Kısa dönem');
    expect(sheet.getRow(2).getCell(10).value).toBe('Onay bekliyor');
  });
});

describe('automatic rejection (scheduled job)', () => {
  it('rejects warned long-period demands still waiting for the manager once the request end date passed', async () => {
    const period = await makePeriod(t, admin, { closesInHours: 2 });
    const requester = await fieldWorker(t, 'saha.dort', ['IST']);
    const make = (from: number, to: number) =>
      makeDemand(t, requester, { type: 'long-period', type_id: types.fixed, period_id: period.id, request_start_date: dayFrom(t, from), request_end_date: dayFrom(t, to) });
    // The requester already has two long-period demands this year: the third comes with the warning.
    const first = await make(2, 3);
    const second = await make(4, 5);
    const warned = await make(6, 7);
    expect([first.long_period_count, second.long_period_count, warned.long_period_count]).toEqual([0, 1, 2]);
    const shortOne = await makeDemand(t, requester, { type: 'short-period', type_id: types.off, period_id: period.id, request_start_date: dayFrom(t, 9) });

    // Before the end date: nothing happens.
    expect(await t.app.jobs.run(AUTO_REJECT_JOB)).toEqual({ rejected: 0 });

    t.now.value = new Date(t.now.value.getTime() + 3 * 3600_000);
    expect(await t.app.jobs.run(AUTO_REJECT_JOB)).toEqual({ rejected: 1 });
    const reviewer = await t.login('sef');
    const shown = async (id: number) => (await api(t, reviewer, 'GET', `/gss/work-schedule-demand/${id}`)).json().data as WorkScheduleDemand;
    expect(await shown(warned.id)).toMatchObject({ status: 'rejected', auto_rejected: true, exitReason: M.autoRejected, decided_by: null });
    expect((await shown(first.id)).status).toBe('waiting-approval-by-manager');
    expect((await shown(shortOne.id)).status).toBe('waiting-approval');
    expect((await logOf(t, 'work_schedule_demands', warned.id)).map((l) => [l.action, l.causer_id])).toEqual([['created', expect.any(Number)], ['auto-rejected', null]]);
    // Run again: nothing left to do.
    expect(await t.app.jobs.run(AUTO_REJECT_JOB)).toEqual({ rejected: 0 });
    t.now.value = new Date(t.now.value.getTime() - 3 * 3600_000);
  });
});
