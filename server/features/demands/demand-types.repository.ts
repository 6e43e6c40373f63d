import { and, asc, count, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { uniqueTypeCode } from '../../db/numbering';
import { containsFolded, offsetOf, orderingOf, type Page } from '../../db/sql';
import { demandTypeRoles, demandTypes, demandTypeSequences } from './demands.table';

export type DemandTypeRow = typeof demandTypes.$inferSelect & { requests_count: number; role_ids: number[] };
export type DemandTypeValues = Pick<typeof demandTypes.$inferInsert, 'name' | 'sequence_yearly_reset'>;

// Written out in full: inside a subquery drizzle leaves column names unqualified.
const requestsCount = sql<number>`(select count(*)::int from demand_requests dr where dr.demand_type_id = "demand_types"."id" and dr.deleted_at is null)`;

const ORDERABLE = { created_at: demandTypes.created_at, name: demandTypes.name };

async function withRoles(db: Executor, rows: (typeof demandTypes.$inferSelect & { requests_count: number })[]): Promise<DemandTypeRow[]> {
  if (!rows.length) return [];
  const links = await db
    .select()
    .from(demandTypeRoles)
    .where(inArray(demandTypeRoles.demand_type_id, rows.map((r) => r.id)))
    .orderBy(asc(demandTypeRoles.role_id));
  return rows.map((r) => ({
    ...r,
    requests_count: Number(r.requests_count),
    role_ids: links.filter((l) => l.demand_type_id === r.id).map((l) => l.role_id),
  }));
}

export const demandTypesRepository = {
  async list(db: Executor, s: Page & { keyword?: string; ordering?: string }) {
    const conditions: SQL[] = [isNull(demandTypes.deleted_at)];
    if (s.keyword) conditions.push(containsFolded(demandTypes.name, s.keyword));
    const where = and(...conditions);
    const [rows, total] = await Promise.all([
      db.select({ ...getTableColumns(demandTypes), requests_count: requestsCount }).from(demandTypes).where(where)
        .orderBy(...orderingOf(s.ordering, ORDERABLE), asc(demandTypes.id)).limit(s.perpage).offset(offsetOf(s)),
      db.select({ total: count() }).from(demandTypes).where(where).then((r) => Number(r[0]?.total ?? 0)),
    ]);
    return { rows: await withRoles(db, rows), total };
  },

  /**
   * What raising a request needs of its live type, in one statement: numbering and routing (no
   * request count, which only the types list shows).
   */
  async forRequest(db: Executor, id: number) {
    const [row] = await db.select({
      id: demandTypes.id, code: demandTypes.code, sequence_yearly_reset: demandTypes.sequence_yearly_reset,
      role_ids: sql<number[]>`array(select r.role_id from demand_type_roles r where r.demand_type_id = "demand_types"."id" order by r.role_id)`,
    }).from(demandTypes).where(and(eq(demandTypes.id, id), isNull(demandTypes.deleted_at))).limit(1);
    return row && { ...row, role_ids: row.role_ids.map(Number) };
  },

  /** Every live type, by name (form dropdowns). */
  names(db: Executor) {
    return db.select({ id: demandTypes.id, name: demandTypes.name }).from(demandTypes)
      .where(isNull(demandTypes.deleted_at)).orderBy(asc(demandTypes.name), asc(demandTypes.id));
  },

  async find(db: Executor, id: number): Promise<DemandTypeRow | undefined> {
    const rows = await db.select({ ...getTableColumns(demandTypes), requests_count: requestsCount }).from(demandTypes)
      .where(and(eq(demandTypes.id, id), isNull(demandTypes.deleted_at))).limit(1);
    return (await withRoles(db, rows))[0];
  },

  async insert(db: Executor, values: DemandTypeValues) {
    const code = await uniqueTypeCode(db, 'demand_types', values.name);
    return db.insert(demandTypes).values({ ...values, code }).returning().then((r) => r[0]!);
  },

  update(db: Executor, id: number, values: DemandTypeValues, now: Date) {
    return db.update(demandTypes).set({ ...values, updated_at: now }).where(eq(demandTypes.id, id));
  },

  softDelete(db: Executor, id: number, now: Date) {
    return db.update(demandTypes).set({ deleted_at: now }).where(eq(demandTypes.id, id));
  },

  async setRoles(db: Executor, typeId: number, roleIds: readonly number[]) {
    await db.delete(demandTypeRoles).where(eq(demandTypeRoles.demand_type_id, typeId));
    if (roleIds.length) await db.insert(demandTypeRoles).values(roleIds.map((role_id) => ({ demand_type_id: typeId, role_id })));
  },

  /**
   * The next number of a type in a year (0 = the running counter), taken in the caller's
   * transaction: the row lock makes concurrent requests wait for each other, never share a number.
   */
  async nextNumber(db: Executor, typeId: number, year: number): Promise<number> {
    const [row] = await db
      .insert(demandTypeSequences)
      .values({ demand_type_id: typeId, year, last_number: 1 })
      .onConflictDoUpdate({
        target: [demandTypeSequences.demand_type_id, demandTypeSequences.year],
        set: { last_number: sql`${demandTypeSequences.last_number} + 1` },
      })
      .returning({ n: demandTypeSequences.last_number });
    return row!.n;
  },

};
