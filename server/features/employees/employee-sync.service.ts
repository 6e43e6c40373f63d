import { count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { EMPLOYEE_MESSAGES as M } from '../../../src/contracts/employees/messages';
import type { SYNC_ACTIONS, SYNC_PROVIDERS } from '../../../src/contracts/employees/record';
import { pageMeta, type Page } from '../../db/sql';
import { notFound } from '../../plugins/http-errors';
import { activityLogRepository } from '../activity-log/activity-log.repository';
import { employeeSyncRuns } from './employee-records.table';
import { employees } from './employees.table';

type Provider = (typeof SYNC_PROVIDERS)[number];
type Action = (typeof SYNC_ACTIONS)[number];
const FLAG = { lms: 'is_sync_with_lms', portal: 'is_sync_with_portal', schedule: 'is_sync_with_schedule' } as const;

/**
 * The sync panel (spec 1 §2): manual sends to the LMS, the portal and the schedule service. No
 * such system is reachable here, so the built-in target records the run and sets the employee's
 * sync flag (docs/decisions/employees.md); every run is kept and logged.
 */
export function employeeSyncService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;
  const shape = (r: typeof employeeSyncRuns.$inferSelect) => ({
    id: r.id, provider: r.provider, action: r.action, queue: r.queue, status: r.status, payload: r.payload, created_at: r.created_at.toISOString(),
  });
  async function employee(id: number) {
    const [e] = await db.select().from(employees).where(eq(employees.id, id));
    if (!e) throw notFound(M.notFound);
    return e;
  }
  return {
    async runs(id: number, p: Page) {
      const e = await employee(id);
      const where = eq(employeeSyncRuns.employee_id, id);
      const [rows, [total]] = await Promise.all([
        db.select().from(employeeSyncRuns).where(where).orderBy(desc(employeeSyncRuns.id)).limit(p.perpage).offset((p.page - 1) * p.perpage),
        db.select({ n: count() }).from(employeeSyncRuns).where(where),
      ]);
      return {
        data: rows.map(shape), meta: pageMeta(p, Number(total?.n ?? 0)),
        helper: { flags: { is_sync_with_lms: e.is_sync_with_lms, is_sync_with_portal: e.is_sync_with_portal, is_sync_with_schedule: e.is_sync_with_schedule }, external_ids: { gps_id: e.gps_id, schedule_id: e.schedule_id } },
      };
    },
    async run(id: number, body: { action: Action; queue: boolean; provider: Provider }, causer: number) {
      const e = await employee(id);
      const payload = { employee_id: e.id, national_id_number: e.national_id_number, full_name: e.full_name, role_id: e.role_id, security_project_id: e.security_project_id, gps_id: e.gps_id, schedule_id: e.schedule_id };
      const synced = body.action !== 'delete';
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(employeeSyncRuns).values({ employee_id: id, provider: body.provider, action: body.action, queue: body.queue, status: 'done', payload, causer_id: causer }).returning();
        await tx.update(employees).set({ [FLAG[body.provider]]: synced, updated_at: clock() }).where(eq(employees.id, id));
        await activityLogRepository.record(tx, { table_name: 'employees', target_id: id, action: 'sync', attributes: { provider: body.provider, action: body.action, [FLAG[body.provider]]: synced }, old: { [FLAG[body.provider]]: e[FLAG[body.provider]] }, causer_id: causer });
        return shape(row!);
      });
    },

    /** Records counted in performance (their type's performance status), by year: the card's history until performance cards land. */
    /** The employee's performance cards (performance feature), newest period first. */
    async performanceHistory(id: number, p: Page) {
      await employee(id);
      type Row = { id: number; period: string; score: number | null; created_at: Date | string };
      const where = sql`c.employee_id = ${id} and c.deleted_at is null and p.deleted_at is null`;
      const [list, total] = await Promise.all([
        db.execute(sql`select c.id, p.name || coalesce(' — ' || c.performance_rating, '') as period, c.score::float8 as score, c.created_at
          from performance_cards c join performance_periods p on p.id = c.performance_period_id where ${where}
          order by p.start_at desc, c.id desc limit ${p.perpage} offset ${(p.page - 1) * p.perpage}`),
        db.execute(sql`select count(*)::int as n from performance_cards c join performance_periods p on p.id = c.performance_period_id where ${where}`),
      ]);
      const rows = (list as unknown as { rows: Row[] }).rows;
      const n = Number((total as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
      return { data: rows.map((r) => ({ id: r.id, period: r.period, score: r.score === null ? null : Number(r.score), created_at: new Date(r.created_at).toISOString() })), meta: pageMeta(p, n) };
    },
  };
}
