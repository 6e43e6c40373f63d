import { and, count, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ORGANISATION_MESSAGES as OM } from '../../../src/contracts/organisation/common';
import {
  PLACE_MESSAGES as M, placeInUse, type Facility, type facilityBody, type Region, type regionBody, type ShuttleStop, type shuttleStopBody,
} from '../../../src/contracts/organisation/places';
import { containsFolded, offsetOf, orderingOf, pageMeta, type Page } from '../../db/sql';
import { conflict, invalidField, notFound } from '../../plugins/http-errors';
import { activityLogRepository, changedFields } from '../activity-log/activity-log.repository';
import { securityProjects } from '../security-projects/security-projects.table';
import { facilities, regions, shuttleStops } from './organisation.table';
import { iso, makesCycle, rowsOf } from './shared';

type RegionIn = z.output<typeof regionBody>;
type StopIn = z.output<typeof shuttleStopBody>;
type FacilityIn = z.output<typeof facilityBody>;

const regionCols = {
  id: regions.id, security_project_id: regions.security_project_id, security_project_name: securityProjects.name, name: regions.name, created_at: regions.created_at,
  stops_count: sql<number>`(select count(*)::int from shuttle_stops s where s.region_id = "regions"."id" and s.deleted_at is null)`,
};
const stopCols = {
  id: shuttleStops.id, security_project_id: shuttleStops.security_project_id, security_project_name: securityProjects.name,
  region_id: shuttleStops.region_id, region_name: regions.name, stop_no: shuttleStops.stop_no, stop_name: shuttleStops.stop_name, created_at: shuttleStops.created_at,
};

