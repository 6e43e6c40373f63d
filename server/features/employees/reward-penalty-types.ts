import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { EMPLOYEE_MESSAGES as M } from '../../../src/contracts/employees/messages';
import type { RewardPenaltyType, rewardPenaltyTypeBody } from '../../../src/contracts/employees/reward-penalty';
import type { Executor } from '../../db/client';
import { pageMeta, type Page } from '../../db/sql';
import { invalidField, notFound, HttpError } from '../../plugins/http-errors';
import { activityLogRepository } from '../activity-log/activity-log.repository';
import { employeeRewardPenalties as records, rewardPenaltyReasons as reasons, rewardPenaltyTypes as types } from './employee-records.table';

type TypeBody = z.infer<typeof rewardPenaltyTypeBody>;
const TABLE = 'reward_penalty_types';

const reasonShape = (r: typeof reasons.$inferSelect) => ({
  id: r.id, guid: r.guid, name: r.name, code: r.code, attributes: { is_penalty: r.is_penalty, is_notified: r.is_notified },
  schedule_id: r.schedule_id, deleted_at: r.deleted_at?.toISOString() ?? null,
});

/** Types with their reasons; deleted reasons only when asked (old records still name them). */
export async function loadTypes(db: Executor, options: { ids?: number[]; withDeletedReasons?: boolean; page?: Page } = {}): Promise<RewardPenaltyType[]> {
  let q = db.select().from(types).where(and(isNull(types.deleted_at), options.ids ? inArray(types.id, options.ids) : undefined)).orderBy(asc(types.id)).$dynamic();
  if (options.page) q = q.limit(options.page.perpage).offset((options.page.page - 1) * options.page.perpage);
  const rows = await q;
  if (!rows.length) return [];
  const rs = await db.select().from(reasons).where(and(inArray(reasons.type_id, rows.map((t) => t.id)), options.withDeletedReasons ? undefined : isNull(reasons.deleted_at))).orderBy(asc(reasons.name));
  return rows.map((t) => ({
    id: t.id, name: t.name, type: t.type as 'reward' | 'penalty', type_id: t.id,
    performance_type: { status: t.performance_status, type: (t.performance_type as 're' | 'd' | null) ?? null },
    reasons: rs.filter((r) => r.type_id === t.id).map(reasonShape),
  }));
}

/** Administration of reward/penalty types (spec 1 §2 /employee-reward-penalty-type/list). */
export function rewardPenaltyTypesService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;

  async function mustFind(id: number, withDeletedReasons = false) {
    const [t] = await loadTypes(db, { ids: [id], withDeletedReasons });
    if (!t) throw notFound('Tip bulunamadı.');
    return t;
  }

  /** Reasons keep their guid: a reason sent back with its guid is updated, one without is new, one missing is soft-deleted. */
  async function saveReasons(tx: Executor, typeId: number, body: TypeBody) {
    const existing = await tx.select().from(reasons).where(and(eq(reasons.type_id, typeId), isNull(reasons.deleted_at)));
    const kept = new Set(body.reasons.map((r) => r.guid).filter(Boolean));
    for (const r of existing.filter((e) => !kept.has(e.guid))) await tx.update(reasons).set({ deleted_at: clock() }).where(eq(reasons.id, r.id));
    for (const r of body.reasons) {
      const values = { name: r.name, code: r.code, is_penalty: r.is_penalty, is_notified: r.is_notified, schedule_id: r.schedule_id ?? null };
      const match = r.guid ? existing.find((e) => e.guid === r.guid) : undefined;
      if (match) await tx.update(reasons).set({ ...values, updated_at: clock() }).where(eq(reasons.id, match.id));
      else await tx.insert(reasons).values({ type_id: typeId, ...values });
    }
  }

  return {
    async list(p: Page) {
      const [data, [total]] = await Promise.all([loadTypes(db, { page: p }), db.select({ n: count() }).from(types).where(isNull(types.deleted_at))]);
      return { data, meta: pageMeta(p, Number(total?.n ?? 0)) };
    },
    get: mustFind,
    /** Types of the same kind (reward or penalty) as {typeId}. */
    async sameKind(typeId: number) {
      const t = await mustFind(typeId);
      return (await loadTypes(db)).filter((x) => x.type === t.type);
    },
    async criteria(status: boolean) {
      const ts = (await loadTypes(db)).filter((t) => t.performance_type.status === status);
      return ts.flatMap((t) => t.reasons.map((r) => ({ ...r, type_id: t.id })));
    },
    async create(body: TypeBody, causer: number) {
      const id = await db.transaction(async (tx) => {
        const [row] = await tx.insert(types).values({ name: body.name, type: body.type, performance_status: body.performance_type.status, performance_type: body.performance_type.type }).returning();
        await saveReasons(tx, row!.id, body);
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: row!.id, action: 'created', attributes: { name: body.name, type: body.type }, causer_id: causer });
        return row!.id;
      });
      return mustFind(id);
    },
    async update(id: number, body: TypeBody, causer: number) {
      const before = await mustFind(id);
      if (before.type !== body.type) throw invalidField('type', M.typeUnchangeable(before.type));
      await db.transaction(async (tx) => {
        await tx.update(types).set({ name: body.name, performance_status: body.performance_type.status, performance_type: body.performance_type.type, updated_at: clock() }).where(eq(types.id, id));
        await saveReasons(tx, id, body);
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: id, action: 'updated', attributes: { name: body.name, reasons: body.reasons.length }, old: { name: before.name, reasons: before.reasons.length }, causer_id: causer });
      });
      return mustFind(id);
    },
    /** {id} = {typeId}: the type (refused while records use it); otherwise reason {id} of type {typeId}. */
    async remove(id: number, typeId: number, causer: number) {
      const type = await mustFind(typeId).catch(() => { throw new HttpError(404, { errors: { type: [M.typeDeleteFailed] } }); });
      await db.transaction(async (tx) => {
        if (id === typeId) {
          const [used] = await tx.select({ n: count() }).from(records).where(and(eq(records.type_id, typeId), isNull(records.deleted_at)));
          if (Number(used?.n ?? 0) > 0) throw new HttpError(422, { errors: { type: [M.typeDeleteFailed] } });
          await tx.update(types).set({ deleted_at: clock() }).where(eq(types.id, typeId));
          await activityLogRepository.record(tx, { table_name: TABLE, target_id: typeId, action: 'deleted', attributes: {}, old: { name: type.name }, causer_id: causer });
          return;
        }
        const reason = type.reasons.find((r) => r.id === id);
        if (!reason) throw new HttpError(404, { errors: { type: [M.typeDeleteFailed] } });
        await tx.update(reasons).set({ deleted_at: clock() }).where(eq(reasons.id, id));
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: typeId, action: 'updated', attributes: { reason_deleted: reason.name }, old: {}, causer_id: causer });
      });
    },
  };
}
