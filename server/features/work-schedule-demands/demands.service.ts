import type { FastifyInstance } from 'fastify';
import { turkeyDate } from '../../../src/contracts/dashboard';
import { WSD_MESSAGES as M, type WorkScheduleDemand, type WsdCreateForm } from '../../../src/contracts/work-schedule-demands';
import {
  WSD_RULE_MESSAGES, deletionRefusal, draftProblems, initialStatus, isReviewer, normaliseDraft, type WsdKind, type WsdStatus,
} from '../../../src/contracts/work-schedule-demands-rules';
import { isUniqueViolation, pageMeta, type Page } from '../../db/sql';
import type { AuthContext } from '../../plugins/auth';
import { info, invalid, invalidField, notFound } from '../../plugins/http-errors';
import { activityLogRepository } from '../activity-log/activity-log.repository';
import { formatNumber, sequenceYear, turkishYear, uuidv7 } from '../../db/numbering';
import { scheduleRef, toDemand } from './mappers';
import { wsdDemandsRepository as repo } from './demands.repository';
import { wsdTypesRepository as types, wsdWorkSchedulesRepository as schedules } from './options.repository';
import { wsdPeriodsRepository as periods, type PeriodRow } from './periods.repository';
import { wsdShiftsService } from './shifts.service';

const TABLE = 'work_schedule_demands';

export interface NewDemand {
  id?: string;
  type: WsdKind;
  type_id: number;
  period_id: number;
  request_start_date: string;
  request_end_date?: string | null;
  work_schedule_id?: number | null;
  description: string;
}

