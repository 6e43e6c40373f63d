import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WSD_MESSAGES as M, type WorkScheduleDemand, type WsdCreateForm } from '../../../src/contracts/work-schedule-demands';
import { WSD_RULE_MESSAGES as R } from '../../../src/contracts/work-schedule-demands-rules';
import { createTestApp, type TestApp } from '../../test/harness';
import { logOf } from '../demands/demand-test-kit';
import { api, dayFrom, fieldWorker, makeDemand, makePeriod, scheduleId, typeId } from './wsd-test-kit';

let t: TestApp;
let admin: string;
let sef: string;
let personel: string;
let other: string;
let denetci: string;
let types: { change: number; off: number; fixed: number };
let s1: number;
let g1: number;
beforeAll(async () => {
  t = await createTestApp();
  [admin, sef, personel, denetci] = await Promise.all([t.login('admin'), t.login('sef'), t.login('personel'), t.login('denetci')]);
  other = await fieldWorker(t, 'saha.iki');
  types = { change: await typeId(t, admin, 'Vardiya değişikliği'), off: await typeId(t, admin, 'İzin (off) günü'), fixed: await typeId(t, admin, 'Sabit vardiya') };
  [s1, g1] = [await scheduleId(t, admin, 'S1'), await scheduleId(t, admin, 'G1')];
});
afterAll(() => t.close());

const URL = '/gss/work-schedule-demand';

describe('access', () => {
  it('needs one of the three work-schedule demand permissions', async () => {
    expect((await api(t, denetci, 'GET', URL)).statusCode).toBe(403);
    expect((await api(t, denetci, 'GET', `${URL}/create`)).statusCode).toBe(403);
    expect((await api(t, denetci, 'POST', URL, {})).statusCode).toBe(403);
    expect((await api(t, null, 'GET', URL)).statusCode).toBe(401);
  });
});

describe('the create form', () => {
  it('gives types, the open periods of the requester, schedules and the long-period count', async () => {
    const elsewhere = await makePeriod(t, admin, { name: 'Yalnız Adnan Menderes', ggh: [], uog: ['ADB'] });
    const res = await api(t, personel, 'GET', `${URL}/create`);
    expect(res.statusCode).toBe(200);
    const form = res.json().data as WsdCreateForm;
    expect(form.kinds).toEqual(['short-period', 'long-period']);
    expect(form.types.map((x) => x.name)).toEqual(expect.arrayContaining(['Vardiya değişikliği', 'İzin (off) günü', 'Sabit vardiya']));
    expect(form.types.find((x) => x.name === 'İzin (off) günü')?.is_off).toBe(true);
    // The seeded open period offers S1, A1, G1 (its options); the other period is not the requester's.
    const seeded = form.periods.find((p) => p.name.endsWith('dönemi'))!;
    expect(seeded.work_schedule_ids).toHaveLength(3);
    expect(form.periods.some((p) => p.id === elsewhere.id)).toBe(false);
    expect(form.work_schedules.map((s) => s.shiftCode)).toEqual(expect.arrayContaining(['S1', 'A1', 'G1', 'O1']));
    expect(typeof form.long_period_count).toBe('number');
    // A period that is not the requester's has no shifts for them.
    expect((await api(t, personel, 'GET', `/gss/work-schedule-demand-period/${elsewhere.id}/shift`)).statusCode).toBe(404);
  });
});

