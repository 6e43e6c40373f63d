import { and, asc, count, desc, eq, gte, inArray, isNull, lte, ne, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { checkConflict, groupConflicts, type PerformanceKind } from '../../../src/contracts/employees/conflicts';
import { EMPLOYEE_MESSAGES as M } from '../../../src/contracts/employees/messages';
import type { RewardPenaltyRecord } from '../../../src/contracts/employees/reward-penalty';
import { orderingOf, pageMeta, type Page } from '../../db/sql';
import { invalid, invalidField, notFound } from '../../plugins/http-errors';
import { activityLogRepository } from '../activity-log/activity-log.repository';
import { employeeRewardPenalties as records, rewardPenaltyReasons as reasons, rewardPenaltyTypes as types } from './employee-records.table';
import { employees } from './employees.table';
import { loadTypes } from './reward-penalty-types';

export interface RecordInput {
  employee_reward_penalty_type_id: number;
  reason_guid: string;
  reason?: string | null;
  event_at: string;
  report_finish_date?: string | null;
  discipline_at?: string | null;
  deleting_record?: number | null;
}

const columns = {
  r: records, type_name: types.name, kind: types.performance_type, reason_guid: reasons.guid, reason_name: reasons.name,
};
type Joined = { r: typeof records.$inferSelect; type_name: string; kind: string | null; reason_guid: string | null; reason_name: string | null };

const shape = (j: Joined): RewardPenaltyRecord => ({
  id: j.r.id, employee_reward_penalty_type_id: j.r.type_id, type_name: j.type_name, kind: (j.kind as PerformanceKind | null) ?? null,
  reason: j.r.reason, reason_guid: j.reason_guid, reward_penalty_reason_id: j.r.reason_id, reason_name: j.reason_name,
  event_at: j.r.event_at, report_finish_date: j.r.report_finish_date, discipline_at: j.r.discipline_at, evaluated: j.r.evaluated,
  deleted_at: j.r.deleted_at?.toISOString() ?? null, created_at: j.r.created_at.toISOString(),
});

/** Reward, penalty, absenteeism and report records with the conflict rules of spec 1 §4. */
export function rewardPenaltyService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;
  const joined = () => db.select(columns).from(records).innerJoin(types, eq(types.id, records.type_id)).leftJoin(reasons, eq(reasons.id, records.reason_id));

  async function employeeExists(id: number) {
    const [e] = await db.select({ id: employees.id }).from(employees).where(eq(employees.id, id));
    if (!e) throw notFound(M.notFound);
  }
  async function find(id: number, rid: number) {
    const [j] = await joined().where(and(eq(records.employee_id, id), eq(records.id, rid), isNull(records.deleted_at)));
    if (!j) throw notFound('Kayıt bulunamadı.');
    return j;
  }
  async function typeOf(typeId: number) {
    const [t] = await db.select().from(types).where(and(eq(types.id, typeId), isNull(types.deleted_at)));
    if (!t) throw invalidField('employee_reward_penalty_type_id', M.typeRequired);
    return t;
  }
  async function reasonOf(typeId: number, guid: string) {
    const [r] = await db.select().from(reasons).where(and(eq(reasons.guid, guid), eq(reasons.type_id, typeId), isNull(reasons.deleted_at)));
    if (!r) throw invalidField('reason_guid', M.reasonRequired);
    return r;
  }

  /** The employee's live report/absence records that could collide with `candidate`. */
  async function conflictOf(id: number, candidate: { id?: number; kind: PerformanceKind | null; event_at: string; report_finish_date?: string | null }) {
    if (!candidate.kind) return { status: 'none' as const, message: null, records: [] as Joined[] };
    const others = await joined().where(and(eq(records.employee_id, id), isNull(records.deleted_at), inArray(types.performance_type, ['re', 'd']),
      candidate.id ? ne(records.id, candidate.id) : undefined));
    const ranges = others.map((j) => ({ id: j.r.id, kind: j.kind as PerformanceKind, event_at: j.r.event_at, report_finish_date: j.r.report_finish_date, j }));
    const result = checkConflict(candidate, ranges);
    return { status: result.status, message: result.message, records: result.records.map((x) => x.j) };
  }

  function conflictAnswer(c: Awaited<ReturnType<typeof conflictOf>>) {
    const list = c.records.map(shape);
    const grouped = groupConflicts(list.map((r) => ({ ...r, kind: r.kind })));
    return {
      conflict_status: c.status, message: c.message, conflict_records: list, conflict_records_count: list.length,
      conflict_records_grouped: grouped, conflict_records_grouped_count: Object.keys(grouped).length,
    };
  }

  /** Refuses a collision; a report over one absence goes ahead only when the request names it as deleted. */
  async function guard(id: number, candidate: { id?: number; kind: PerformanceKind | null; event_at: string; report_finish_date?: string | null }, deleting?: number | null) {
    const c = await conflictOf(id, candidate);
    if (c.status === 'refused') throw invalid({ event_at: [c.message!] });
    if (c.status === 'replace') {
      if (deleting !== c.records[0]!.r.id) throw invalid({ deleting_record: [c.message!] });
      return c.records[0]!.r.id;
    }
    return null;
  }

  return {
    async list(id: number, q: Page & { type_id: number; reason_guid?: string; report_start_date?: string; report_finish_date?: string; ordering?: string }) {
      await employeeExists(id);
      const where: SQL | undefined = and(
        eq(records.employee_id, id), eq(records.type_id, q.type_id), isNull(records.deleted_at),
        q.reason_guid ? eq(reasons.guid, q.reason_guid) : undefined,
        q.report_start_date ? gte(records.event_at, q.report_start_date) : undefined,
        q.report_finish_date ? lte(records.event_at, q.report_finish_date) : undefined,
      );
      const order = orderingOf(q.ordering, { created_at: records.created_at, event_at: records.event_at, report_finish_date: records.report_finish_date });
      const [rows, [total]] = await Promise.all([
        joined().where(where).orderBy(...order, desc(records.id)).limit(q.perpage).offset((q.page - 1) * q.perpage),
        db.select({ n: count() }).from(records).leftJoin(reasons, eq(reasons.id, records.reason_id)).where(where),
      ]);
      return { data: rows.map(shape), meta: pageMeta(q, Number(total?.n ?? 0)) };
    },
    async all(id: number, typeId?: number) {
      const rows = await joined().where(and(eq(records.employee_id, id), isNull(records.deleted_at), typeId ? eq(records.type_id, typeId) : undefined)).orderBy(asc(records.event_at));
      return rows.map(shape);
    },
    form: async (id: number, rid?: number) => ({ types: await loadTypes(db), item: rid ? shape(await find(id, rid)) : null }),

    async checkConflict(id: number, body: { id?: number; employee_reward_penalty_type_id: number; event_at: string; report_finish_date?: string | null }) {
      await employeeExists(id);
      const type = await typeOf(body.employee_reward_penalty_type_id);
      return conflictAnswer(await conflictOf(id, { ...body, kind: type.performance_type as PerformanceKind | null }));
    },

    async create(id: number, body: RecordInput, causer: number) {
      await employeeExists(id);
      const type = await typeOf(body.employee_reward_penalty_type_id);
      const reason = await reasonOf(type.id, body.reason_guid);
      const kind = type.performance_type as PerformanceKind | null;
      const replaced = await guard(id, { kind, event_at: body.event_at, report_finish_date: body.report_finish_date }, body.deleting_record);
      const rid = await db.transaction(async (tx) => {
        if (replaced) {
          await tx.update(records).set({ deleted_at: clock() }).where(eq(records.id, replaced));
          await activityLogRepository.record(tx, { table_name: 'employees', target_id: id, action: 'reward-penalty-deleted', attributes: { record_id: replaced, replaced_by_report: true }, old: {}, causer_id: causer });
        }
        const [row] = await tx.insert(records).values({
          employee_id: id, type_id: type.id, reason_id: reason.id, reason: body.reason ?? null, event_at: body.event_at,
          report_finish_date: kind === 're' ? body.report_finish_date ?? null : null, discipline_at: body.discipline_at ?? null,
        }).returning();
        await activityLogRepository.record(tx, { table_name: 'employees', target_id: id, action: 'reward-penalty-created', attributes: { record_id: row!.id, type_id: type.id, event_at: body.event_at }, old: {}, causer_id: causer });
        return row!.id;
      });
      return shape(await find(id, rid));
    },

    async update(id: number, rid: number, body: RecordInput, causer: number) {
      const before = await find(id, rid);
      if (before.r.type_id !== body.employee_reward_penalty_type_id) throw invalidField('employee_reward_penalty_type_id', M.typeUnchangeable(before.type_name));
      const reason = await reasonOf(before.r.type_id, body.reason_guid);
      const kind = before.kind as PerformanceKind | null;
      const replaced = await guard(id, { id: rid, kind, event_at: body.event_at, report_finish_date: body.report_finish_date }, body.deleting_record);
      await db.transaction(async (tx) => {
        if (replaced) await tx.update(records).set({ deleted_at: clock() }).where(eq(records.id, replaced));
        await tx.update(records).set({
          reason_id: reason.id, reason: body.reason ?? null, event_at: body.event_at, report_finish_date: kind === 're' ? body.report_finish_date ?? null : null,
          discipline_at: body.discipline_at ?? null, updated_at: clock(),
        }).where(eq(records.id, rid));
        await activityLogRepository.record(tx, {
          table_name: 'employees', target_id: id, action: 'reward-penalty-updated', attributes: { record_id: rid, event_at: body.event_at, report_finish_date: body.report_finish_date ?? null, replaced },
          old: { event_at: before.r.event_at, report_finish_date: before.r.report_finish_date }, causer_id: causer,
        });
      });
      return shape(await find(id, rid));
    },

    async remove(id: number, rid: number, causer: number) {
      await find(id, rid);
      await db.transaction(async (tx) => {
        await tx.update(records).set({ deleted_at: clock() }).where(eq(records.id, rid));
        await activityLogRepository.record(tx, { table_name: 'employees', target_id: id, action: 'reward-penalty-deleted', attributes: { record_id: rid }, old: {}, causer_id: causer });
      });
    },

    async setEvaluated(id: number, rid: number, evaluated: boolean, causer: number) {
      const before = await find(id, rid);
      await db.transaction(async (tx) => {
        await tx.update(records).set({ evaluated, updated_at: clock() }).where(eq(records.id, rid));
        await activityLogRepository.record(tx, { table_name: 'employees', target_id: id, action: 'reward-penalty-updated', attributes: { record_id: rid, evaluated }, old: { evaluated: before.r.evaluated }, causer_id: causer });
      });
      return shape(await find(id, rid));
    },

    async changeReason(id: number, rid: number, guid: string, causer: number) {
      const before = await find(id, rid);
      const reason = await reasonOf(before.r.type_id, guid);
      await db.transaction(async (tx) => {
        await tx.update(records).set({ reason_id: reason.id, updated_at: clock() }).where(eq(records.id, rid));
        await activityLogRepository.record(tx, { table_name: 'employees', target_id: id, action: 'reward-penalty-updated', attributes: { record_id: rid, reason_id: reason.id }, old: { reason_id: before.r.reason_id }, causer_id: causer });
      });
      return shape(await find(id, rid));
    },
  };
}
