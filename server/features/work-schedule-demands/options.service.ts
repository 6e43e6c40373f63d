import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { WSD_OPTION_MESSAGES as M, type WsdPeriodBody } from '../../../src/contracts/work-schedule-demand-options';
import type { Executor } from '../../db/client';
import { keepNumbering } from '../../db/numbering';
import { pageMeta, type Page } from '../../db/sql';
import { info, invalidField, notFound } from '../../plugins/http-errors';
import { activityLogRepository, changedFields } from '../activity-log/activity-log.repository';
import { toPeriod, toPeriodOption, toSchedule, toType } from './mappers';
import { wsdTypesRepository as types, wsdWorkSchedulesRepository as schedules, type OptionsSearch } from './options.repository';
import { wsdPeriodOptionsRepository as periodOptions, type PeriodOptionValues } from './period-options.repository';
import { wsdPeriodsRepository as periods } from './periods.repository';

/** Request types, work schedules, periods and period options (manage-work-schedule-demand-options). */

const log = (db: Executor, table: string, id: number, action: string, causer: number, attributes: Record<string, unknown>, old?: Record<string, unknown>) =>
  activityLogRepository.record(db, { table_name: table, target_id: id, action, attributes, old, causer_id: causer });

export function wsdOptionsService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;

  const mustType = async (id: number) => (await types.find(db, id)) ?? Promise.reject(notFound(M.typeNotFound));
  const mustSchedule = async (id: number) => (await schedules.find(db, id)) ?? Promise.reject(notFound(M.scheduleNotFound));
  const mustPeriod = async (id: number) => (await periods.find(db, id)) ?? Promise.reject(notFound(M.periodNotFound));
  const mustOption = async (id: number) => (await periodOptions.find(db, id)) ?? Promise.reject(notFound(M.optionNotFound));

  // ---- Types ----------------------------------------------------------------------------
  type TypeBody = { name: string; is_off: boolean; sequence_yearly_reset: boolean };
  const typesService = {
    async list(s: OptionsSearch) {
      const { rows, total } = await types.list(db, s);
      return { data: rows.map(toType), meta: pageMeta(s, total) };
    },
    get: async (id: number) => toType(await mustType(id)),
    async create(body: TypeBody, causer: number) {
      const id = await db.transaction(async (tx) => {
        const newId = await types.insert(tx, body);
        await log(tx, 'work_schedule_demand_types', newId, 'created', causer, body);
        return newId;
      });
      return toType(await mustType(id));
    },
    async update(id: number, body: TypeBody, causer: number) {
      const before = await mustType(id);
      await db.transaction(async (tx) => {
        await keepNumbering(tx, sql`select 1 from work_schedule_demand_sequences where scope = 'type' and owner_id = ${id}`, before.sequence_yearly_reset, body.sequence_yearly_reset);
        await types.update(tx, id, body, clock());
        const { attributes, old } = changedFields({ ...before }, body);
        await log(tx, 'work_schedule_demand_types', id, 'updated', causer, attributes, old);
      });
      return toType(await mustType(id));
    },
    /** Soft delete: demands already made keep their type. */
    async remove(id: number, causer: number) {
      const before = await mustType(id);
      await db.transaction(async (tx) => {
        await types.softDelete(tx, id, clock());
        await log(tx, 'work_schedule_demand_types', id, 'deleted', causer, {}, { name: before.name });
      });
    },
  };

  // ---- Work schedules -------------------------------------------------------------------
  type ScheduleBody = { name: string; shiftCode: string; beginMinute: number; endMinute: number; sequence_yearly_reset: boolean };
  const scheduleValues = (b: ScheduleBody) => ({
    name: b.name, shift_code: b.shiftCode, begin_minute: b.beginMinute, end_minute: b.endMinute, sequence_yearly_reset: b.sequence_yearly_reset,
  });
  const schedulesService = {
    async list(s: OptionsSearch) {
      const { rows, total } = await schedules.list(db, s);
      return { data: rows.map(toSchedule), meta: pageMeta(s, total) };
    },
    get: async (id: number) => toSchedule(await mustSchedule(id)),
    async create(body: ScheduleBody, causer: number) {
      const values = scheduleValues(body);
      const id = await db.transaction(async (tx) => {
        const newId = await schedules.insert(tx, values);
        await log(tx, 'work_schedule_demand_work_schedules', newId, 'created', causer, values);
        return newId;
      });
      return toSchedule(await mustSchedule(id));
    },
    async update(id: number, body: ScheduleBody, causer: number) {
      const before = await mustSchedule(id);
      const values = scheduleValues(body);
      await db.transaction(async (tx) => {
        await keepNumbering(tx, sql`select 1 from work_schedule_demand_sequences where scope = 'work-schedule' and owner_id = ${id}`, before.sequence_yearly_reset, values.sequence_yearly_reset);
        await schedules.update(tx, id, values, clock());
        const { attributes, old } = changedFields({ ...before }, values);
        await log(tx, 'work_schedule_demand_work_schedules', id, 'updated', causer, attributes, old);
      });
      return toSchedule(await mustSchedule(id));
    },
    async remove(id: number, causer: number) {
      const before = await mustSchedule(id);
      await db.transaction(async (tx) => {
        await schedules.softDelete(tx, id, clock());
        await log(tx, 'work_schedule_demand_work_schedules', id, 'deleted', causer, {}, { name: before.name, shift_code: before.shift_code });
      });
    },
  };

  // ---- Periods --------------------------------------------------------------------------
  type PeriodBody = Required<Omit<WsdPeriodBody, 'ggh_projects_ids' | 'uog_projects_ids'>> & { ggh_projects_ids: number[]; uog_projects_ids: number[] };

  /** Each chosen project must be live and of the kind of its list (spec 2 §3 ggh / uog split). */
  async function checkProjects(body: PeriodBody): Promise<number[]> {
    const ids = [...body.ggh_projects_ids, ...body.uog_projects_ids];
    const found = new Map((await periods.projects(db, ids)).map((p) => [p.id, p.type]));
    if (body.ggh_projects_ids.some((id) => found.get(id) !== 'ggh')) throw invalidField('ggh_projects_ids', M.projectNotGgh);
    if (body.uog_projects_ids.some((id) => found.get(id) !== 'uog')) throw invalidField('uog_projects_ids', M.projectNotUog);
    return [...new Set(ids)].sort((a, b) => a - b);
  }
  const periodValues = (b: PeriodBody) => ({
    name: b.name, request_start_date: new Date(b.request_start_date), request_end_date: new Date(b.request_end_date),
    shift_start_date: b.shift_start_date, shift_end_date: b.shift_end_date, is_remote: b.is_remote,
  });
  const formData = async () => {
    const all = await periods.projects(db);
    return { ggh_projects: all.filter((p) => p.type === 'ggh'), uog_projects: all.filter((p) => p.type === 'uog') };
  };
  const periodsService = {
    async list(s: OptionsSearch & { is_remote?: 'true' | 'false' }) {
      const { rows, total } = await periods.list(db, { ...s, is_remote: s.is_remote === undefined ? undefined : s.is_remote === 'true' });
      return { data: rows.map(toPeriod), meta: pageMeta(s, total) };
    },
    get: async (id: number) => toPeriod(await mustPeriod(id)),
    createForm: async () => ({ period: null, ...(await formData()) }),
    editForm: async (id: number) => ({ period: toPeriod(await mustPeriod(id)), ...(await formData()) }),
    async create(body: PeriodBody, causer: number) {
      const projectIds = await checkProjects(body);
      const values = periodValues(body);
      const id = await db.transaction(async (tx) => {
        const newId = await periods.insert(tx, values);
        await periods.setProjects(tx, newId, projectIds);
        await log(tx, 'work_schedule_demand_periods', newId, 'created', causer, { ...body, security_project_ids: projectIds });
        return newId;
      });
      return toPeriod(await mustPeriod(id));
    },
    /** New shift days drop the cached shift lookups; they may not leave the period's demands outside. */
    async update(id: number, body: PeriodBody, causer: number) {
      const before = await mustPeriod(id);
      const projectIds = await checkProjects(body);
      const values = periodValues(body);
      const daysChanged = before.shift_start_date !== values.shift_start_date || before.shift_end_date !== values.shift_end_date;
      if (daysChanged && before.demands_count > 0 && (values.shift_start_date > before.shift_start_date || values.shift_end_date < before.shift_end_date)) {
        throw invalidField('shift_start_date', M.datesLocked);
      }
      await db.transaction(async (tx) => {
        await periods.update(tx, id, values, clock());
        await periods.setProjects(tx, id, projectIds);
        if (daysChanged) await periods.forget(tx, id);
        const { attributes, old } = changedFields(
          { ...toPeriod(before), security_project_ids: before.projects.map((p) => p.id) },
          { ...body, request_start_date: values.request_start_date.toISOString(), request_end_date: values.request_end_date.toISOString(), security_project_ids: projectIds },
        );
        delete attributes.ggh_projects_ids;
        delete attributes.uog_projects_ids;
        await log(tx, 'work_schedule_demand_periods', id, 'updated', causer, attributes, old);
      });
      return toPeriod(await mustPeriod(id));
    },
    /** A period with demands stays (they refer to its dates); an empty one goes with its options and cache. */
    async remove(id: number, causer: number) {
      const before = await mustPeriod(id);
      if (before.demands_count > 0) throw info(M.inUse);
      const now = clock();
      await db.transaction(async (tx) => {
        await periods.softDelete(tx, id, now);
        await periodOptions.softDeleteOfPeriod(tx, id, now);
        await periods.forget(tx, id);
        await log(tx, 'work_schedule_demand_periods', id, 'deleted', causer, {}, { name: before.name });
      });
    },
    async cleanCache(id: number, causer: number) {
      await mustPeriod(id);
      return db.transaction(async (tx) => {
        const removed = await periods.forget(tx, id);
        await log(tx, 'work_schedule_demand_periods', id, 'cache-cleaned', causer, { removed });
        return removed;
      });
    },
  };

  // ---- Period options -------------------------------------------------------------------
  async function checkOption(body: PeriodOptionValues, exceptId?: number) {
    await mustPeriod(body.period_id).catch(() => Promise.reject(invalidField('period_id', M.periodNotFound)));
    await mustSchedule(body.work_schedule_id).catch(() => Promise.reject(invalidField('work_schedule_id', M.scheduleNotFound)));
    if (await periodOptions.taken(db, body, exceptId)) throw invalidField('work_schedule_id', M.optionTaken);
  }
  const optionForm = async () => ({
    periods: await periods.names(db),
    work_schedules: (await schedules.all(db)).map((s) => ({ id: s.id, name: s.name, shiftCode: s.shift_code })),
  });
  const optionsService = {
    async list(s: Page & { period_id?: number; ordering?: string }) {
      const { rows, total } = await periodOptions.list(db, s);
      return { data: rows.map(toPeriodOption), meta: pageMeta(s, total) };
    },
    get: async (id: number) => toPeriodOption(await mustOption(id)),
    createForm: async () => ({ option: null, ...(await optionForm()) }),
    editForm: async (id: number) => ({ option: toPeriodOption(await mustOption(id)), ...(await optionForm()) }),
    async create(body: PeriodOptionValues, causer: number) {
      await checkOption(body);
      const id = await db.transaction(async (tx) => {
        const newId = await periodOptions.insert(tx, body);
        await log(tx, 'work_schedule_demand_period_options', newId, 'created', causer, { ...body });
        return newId;
      });
      return toPeriodOption(await mustOption(id));
    },
    async update(id: number, body: PeriodOptionValues, causer: number) {
      const before = await mustOption(id);
      await checkOption(body, id);
      await db.transaction(async (tx) => {
        await periodOptions.update(tx, id, body, clock());
        const { attributes, old } = changedFields({ ...before }, { ...body });
        await log(tx, 'work_schedule_demand_period_options', id, 'updated', causer, attributes, old);
      });
      return toPeriodOption(await mustOption(id));
    },
    async remove(id: number, causer: number) {
      const before = await mustOption(id);
      await db.transaction(async (tx) => {
        await periodOptions.softDelete(tx, id, clock());
        await log(tx, 'work_schedule_demand_period_options', id, 'deleted', causer, {}, { period_id: before.period_id, work_schedule_id: before.work_schedule_id });
      });
    },
  };

  return { types: typesService, schedules: schedulesService, periods: periodsService, options: optionsService };
}
