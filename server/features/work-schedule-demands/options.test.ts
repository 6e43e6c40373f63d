import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WSD_OPTION_MESSAGES as M, type WsdPeriod, type WsdPeriodOption, type WsdType, type WsdWorkSchedule } from '../../../src/contracts/work-schedule-demand-options';
import { createTestApp, type TestApp } from '../../test/harness';
import { logOf } from '../demands/demand-test-kit';
import { wsdShiftCache } from './work-schedule-demands.table';
import { api, dayFrom, makeDemand, makePeriod, projectIds, scheduleId, typeId } from './wsd-test-kit';

let t: TestApp;
let admin: string;
let sef: string;
let personel: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, sef, personel] = await Promise.all([t.login('admin'), t.login('sef'), t.login('personel')]);
});
afterAll(() => t.close());

const TYPE = '/gss/work-schedule-demand-type';
const SCHEDULE = '/gss/work-schedule-demand-work-schedule';
const PERIOD = '/gss/work-schedule-demand-period';
const OPTION = '/gss/work-schedule-demand-period-option';

describe('options need manage-work-schedule-demand-options', () => {
  it('refuses shift management and requesters on every options call', async () => {
    for (const token of [sef, personel]) {
      for (const [method, url] of [['GET', TYPE], ['POST', TYPE], ['GET', `${SCHEDULE}/create`], ['PUT', `${PERIOD}/1`], ['GET', `${PERIOD}/1/cache-clean`], ['DELETE', `${OPTION}/1`]] as const) {
        expect((await api(t, token, method, url, method === 'GET' ? undefined : {})).statusCode, `${method} ${url}`).toBe(403);
      }
    }
  });
});