/** Regions, shuttle stops (per security project and region) and the facility tree. */
export function placesService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;
  const log = activityLogRepository.record;

  const regionSelect = () => db.select(regionCols).from(regions).leftJoin(securityProjects, eq(securityProjects.id, regions.security_project_id));
  const stopSelect = () => db.select(stopCols).from(shuttleStops)
    .leftJoin(securityProjects, eq(securityProjects.id, shuttleStops.security_project_id)).leftJoin(regions, eq(regions.id, shuttleStops.region_id));
  const toRegion = (r: Awaited<ReturnType<ReturnType<typeof regionSelect>['execute']>>[number]): Region => ({ ...r, stops_count: Number(r.stops_count), created_at: iso(r.created_at) });
  const toStop = (r: Awaited<ReturnType<ReturnType<typeof stopSelect>['execute']>>[number]): ShuttleStop => ({ ...r, created_at: iso(r.created_at) });

  const projects = () => db.select({ id: securityProjects.id, name: securityProjects.name, short_code: securityProjects.short_code })
    .from(securityProjects).where(isNull(securityProjects.deleted_at)).orderBy(securityProjects.name);
  async function mustProject(id: number) {
    const [p] = await db.select({ id: securityProjects.id }).from(securityProjects).where(and(eq(securityProjects.id, id), isNull(securityProjects.deleted_at)));
    if (!p) throw invalidField('security_project_id', M.projectNotFound);
  }
  const employeesUsing = async (column: 'region_id' | 'shuttle_stop_id', id: number) =>
    Number(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from employees where ${sql.identifier(column)} = ${id} and deleted_at is null`))[0]?.n ?? 0);

  async function region(id: number) {
    const [r] = await regionSelect().where(and(eq(regions.id, id), isNull(regions.deleted_at)));
    if (!r) throw notFound();
    return toRegion(r);
  }
  async function stop(id: number) {
    const [r] = await stopSelect().where(and(eq(shuttleStops.id, id), isNull(shuttleStops.deleted_at)));
    if (!r) throw notFound();
    return toStop(r);
  }

  async function checkStop(b: StopIn, id?: number) {
    await mustProject(b.security_project_id);
    const [r] = await db.select({ project: regions.security_project_id }).from(regions).where(and(eq(regions.id, b.region_id), isNull(regions.deleted_at)));
    if (!r) throw invalidField('region_id', M.regionNotFound);
    if (r.project !== b.security_project_id) throw invalidField('region_id', M.regionNotInProject);
    const dup: SQL[] = [eq(shuttleStops.security_project_id, b.security_project_id), eq(shuttleStops.stop_no, b.stop_no), isNull(shuttleStops.deleted_at)];
    if (id) dup.push(ne(shuttleStops.id, id));
    if ((await db.select({ id: shuttleStops.id }).from(shuttleStops).where(and(...dup))).length) throw invalidField('stop_no', M.duplicateStopNo);
  }

  // Facilities: every live facility with its path from the root, in tree order.
  const tree = (where: SQL = sql`true`) => sql`
    with recursive t(id, parent_id, name, path, created_at, depth) as (
      select id, parent_id, name, array[name]::text[], created_at, 0 from facilities f
        where deleted_at is null and (parent_id is null or not exists (select 1 from facilities p where p.id = f.parent_id and p.deleted_at is null))
      union all
      select f.id, f.parent_id, f.name, t.path || f.name::text, f.created_at, t.depth + 1 from facilities f join t on f.parent_id = t.id
        where f.deleted_at is null and t.depth < 50
    )
    select t.*, (select p.name from facilities p where p.id = t.parent_id) as parent_name,
      (select count(*)::int from facilities c where c.parent_id = t.id and c.deleted_at is null) as children_count
    from t where ${where}`;
  type TreeRow = { id: number; parent_id: number | null; name: string; path: string[]; created_at: Date | string; parent_name: string | null; children_count: number };
  const toFacility = (r: TreeRow): Facility => ({
    id: Number(r.id), parent_id: r.parent_id == null ? null : Number(r.parent_id), parent_name: r.parent_name ?? null, name: r.name, path: r.path,
    children_count: Number(r.children_count), created_at: new Date(r.created_at).toISOString(),
  });
  async function facility(id: number) {
    const [r] = rowsOf<TreeRow>(await db.execute(tree(sql`t.id = ${id}`)));
    if (!r) throw notFound();
    return toFacility(r);
  }
  async function checkFacility(b: FacilityIn, id?: number) {
    if (!b.parent_id) return;
    const [p] = await db.select({ id: facilities.id }).from(facilities).where(and(eq(facilities.id, b.parent_id), isNull(facilities.deleted_at)));
    if (!p) throw invalidField('parent_id', OM.parentNotFound);
    if (id && (await makesCycle(db, 'facilities', id, b.parent_id))) throw invalidField('parent_id', OM.parentCycle);
  }

  return {
    async regions(q: Page & { security_project_id?: number; name?: string; ordering?: string }) {
      const where: SQL[] = [isNull(regions.deleted_at)];
      if (q.security_project_id) where.push(eq(regions.security_project_id, q.security_project_id));
      if (q.name) where.push(containsFolded(regions.name, q.name));
      const [rows, [total]] = await Promise.all([
        regionSelect().where(and(...where)).orderBy(...orderingOf(q.ordering, { created_at: regions.created_at, name: regions.name }), regions.id).limit(q.perpage).offset(offsetOf(q)),
        db.select({ n: count() }).from(regions).where(and(...where)),
      ]);
      return { data: rows.map(toRegion), meta: pageMeta(q, Number(total?.n ?? 0)) };
    },
    regionForm: async (id?: number) => ({ region: id ? await region(id) : null, security_projects: await projects() }),
    async createRegion(b: RegionIn, causer: number) {
      await mustProject(b.security_project_id);
      const id = await db.transaction(async (tx) => {
        const [r] = await tx.insert(regions).values(b).returning({ id: regions.id });
        await log(tx, { table_name: 'regions', target_id: r!.id, action: 'created', attributes: { ...b }, causer_id: causer });
        return r!.id;
      });
      return region(id);
    },
    async updateRegion(id: number, b: RegionIn, causer: number) {
      const before = await region(id);
      await mustProject(b.security_project_id);
      await db.transaction(async (tx) => {
        await tx.update(regions).set({ ...b, updated_at: clock() }).where(eq(regions.id, id));
        await log(tx, { table_name: 'regions', target_id: id, action: 'updated', ...changedFields(before, { ...b }), causer_id: causer });
      });
      return region(id);
    },
    async deleteRegion(id: number, causer: number) {
      const before = await region(id);
      const employees = await employeesUsing('region_id', id);
      if (before.stops_count || employees) throw conflict(placeInUse('region', { stops: before.stops_count, employees }));
      await db.transaction(async (tx) => {
        await tx.update(regions).set({ deleted_at: clock() }).where(eq(regions.id, id));
        await log(tx, { table_name: 'regions', target_id: id, action: 'deleted', attributes: {}, old: { name: before.name, security_project_id: before.security_project_id }, causer_id: causer });
      });
    },

    async stops(q: Page & { security_project_id?: number; region_id?: number; name?: string; ordering?: string }) {
      const where: SQL[] = [isNull(shuttleStops.deleted_at)];
      if (q.security_project_id) where.push(eq(shuttleStops.security_project_id, q.security_project_id));
      if (q.region_id) where.push(eq(shuttleStops.region_id, q.region_id));
      if (q.name) where.push(containsFolded(shuttleStops.stop_name, q.name));
      const [rows, [total]] = await Promise.all([
        stopSelect().where(and(...where)).orderBy(...orderingOf(q.ordering, { created_at: shuttleStops.created_at, stop_no: shuttleStops.stop_no, stop_name: shuttleStops.stop_name }), shuttleStops.id)
          .limit(q.perpage).offset(offsetOf(q)),
        db.select({ n: count() }).from(shuttleStops).where(and(...where)),
      ]);
      return { data: rows.map(toStop), meta: pageMeta(q, Number(total?.n ?? 0)) };
    },
    async stopForm(id: number | undefined, projectId: number | undefined) {
      const s = id ? await stop(id) : null;
      const p = projectId ?? s?.security_project_id ?? undefined;
      const regionList = p
        ? await db.select({ id: regions.id, name: regions.name }).from(regions).where(and(eq(regions.security_project_id, p), isNull(regions.deleted_at))).orderBy(regions.name)
        : [];
      return { stop: s, security_projects: await projects(), regions: regionList };
    },
    async createStop(b: StopIn, causer: number) {
      await checkStop(b);
      const id = await db.transaction(async (tx) => {
        const [r] = await tx.insert(shuttleStops).values(b).returning({ id: shuttleStops.id });
        await log(tx, { table_name: 'shuttle_stops', target_id: r!.id, action: 'created', attributes: { ...b }, causer_id: causer });
        return r!.id;
      });
      return stop(id);
    },
    async updateStop(id: number, b: StopIn, causer: number) {
      const before = await stop(id);
      await checkStop(b, id);
      await db.transaction(async (tx) => {
        await tx.update(shuttleStops).set({ ...b, updated_at: clock() }).where(eq(shuttleStops.id, id));
        await log(tx, { table_name: 'shuttle_stops', target_id: id, action: 'updated', ...changedFields(before, { ...b }), causer_id: causer });
      });
      return stop(id);
    },
    async deleteStop(id: number, causer: number) {
      const before = await stop(id);
      const employees = await employeesUsing('shuttle_stop_id', id);
      if (employees) throw conflict(placeInUse('stop', { employees }));
      await db.transaction(async (tx) => {
        await tx.update(shuttleStops).set({ deleted_at: clock() }).where(eq(shuttleStops.id, id));
        await log(tx, { table_name: 'shuttle_stops', target_id: id, action: 'deleted', attributes: {}, old: { stop_no: before.stop_no, stop_name: before.stop_name }, causer_id: causer });
      });
    },

    async facilities(q: Page & { payload?: string; parent_id?: number }) {
      const conds: SQL[] = [];
      if (q.payload) conds.push(containsFolded(sql`array_to_string(t.path, ' / ')`, q.payload));
      if (q.parent_id) conds.push(sql`t.parent_id = ${q.parent_id}`);
      const where = conds.length ? sql.join(conds, sql` and `) : sql`true`;
      const rows = rowsOf<TreeRow>(await db.execute(sql`${tree(where)} order by t.path limit ${q.perpage} offset ${offsetOf(q)}`));
      const total = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${tree(where)}) x`))[0]?.n ?? 0;
      return { data: rows.map(toFacility), meta: pageMeta(q, Number(total)) };
    },
    async facilityForm(id?: number) {
      const all = rowsOf<TreeRow>(await db.execute(sql`${tree()} order by t.path`)).map(toFacility);
      // a facility cannot sit under itself or its own subtree
      const own = id ? await facility(id) : null;
      const parents = all.filter((f) => !own || !(f.path.length >= own.path.length && own.path.every((n, i) => f.path[i] === n)));
      return { facility: own, parents: parents.map((f) => ({ id: f.id, name: f.name, path: f.path })) };
    },
    async createFacility(b: FacilityIn, causer: number) {
      await checkFacility(b);
      const v = { name: b.name, parent_id: b.parent_id ?? null };
      const id = await db.transaction(async (tx) => {
        const [r] = await tx.insert(facilities).values(v).returning({ id: facilities.id });
        await log(tx, { table_name: 'facilities', target_id: r!.id, action: 'created', attributes: v, causer_id: causer });
        return r!.id;
      });
      return facility(id);
    },
    async updateFacility(id: number, b: FacilityIn, causer: number) {
      const before = await facility(id);
      await checkFacility(b, id);
      const v = { name: b.name, parent_id: b.parent_id ?? null };
      await db.transaction(async (tx) => {
        await tx.update(facilities).set({ ...v, updated_at: clock() }).where(eq(facilities.id, id));
        await log(tx, { table_name: 'facilities', target_id: id, action: 'updated', ...changedFields(before, v), causer_id: causer });
      });
      return facility(id);
    },
    async deleteFacility(id: number, causer: number) {
      const before = await facility(id);
      if (before.children_count) throw conflict(placeInUse('facility', { children: before.children_count }));
      await db.transaction(async (tx) => {
        await tx.update(facilities).set({ deleted_at: clock() }).where(eq(facilities.id, id));
        await log(tx, { table_name: 'facilities', target_id: id, action: 'deleted', attributes: {}, old: { name: before.name, parent_id: before.parent_id }, causer_id: causer });
      });
    },
  };
}