/** Own demands: the form, the list, one demand, making and withdrawing (spec 2 §7 gss/work-schedule-demand). */
export function wsdDemandsService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;
  const shifts = wsdShiftsService(app);

  /** The periods that concern a person: those of their projects (a super role sees every one). */
  const projectsOf = async (auth: AuthContext) => (auth.isSuper ? null : periods.userProjects(db, auth.userId));

  async function mustOwnOrReview(id: number, auth: AuthContext) {
    const row = await repo.find(db, id);
    if (!row || (row.requester_user_id !== auth.userId && !auth.isSuper && !isReviewer(auth.permissions))) throw notFound(M.notFound);
    return row;
  }

  /** A period the person may use: live, and of one of their projects. */
  async function periodFor(periodId: number, auth: AuthContext): Promise<PeriodRow> {
    const period = await periods.find(db, periodId);
    const projects = await projectsOf(auth);
    if (!period || (projects && !period.projects.some((p) => projects.includes(p.id)))) throw notFound(M.periodNotFound);
    return period;
  }

  const existing = async (uuid: string, auth: AuthContext): Promise<WorkScheduleDemand | null> => {
    const found = await repo.findByUuid(db, uuid);
    if (!found) return null;
    if (found.requester_user_id !== auth.userId || found.deleted_at) throw invalidField('id', M.idTaken);
    return toDemand((await repo.find(db, found.id))!);
  };

  return {
    async form(auth: AuthContext): Promise<WsdCreateForm> {
      const now = clock();
      const [typeRows, open, scheduleRows, count] = await Promise.all([
        types.all(db), projectsOf(auth).then((p) => periods.open(db, now, p)), schedules.all(db),
        repo.longPeriodCount(db, auth.userId, turkishYear(now)),
      ]);
      const offered = await periods.offered(db, open.map((p) => p.id));
      return {
        kinds: ['short-period', 'long-period'],
        types: typeRows,
        periods: open.map((p) => {
          const ids = offered.filter((o) => o.period_id === p.id).map((o) => o.work_schedule_id);
          return {
            id: p.id, name: p.name, request_start_date: p.request_start_date.toISOString(), request_end_date: p.request_end_date.toISOString(),
            shift_start_date: p.shift_start_date, shift_end_date: p.shift_end_date, is_remote: p.is_remote, work_schedule_ids: ids.length ? ids : null,
          };
        }),
        work_schedules: scheduleRows.map(scheduleRef),
        long_period_count: count,
      };
    },

    async listOwn(auth: AuthContext, s: Page & { status?: WsdStatus; type?: WsdKind; ordering?: string }) {
      const { rows, total } = await repo.listOwn(db, auth.userId, s);
      return { data: rows.map(toDemand), meta: pageMeta(s, total) };
    },

    /** Its requester, a reviewer or a super role; anyone else gets 404 (ids cannot be probed). */
    get: async (id: number, auth: AuthContext) => toDemand(await mustOwnOrReview(id, auth)),

    periodShifts: async (periodId: number, auth: AuthContext) => shifts.shifts(await periodFor(periodId, auth), auth.userId),

    /**
     * Makes a demand: the period must be taking requests, the rules of spec 2 §5 hold (short = one
     * day, long = no off type, no schedule), numbered per type and per schedule (yearly when
     * flagged), with the requester's current shift on a short-period day. A device's UUID sent
     * again by its owner answers the demand it made (200) instead of making a second one.
     */
    async create(body: NewDemand, auth: AuthContext): Promise<{ data: WorkScheduleDemand; created: boolean }> {
      if (body.id) {
        const made = await existing(body.id, auth);
        if (made) return { data: made, created: false };
      }
      const now = clock();
      const today = turkeyDate(now);
      const type = await types.find(db, body.type_id);
      if (!type) throw invalidField('type_id', M.typeNotFound);
      const period = await periodFor(body.period_id, auth).catch(() => Promise.reject(invalidField('period_id', M.periodNotFound)));
      if (now < period.request_start_date || now > period.request_end_date) throw invalidField('period_id', M.periodClosed);
      const draft = normaliseDraft({ kind: body.type, request_start_date: body.request_start_date, request_end_date: body.request_end_date, work_schedule_id: body.work_schedule_id }, type);
      const problems = draftProblems(draft, type, period, today);
      if (problems.length) {
        const errors: Record<string, string[]> = {};
        for (const p of problems) (errors[p.field] ??= []).push(WSD_RULE_MESSAGES[p.refusal]);
        throw invalid(errors);
      }
      const schedule = draft.work_schedule_id ? await schedules.find(db, draft.work_schedule_id) : undefined;
      if (draft.work_schedule_id) {
        if (!schedule) throw invalidField('work_schedule_id', M.scheduleNotFound);
        const offered = await periods.offered(db, [period.id]);
        if (offered.length && !offered.some((o) => o.work_schedule_id === schedule.id)) throw invalidField('work_schedule_id', M.scheduleNotOffered);
      }
      if (await repo.overlapping(db, auth.userId, draft.request_start_date, draft.request_end_date)) throw invalidField('request_start_date', M.overlap);
      const shift = draft.kind === 'short-period'
        ? (await shifts.shifts(period, auth.userId)).days.find((d) => d.date === draft.request_start_date)
        : undefined;
      const longCount = await repo.longPeriodCount(db, auth.userId, turkishYear(now));

      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          const year = sequenceYear(type.sequence_yearly_reset, now);
          const number = await repo.nextNumber(tx, 'type', type.id, year);
          let scheduleNumber: string | null = null;
          if (schedule) {
            const scheduleYear = sequenceYear(schedule.sequence_yearly_reset, now);
            scheduleNumber = formatNumber(schedule.code, now, await repo.nextNumber(tx, 'work-schedule', schedule.id, scheduleYear));
          }
          const values = {
            uuid: body.id ?? uuidv7(now.getTime()), kind: draft.kind, type_id: type.id, period_id: period.id, work_schedule_id: schedule?.id ?? null,
            requester_user_id: auth.userId, requester_position_id: auth.positionId, sequence_year: year, sequence_number: number,
            number: formatNumber(type.code, now, number), work_schedule_number: scheduleNumber,
            request_start_date: draft.request_start_date, request_end_date: draft.request_end_date,
            shift_id: shift?.id ?? null, shift_begin_time: shift?.starts_at ?? null, shift_end_time: shift?.ends_at ?? null, shift_short_code: shift?.short_code ?? null,
            status: initialStatus(draft.kind), long_period_count: longCount, description: body.description, created_at: now, updated_at: now,
          };
          const newId = await repo.insert(tx, values);
          await activityLogRepository.record(tx, {
            table_name: TABLE, target_id: newId, action: 'created', causer_id: auth.userId,
            attributes: {
              number: values.number, type: values.kind, type_id: type.id, period_id: period.id, work_schedule_id: values.work_schedule_id,
              request_start_date: values.request_start_date, request_end_date: values.request_end_date, status: values.status, long_period_count: longCount,
            },
          });
          return newId;
        });
      } catch (error) {
        // The same UUID committed a moment ago by a concurrent send of the same outbox item.
        if (!body.id || !isUniqueViolation(error)) throw error;
        const twin = await existing(body.id, auth);
        if (!twin) throw error;
        return { data: twin, created: false };
      }
      return { data: toDemand((await repo.find(db, id))!), created: true };
    },

    /** The requester withdraws a demand nobody has decided (soft delete, logged). */
    async remove(id: number, auth: AuthContext) {
      const before = await repo.find(db, id);
      if (!before || before.requester_user_id !== auth.userId) throw notFound(M.notFound);
      const refusal = deletionRefusal(before);
      if (refusal) throw info(WSD_RULE_MESSAGES[refusal]);
      await db.transaction(async (tx) => {
        await repo.softDelete(tx, id, clock());
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: id, action: 'deleted', attributes: {}, old: { number: before.number, status: before.status }, causer_id: auth.userId });
      });
    },
  };
}
