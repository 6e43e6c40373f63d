import { and, asc, count, desc, eq, exists, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { REASON_LISTS, type ReasonKind } from '../../../src/contracts/employees/reference';
import { containsFolded, orderingOf, pageMeta, type Page } from '../../db/sql';
import { invalidField, notFound, warning } from '../../plugins/http-errors';
import { activityLogRepository } from '../activity-log/activity-log.repository';
import { securityProjects } from '../security-projects/security-projects.table';
import { employeeReasons, employeeSeasonProjects, employeeSeasons } from './employee-lists.table';
import { employees } from './employees.table';

interface SeasonBody { name: string; start_date: string; end_date: string; security_projects: number[] }

/** Seasons (with their projects) and the exit / re-employ reasons. */
export function employeeReferenceService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;

  async function seasonsOf(rows: (typeof employeeSeasons.$inferSelect)[]) {
    const links = rows.length
      ? await db.select({ season_id: employeeSeasonProjects.season_id, id: securityProjects.id, name: securityProjects.name })
        .from(employeeSeasonProjects).innerJoin(securityProjects, eq(securityProjects.id, employeeSeasonProjects.security_project_id))
        .where(inArray(employeeSeasonProjects.season_id, rows.map((r) => r.id))).orderBy(securityProjects.name)
      : [];
    return rows.map((s) => ({
      id: s.id, name: s.name, start_date: s.start_date, end_date: s.end_date, created_at: s.created_at.toISOString(),
      security_projects: links.filter((l) => l.season_id === s.id).map(({ id, name }) => ({ id, name })),
    }));
  }
  async function season(id: number) {
    const rows = await db.select().from(employeeSeasons).where(and(eq(employeeSeasons.id, id), isNull(employeeSeasons.deleted_at)));
    if (!rows.length) throw notFound('Sezon bulunamadı.');
    return (await seasonsOf(rows))[0]!;
  }
  async function checkProjects(ids: number[]) {
    if (!ids.length) return;
    const found = await db.select({ id: securityProjects.id }).from(securityProjects).where(and(inArray(securityProjects.id, ids), isNull(securityProjects.deleted_at)));
    if (found.length !== new Set(ids).size) throw invalidField('security_projects', 'Geçersiz proje seçimi.');
  }
  const projectOptions = () => db.select({ id: securityProjects.id, name: securityProjects.name }).from(securityProjects).where(isNull(securityProjects.deleted_at)).orderBy(securityProjects.name);

  const reasonShape = (r: typeof employeeReasons.$inferSelect) => ({ id: r.id, name: r.name, sequence_yearly_reset: (r.sequence_yearly_reset ? 1 : 0) as 0 | 1, created_at: r.created_at.toISOString() });
  async function reason(kind: ReasonKind, id: number) {
    const [r] = await db.select().from(employeeReasons).where(and(eq(employeeReasons.id, id), eq(employeeReasons.kind, kind), isNull(employeeReasons.deleted_at)));
    if (!r) throw notFound(`${REASON_LISTS[kind].noun} bulunamadı.`);
    return r;
  }

  return {
    async seasons(q: Page & { name?: string; started_at?: string; ended_at?: string; security_projects?: number[]; ordering?: string }) {
      const where = and(
        isNull(employeeSeasons.deleted_at),
        q.name ? containsFolded(employeeSeasons.name, q.name) : undefined,
        q.started_at ? gte(employeeSeasons.start_date, q.started_at) : undefined,
        q.ended_at ? lte(employeeSeasons.end_date, q.ended_at) : undefined,
        q.security_projects?.length ? exists(db.select({ x: sql`1` }).from(employeeSeasonProjects)
          .where(and(eq(employeeSeasonProjects.season_id, employeeSeasons.id), inArray(employeeSeasonProjects.security_project_id, q.security_projects)))) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db.select().from(employeeSeasons).where(where).orderBy(...orderingOf(q.ordering, { created_at: employeeSeasons.created_at, start_date: employeeSeasons.start_date, name: employeeSeasons.name }), desc(employeeSeasons.id))
          .limit(q.perpage).offset((q.page - 1) * q.perpage),
        db.select({ n: count() }).from(employeeSeasons).where(where),
      ]);
      return { data: await seasonsOf(rows), meta: pageMeta(q, Number(total?.n ?? 0)) };
    },
    seasonForm: async (id?: number) => ({ security_projects: await projectOptions(), item: id ? await season(id) : null }),
    async createSeason(body: SeasonBody, causer: number) {
      await checkProjects(body.security_projects);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx.insert(employeeSeasons).values({ name: body.name, start_date: body.start_date, end_date: body.end_date }).returning();
        if (body.security_projects.length) await tx.insert(employeeSeasonProjects).values([...new Set(body.security_projects)].map((p) => ({ season_id: row!.id, security_project_id: p })));
        await activityLogRepository.record(tx, { table_name: 'employee_seasons', target_id: row!.id, action: 'created', attributes: { ...body }, causer_id: causer });
        return row!.id;
      });
      return season(id);
    },
    async updateSeason(id: number, body: SeasonBody, causer: number) {
      const before = await season(id);
      await checkProjects(body.security_projects);
      await db.transaction(async (tx) => {
        await tx.update(employeeSeasons).set({ name: body.name, start_date: body.start_date, end_date: body.end_date, updated_at: clock() }).where(eq(employeeSeasons.id, id));
        await tx.delete(employeeSeasonProjects).where(eq(employeeSeasonProjects.season_id, id));
        if (body.security_projects.length) await tx.insert(employeeSeasonProjects).values([...new Set(body.security_projects)].map((p) => ({ season_id: id, security_project_id: p })));
        await activityLogRepository.record(tx, {
          table_name: 'employee_seasons', target_id: id, action: 'updated', attributes: { ...body },
          old: { name: before.name, start_date: before.start_date, end_date: before.end_date, security_projects: before.security_projects.map((p) => p.id) }, causer_id: causer,
        });
      });
      return season(id);
    },
    async deleteSeason(id: number, causer: number) {
      const before = await season(id);
      const [used] = await db.select({ n: count() }).from(employees).where(and(eq(employees.term_season_id, id), isNull(employees.deleted_at)));
      if (Number(used?.n ?? 0) > 0) throw warning('Bu sezonda çalışan personel olduğu için sezon silinemez.');
      await db.transaction(async (tx) => {
        await tx.update(employeeSeasons).set({ deleted_at: clock() }).where(eq(employeeSeasons.id, id));
        await activityLogRepository.record(tx, { table_name: 'employee_seasons', target_id: id, action: 'deleted', attributes: {}, old: { name: before.name }, causer_id: causer });
      });
    },

    async reasons(kind: ReasonKind, q: Page & { keyword?: string }) {
      const where = and(eq(employeeReasons.kind, kind), isNull(employeeReasons.deleted_at), q.keyword ? containsFolded(employeeReasons.name, q.keyword) : undefined);
      const [rows, [total]] = await Promise.all([
        db.select().from(employeeReasons).where(where).orderBy(asc(employeeReasons.name)).limit(q.perpage).offset((q.page - 1) * q.perpage),
        db.select({ n: count() }).from(employeeReasons).where(where),
      ]);
      return { data: rows.map(reasonShape), meta: pageMeta(q, Number(total?.n ?? 0)) };
    },
    reasonForm: async (kind: ReasonKind, id?: number) => ({ item: id ? reasonShape(await reason(kind, id)) : null }),
    async createReason(kind: ReasonKind, body: { name: string; sequence_yearly_reset: 0 | 1 }, causer: number) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(employeeReasons).values({ kind, ...body }).returning();
        await activityLogRepository.record(tx, { table_name: 'employee_reasons', target_id: row!.id, action: 'created', attributes: { kind, ...body }, causer_id: causer });
        return reasonShape(row!);
      });
    },
    async updateReason(kind: ReasonKind, id: number, body: { name: string; sequence_yearly_reset: 0 | 1 }, causer: number) {
      const before = await reason(kind, id);
      return db.transaction(async (tx) => {
        const [row] = await tx.update(employeeReasons).set({ ...body, updated_at: clock() }).where(eq(employeeReasons.id, id)).returning();
        await activityLogRepository.record(tx, { table_name: 'employee_reasons', target_id: id, action: 'updated', attributes: body, old: { name: before.name, sequence_yearly_reset: before.sequence_yearly_reset }, causer_id: causer });
        return reasonShape(row!);
      });
    },
    async deleteReason(kind: ReasonKind, id: number, causer: number) {
      const before = await reason(kind, id);
      await db.transaction(async (tx) => {
        await tx.update(employeeReasons).set({ deleted_at: clock() }).where(eq(employeeReasons.id, id));
        await activityLogRepository.record(tx, { table_name: 'employee_reasons', target_id: id, action: 'deleted', attributes: {}, old: { name: before.name }, causer_id: causer });
      });
    },
  };
}