describe('making a demand', () => {
  it('short-period: one day, numbered, with the current shift of that day; logged', async () => {
    const period = await makePeriod(t, admin);
    const day = dayFrom(t, 6);
    const shifts = (await api(t, personel, 'GET', `/gss/work-schedule-demand-period/${period.id}/shift`)).json().data.days as { date: string; short_code: string | null; starts_at: string | null }[];
    const current = shifts.find((d) => d.date === day)!;
    const res = await api(t, personel, 'POST', URL, { type: 'short-period', type_id: types.change, period_id: period.id, request_start_date: day, request_end_date: dayFrom(t, 9), work_schedule_id: s1, description: 'Sabah olsun.' });
    expect(res.statusCode).toBe(201);
    expect(res.json().helper_data.message).toBe(M.created);
    const demand = res.json().data as WorkScheduleDemand;
    expect(demand).toMatchObject({
      type: 'short-period', request_start_date: day, request_end_date: day, status: 'waiting-approval', work_schedule: { id: s1, shiftCode: 'S1' },
      shift_id: day, shift_short_code: current.short_code, shift_begin_time: current.starts_at, description: 'Sabah olsun.',
      requester: { full_name: 'Ayşe Doğan' }, decided_by: null, exitReason: null,
    });
    expect(demand.number).toMatch(/^[A-Z0-9]+-\d{4}-\d{4}$/);
    expect(demand.work_schedule_number).toMatch(/^S1-\d{4}-\d{4}$/);
    expect(demand.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    const log = await logOf(t, 'work_schedule_demands', demand.id);
    expect(log).toMatchObject([{ action: 'created', properties: { attributes: { number: demand.number, status: 'waiting-approval' } } }]);
    // The next demand of the type takes the next number.
    const next = await makeDemand(t, personel, { type: 'short-period', type_id: types.change, period_id: period.id, request_start_date: dayFrom(t, 7), work_schedule_id: s1 });
    expect(Number(next.number.slice(5))).toBe(Number(demand.number.slice(5)) + 1);
  });

  it('short-period needs a schedule, except for a day-off type (which clears it)', async () => {
    const period = await makePeriod(t, admin);
    const none = await api(t, personel, 'POST', URL, { type: 'short-period', type_id: types.change, period_id: period.id, request_start_date: dayFrom(t, 12) });
    expect(none.json().errors).toEqual({ work_schedule_id: [R.scheduleRequired] });
    const off = await makeDemand(t, personel, { type: 'short-period', type_id: types.off, period_id: period.id, request_start_date: dayFrom(t, 12), work_schedule_id: s1 });
    expect(off).toMatchObject({ work_schedule: null, work_schedule_number: null, demand_type: { is_off: true } });
  });

  it('long-period: no day-off types, the schedule cleared, waiting for the manager, counted', async () => {
    const period = await makePeriod(t, admin);
    const refused = await api(t, personel, 'POST', URL, { type: 'long-period', type_id: types.off, period_id: period.id, request_start_date: dayFrom(t, 20), request_end_date: dayFrom(t, 24) });
    expect(refused.json().errors).toEqual({ type_id: [R.longPeriodOff] });
    const before = ((await api(t, personel, 'GET', `${URL}/create`)).json().data as WsdCreateForm).long_period_count;
    const long = await makeDemand(t, personel, { type: 'long-period', type_id: types.fixed, period_id: period.id, request_start_date: dayFrom(t, 20), request_end_date: dayFrom(t, 24), work_schedule_id: g1 });
    expect(long).toMatchObject({ type: 'long-period', status: 'waiting-approval-by-manager', work_schedule: null, shift_id: null, request_end_date: dayFrom(t, 24), long_period_count: before });
    expect(((await api(t, personel, 'GET', `${URL}/create`)).json().data as WsdCreateForm).long_period_count).toBe(before + 1);
    const backwards = await api(t, personel, 'POST', URL, { type: 'long-period', type_id: types.fixed, period_id: period.id, request_start_date: dayFrom(t, 30), request_end_date: dayFrom(t, 28) });
    expect(backwards.json().errors).toEqual({ request_end_date: [R.endBeforeStart] });
  });

  it('refuses closed periods, days outside the period or past, overlaps and schedules the period does not offer', async () => {
    const period = await makePeriod(t, admin, { closesInHours: 1 });
    const outside = await api(t, personel, 'POST', URL, { type: 'long-period', type_id: types.fixed, period_id: period.id, request_start_date: dayFrom(t, 58), request_end_date: dayFrom(t, 70) });
    expect(outside.json().errors).toEqual({ request_end_date: [R.outsidePeriod] });
    const past = await api(t, personel, 'POST', URL, { type: 'short-period', type_id: types.off, period_id: period.id, request_start_date: dayFrom(t, -1) });
    expect(past.json().errors.request_start_date).toContain(R.pastDate);

    await makeDemand(t, personel, { type: 'short-period', type_id: types.off, period_id: period.id, request_start_date: dayFrom(t, 40) });
    const overlap = await api(t, personel, 'POST', URL, { type: 'long-period', type_id: types.fixed, period_id: period.id, request_start_date: dayFrom(t, 38), request_end_date: dayFrom(t, 41) });
    expect(overlap.json().errors).toEqual({ request_start_date: [M.overlap] });

    await api(t, admin, 'POST', '/gss/work-schedule-demand-period-option', { period_id: period.id, work_schedule_id: s1 });
    const notOffered = await api(t, personel, 'POST', URL, { type: 'short-period', type_id: types.change, period_id: period.id, request_start_date: dayFrom(t, 45), work_schedule_id: g1 });
    expect(notOffered.json().errors).toEqual({ work_schedule_id: [M.scheduleNotOffered] });

    t.now.value = new Date(t.now.value.getTime() + 2 * 3600_000);
    const late = await t.login('personel');
    const closed = await api(t, late, 'POST', URL, { type: 'short-period', type_id: types.change, period_id: period.id, request_start_date: dayFrom(t, 45), work_schedule_id: s1 });
    expect(closed.json().errors).toEqual({ period_id: [M.periodClosed] });
    t.now.value = new Date(t.now.value.getTime() - 2 * 3600_000);
  });

  it("answers a device's id sent again with the demand it made, once", async () => {
    const period = await makePeriod(t, admin);
    const id = '019e0000-0000-7000-8000-00000000abcd';
    const body = { id, type: 'short-period', type_id: types.off, period_id: period.id, request_start_date: dayFrom(t, 50) };
    const first = await api(t, personel, 'POST', URL, body);
    const second = await api(t, personel, 'POST', URL, body);
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(second.json().data.id).toBe(first.json().data.id);
    expect(first.json().data.uuid).toBe(id);
    const stolen = await api(t, other, 'POST', URL, body);
    expect(stolen.json().errors).toEqual({ id: [M.idTaken] });
  });
});

describe('own demands', () => {
  it('lists only the own ones, filtered; shows them to their owner and reviewers only', async () => {
    const period = await makePeriod(t, admin);
    const mine = await makeDemand(t, other, { type: 'long-period', type_id: types.fixed, period_id: period.id, request_start_date: dayFrom(t, 10), request_end_date: dayFrom(t, 15) });
    const list = (await api(t, other, 'GET', `${URL}?type=long-period`)).json();
    expect(list.data.map((d: WorkScheduleDemand) => d.id)).toEqual([mine.id]);
    expect(list.meta_data).toMatchObject({ page: 1, total: 1 });
    expect((await api(t, other, 'GET', `${URL}?status=approved`)).json().data).toEqual([]);
    expect((await api(t, personel, 'GET', URL)).json().data.some((d: WorkScheduleDemand) => d.id === mine.id)).toBe(false);

    expect((await api(t, other, 'GET', `${URL}/${mine.id}`)).statusCode).toBe(200);
    expect((await api(t, sef, 'GET', `${URL}/${mine.id}`)).statusCode).toBe(200);
    expect((await api(t, personel, 'GET', `${URL}/${mine.id}`)).statusCode).toBe(404);
  });

  it('withdraws an own waiting demand; not a decided one, not another person\'s', async () => {
    const period = await makePeriod(t, admin);
    const waiting = await makeDemand(t, other, { type: 'short-period', type_id: types.off, period_id: period.id, request_start_date: dayFrom(t, 30) });
    expect((await api(t, personel, 'DELETE', `${URL}/${waiting.id}`)).statusCode).toBe(404);
    const removed = await api(t, other, 'DELETE', `${URL}/${waiting.id}`);
    expect(removed.json().data.message).toBe(M.deleted);
    expect((await api(t, other, 'GET', `${URL}/${waiting.id}`)).statusCode).toBe(404);
    expect((await logOf(t, 'work_schedule_demands', waiting.id)).map((l) => l.action)).toEqual(['created', 'deleted']);

    const decided = await makeDemand(t, other, { type: 'short-period', type_id: types.off, period_id: period.id, request_start_date: dayFrom(t, 31) });
    expect((await api(t, sef, 'PUT', '/gss/work-schedule-demand-approve', { ids: [decided.id] })).statusCode).toBe(200);
    const refused = await api(t, other, 'DELETE', `${URL}/${decided.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ info: R.notWaiting });
  });
});