describe('request types', () => {
  it('creates, lists, shows, edits and deletes a type (logged)', async () => {
    const created = await api(t, admin, 'POST', TYPE, { name: 'Nöbet değişimi', is_off: false, sequence_yearly_reset: true });
    expect(created.statusCode).toBe(201);
    expect(created.json().helper_data.message).toBe(M.typeCreated);
    const type = created.json().data as WsdType;
    expect(type).toMatchObject({ name: 'Nöbet değişimi', is_off: false, sequence_yearly_reset: true, demands_count: 0 });

    const list = await api(t, admin, 'GET', `${TYPE}?keyword=NOBET`);
    expect((list.json().data as WsdType[]).map((x) => x.name)).toEqual(['Nöbet değişimi']);
    expect((await api(t, admin, 'GET', `${TYPE}/create`)).json().data).toEqual({ type: null });
    expect((await api(t, admin, 'GET', `${TYPE}/${type.id}/edit`)).json().data.type.id).toBe(type.id);

    const updated = await api(t, admin, 'PUT', `${TYPE}/${type.id}`, { name: 'Nöbet günü', is_off: true, sequence_yearly_reset: false });
    expect(updated.json()).toMatchObject({ data: { name: 'Nöbet günü', is_off: true }, helper_data: { message: M.typeUpdated } });
    const log = await logOf(t, 'work_schedule_demand_types', type.id);
    expect(log.map((l) => l.action)).toEqual(['created', 'updated']);
    expect(log[1]!.properties).toMatchObject({ attributes: { name: 'Nöbet günü', is_off: true }, old: { name: 'Nöbet değişimi', is_off: false } });

    expect((await api(t, admin, 'DELETE', `${TYPE}/${type.id}`)).json().data.message).toBe(M.typeDeleted);
    expect((await api(t, admin, 'GET', `${TYPE}/${type.id}`)).statusCode).toBe(404);
  });

  it('validates the name', async () => {
    const res = await api(t, admin, 'POST', TYPE, { name: 'x' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['name']);
  });
});

describe('work schedules', () => {
  it('creates one with minutes and a Latin code, and refuses bad ones', async () => {
    const created = await api(t, admin, 'POST', SCHEDULE, { name: 'Ara vardiya', shiftCode: 'AR-2', beginMinute: 600, endMinute: 1080, sequence_yearly_reset: true });
    expect(created.statusCode).toBe(201);
    const schedule = created.json().data as WsdWorkSchedule;
    expect(schedule).toMatchObject({ shiftCode: 'AR-2', beginMinute: 600, endMinute: 1080, sequence_yearly_reset: true });

    const same = await api(t, admin, 'POST', SCHEDULE, { name: 'Bozuk', shiftCode: 'B1', beginMinute: 600, endMinute: 600 });
    expect(same.json().errors).toEqual({ endMinute: [M.sameMinutes] });
    const code = await api(t, admin, 'POST', SCHEDULE, { name: 'Bozuk', shiftCode: 'gece', beginMinute: 1440, endMinute: 60 });
    expect(code.json().errors).toEqual({ shiftCode: [M.shiftCode], beginMinute: [M.minute] });

    const updated = await api(t, admin, 'PUT', `${SCHEDULE}/${schedule.id}`, { name: 'Ara vardiya', shiftCode: 'AR-2', beginMinute: 1260, endMinute: 300 });
    expect(updated.json().data).toMatchObject({ beginMinute: 1260, endMinute: 300 });
    expect((await api(t, admin, 'GET', `${SCHEDULE}?ordering=beginMinute`)).json().data[0].shiftCode).toBe('S1');
    expect((await api(t, admin, 'DELETE', `${SCHEDULE}/${schedule.id}`)).statusCode).toBe(200);
  });
});

describe('demand periods', () => {
  it('keeps ggh and uog projects apart by the project type', async () => {
    const [ist, saw, esb] = await projectIds(t, ['IST', 'SAW', 'ESB']);
    const form = (await api(t, admin, 'GET', `${PERIOD}/create`)).json().data;
    expect(form.period).toBeNull();
    expect(form.ggh_projects.map((p: { short_code: string }) => p.short_code)).toEqual(expect.arrayContaining(['IST', 'SAW']));
    expect(form.uog_projects.every((p: { type: string }) => p.type === 'uog')).toBe(true);

    const body = {
      name: 'Ocak dönemi', request_start_date: '2026-12-01T00:00:00+03:00', request_end_date: '2026-12-15T23:59:00+03:00',
      shift_start_date: '2027-01-01', shift_end_date: '2027-01-31', is_remote: true, ggh_projects_ids: [saw, ist], uog_projects_ids: [esb],
    };
    const created = await api(t, admin, 'POST', PERIOD, body);
    expect(created.statusCode).toBe(201);
    const period = created.json().data as WsdPeriod;
    expect(period).toMatchObject({ ggh_projects_ids: [ist, saw].sort((a, b) => a! - b!), uog_projects_ids: [esb], is_remote: true, shift_end_date: '2027-01-31' });
    expect(period.request_start_date).toBe('2026-11-30T21:00:00.000Z');

    const wrong = await api(t, admin, 'POST', PERIOD, { ...body, ggh_projects_ids: [esb], uog_projects_ids: [] });
    expect(wrong.json().errors).toEqual({ ggh_projects_ids: [M.projectNotGgh] });
    const wrongUog = await api(t, admin, 'POST', PERIOD, { ...body, ggh_projects_ids: [], uog_projects_ids: [ist] });
    expect(wrongUog.json().errors).toEqual({ uog_projects_ids: [M.projectNotUog] });
    const none = await api(t, admin, 'POST', PERIOD, { ...body, ggh_projects_ids: [], uog_projects_ids: [] });
    expect(none.json().errors).toEqual({ ggh_projects_ids: [M.projectsRequired] });
    const order = await api(t, admin, 'POST', PERIOD, { ...body, request_end_date: body.request_start_date, shift_end_date: '2026-12-31' });
    expect(order.json().errors).toEqual({ request_end_date: [M.requestEndBeforeStart], shift_end_date: [M.shiftEndBeforeStart] });
    const long = await api(t, admin, 'POST', PERIOD, { ...body, shift_end_date: '2027-04-30' });
    expect(long.json().errors).toEqual({ shift_end_date: [M.periodTooLong] });
    const years = await api(t, admin, 'POST', PERIOD, { ...body, shift_start_date: '2013-12-01', shift_end_date: '2013-12-31' });
    expect(years.json().errors).toEqual({ shift_start_date: [M.year], shift_end_date: [M.year] });

    expect((await api(t, admin, 'GET', `${PERIOD}?is_remote=true`)).json().data.map((p: WsdPeriod) => p.id)).toEqual([period.id]);
    const edit = (await api(t, admin, 'GET', `${PERIOD}/${period.id}/edit`)).json().data;
    expect(edit.period.id).toBe(period.id);
    expect((await api(t, admin, 'DELETE', `${PERIOD}/${period.id}`)).json().data.message).toBe(M.periodDeleted);
  });

  it('caches the shift lookups per person until cache-clean or new shift days', async () => {
    const period = await makePeriod(t, admin);
    const first = await api(t, personel, 'GET', `${PERIOD}/${period.id}/shift`);
    expect(first.statusCode).toBe(200);
    const shifts = first.json().data;
    expect(shifts.days).toHaveLength(61);
    expect(shifts.days[0].date).toBe(period.shift_start_date);
    const rows = () => t.database.db.select().from(wsdShiftCache).where(eq(wsdShiftCache.period_id, period.id));
    expect(await rows()).toHaveLength(1);

    // Served from the cache: the schedule service is not asked again (same fetched_at).
    const again = (await api(t, personel, 'GET', `${PERIOD}/${period.id}/shift`)).json().data;
    expect(again.fetched_at).toBe(shifts.fetched_at);

    const cleaned = await api(t, admin, 'GET', `${PERIOD}/${period.id}/cache-clean`);
    expect(cleaned.json().data).toEqual({ message: M.cacheCleaned, removed: 1 });
    expect(await rows()).toHaveLength(0);
    expect((await logOf(t, 'work_schedule_demand_periods', period.id)).map((l) => l.action)).toContain('cache-cleaned');

    await api(t, personel, 'GET', `${PERIOD}/${period.id}/shift`);
    expect(await rows()).toHaveLength(1);
    const [ist] = await projectIds(t, ['IST']);
    const moved = await api(t, admin, 'PUT', `${PERIOD}/${period.id}`, {
      name: period.name, request_start_date: period.request_start_date, request_end_date: period.request_end_date,
      shift_start_date: dayFrom(t, 2), shift_end_date: dayFrom(t, 20), ggh_projects_ids: [ist], uog_projects_ids: [],
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ uog_projects_ids: [], shift_start_date: dayFrom(t, 2) });
    expect(await rows()).toHaveLength(0);
    expect((await api(t, admin, 'GET', `${PERIOD}/999999/cache-clean`)).statusCode).toBe(404);
  });

  it('keeps a period with demands: no delete, no shift days that leave them out', async () => {
    const period = await makePeriod(t, admin, { shiftFrom: 70 });
    await makeDemand(t, personel, { type: 'long-period', type_id: await typeId(t, admin, 'Sabit vardiya'), period_id: period.id, request_start_date: dayFrom(t, 75), request_end_date: dayFrom(t, 80) });
    const removed = await api(t, admin, 'DELETE', `${PERIOD}/${period.id}`);
    expect(removed.statusCode).toBe(422);
    expect(removed.json()).toMatchObject({ info: M.inUse });
    const shrunk = await api(t, admin, 'PUT', `${PERIOD}/${period.id}`, {
      name: period.name, request_start_date: period.request_start_date, request_end_date: period.request_end_date,
      shift_start_date: dayFrom(t, 72), shift_end_date: period.shift_end_date, ggh_projects_ids: period.ggh_projects_ids, uog_projects_ids: period.uog_projects_ids,
    });
    expect(shrunk.json().errors).toEqual({ shift_start_date: [M.datesLocked] });
  });
});

describe('period options', () => {
  it('offers a schedule once per period, with a daily quota', async () => {
    const period = await makePeriod(t, admin);
    const s1 = await scheduleId(t, admin, 'S1');
    const form = (await api(t, admin, 'GET', `${OPTION}/create`)).json().data;
    expect(form.periods.some((p: { id: number }) => p.id === period.id)).toBe(true);
    expect(form.work_schedules.map((s: { shiftCode: string }) => s.shiftCode)).toContain('S1');

    const created = await api(t, admin, 'POST', OPTION, { period_id: period.id, work_schedule_id: s1, daily_quota: 3 });
    expect(created.statusCode).toBe(201);
    const option = created.json().data as WsdPeriodOption;
    expect(option).toMatchObject({ period: { id: period.id }, work_schedule: { id: s1, shiftCode: 'S1' }, daily_quota: 3 });
    const twice = await api(t, admin, 'POST', OPTION, { period_id: period.id, work_schedule_id: s1 });
    expect(twice.json().errors).toEqual({ work_schedule_id: [M.optionTaken] });
    const missing = await api(t, admin, 'POST', OPTION, { period_id: 999999, work_schedule_id: s1 });
    expect(missing.json().errors).toEqual({ period_id: [M.periodNotFound] });

    expect((await api(t, admin, 'GET', `${OPTION}?period_id=${period.id}`)).json().data.map((o: WsdPeriodOption) => o.id)).toEqual([option.id]);
    const updated = await api(t, admin, 'PUT', `${OPTION}/${option.id}`, { period_id: period.id, work_schedule_id: s1, daily_quota: null });
    expect(updated.json().data.daily_quota).toBeNull();
    expect((await api(t, admin, 'GET', `${OPTION}/${option.id}/edit`)).json().data.option.id).toBe(option.id);
    expect((await api(t, admin, 'DELETE', `${OPTION}/${option.id}`)).json().data.message).toBe(M.optionDeleted);
    // Deleted: the schedule may be offered again.
    expect((await api(t, admin, 'POST', OPTION, { period_id: period.id, work_schedule_id: s1 })).statusCode).toBe(201);
  });
});
