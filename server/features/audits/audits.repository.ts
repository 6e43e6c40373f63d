import { and, count, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AuditFamily } from '../../../src/contracts/audits/families';
import type { RecordKey } from '../../../src/contracts/audits/schemas';
import type { Executor } from '../../db/client';
import { containsFolded, offsetOf, orderingOf, type Page } from '../../db/sql';
import { auditSecurityProjects, audits } from './audits.table';

export type AuditRow = typeof audits.$inferSelect;
export type AuditValues = typeof audits.$inferInsert;

/** Who sees which audits (audit-access.ts): everything, or their projects' and their own. */
export interface AuditScope {
  all: boolean;
  positionId: number;
  projectIds: readonly number[];
}

export interface AuditFilters {
  audit_code?: string;
  started_at?: string;
  ended_at?: string;
  security_projects?: readonly number[];
  title_id?: number;
  rating_id?: number;
  extra_rating?: number;
  supervisor_id?: number;
  report_status_id?: number;
  flight_code_id?: number;
}

const ORDERABLE = {
  created_at: audits.created_at, started_at: audits.started_at, ended_at: audits.ended_at, audit_code: audits.audit_code, id: audits.id,
};

export const byKey = (key: RecordKey) => (typeof key === 'number' ? eq(audits.id, key) : eq(audits.uuid, key));
const live = (family: AuditFamily) => and(eq(audits.family, family), isNull(audits.deleted_at))!;

/** Audits of these security projects: the ggh/k9 link table, or the uog audit's own project. */
function ofProjects(ids: readonly number[]): SQL {
  return or(
    inArray(audits.security_project_id, [...ids]),
    inArray(audits.id, sql`(select asp.audit_id from audit_security_projects asp where asp.security_project_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}))`),
  )!;
}

export function visibleTo(scope: AuditScope): SQL | undefined {
  if (scope.all) return undefined;
  const own = [
    eq(audits.primary_supervisor_id, scope.positionId),
    eq(audits.optional_supervisor_id, scope.positionId),
    eq(audits.creator_position_id, scope.positionId),
  ];
  return or(...own, ...(scope.projectIds.length ? [ofProjects(scope.projectIds)] : []));
}

/** '2026-03-01' -> the next day's date, for an inclusive 'until' bound. */
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function filtersOf(f: AuditFilters): SQL[] {
  const out: SQL[] = [];
  if (f.audit_code) out.push(containsFolded(audits.audit_code, f.audit_code));
  if (f.started_at) out.push(gte(audits.started_at, `${f.started_at} 00:00:00`));
  if (f.ended_at) out.push(lt(audits.ended_at, `${nextDay(f.ended_at)} 00:00:00`));
  if (f.security_projects?.length) out.push(ofProjects(f.security_projects));
  if (f.title_id) out.push(eq(audits.title_id, f.title_id));
  if (f.rating_id) out.push(eq(audits.rating_id, f.rating_id));
  if (f.extra_rating) out.push(eq(audits.extra_rating, f.extra_rating));
  if (f.report_status_id) out.push(eq(audits.report_status_id, f.report_status_id));
  if (f.flight_code_id) out.push(eq(audits.flight_code_id, f.flight_code_id));
  if (f.supervisor_id) out.push(or(eq(audits.primary_supervisor_id, f.supervisor_id), eq(audits.optional_supervisor_id, f.supervisor_id))!);
  return out;
}

export const auditsRepository = {
  /** A live audit of the family by id or uuid, when the scope sees it. */
  async find(db: Executor, family: AuditFamily, key: RecordKey, scope?: AuditScope, lock = false): Promise<AuditRow | undefined> {
    const query = db.select().from(audits).where(and(live(family), byKey(key), scope ? visibleTo(scope) : undefined)).limit(1);
    return (lock ? query.for('update') : query).then((r) => r[0]);
  },

  /** Any audit with this uuid (deleted ones and other families too): a device's id is taken once. */
  findByUuid(db: Executor, uuid: string): Promise<AuditRow | undefined> {
    return db.select().from(audits).where(eq(audits.uuid, uuid)).limit(1).then((r) => r[0]);
  },

  async search(db: Executor, family: AuditFamily, scope: AuditScope, filters: AuditFilters, s: Page & { ordering?: string }) {
    const where = and(live(family), visibleTo(scope), ...filtersOf(filters));
    const [rows, total] = await Promise.all([
      db.select().from(audits).where(where).orderBy(...orderingOf(s.ordering, ORDERABLE), audits.id).limit(s.perpage).offset(offsetOf(s)),
      db.select({ total: count() }).from(audits).where(where).then((r) => Number(r[0]?.total ?? 0)),
    ]);
    return { rows, total };
  },

  /** The export's ids in the list's order (the id last makes it total), at most `limit`. */
  exportIds(db: Executor, family: AuditFamily, scope: AuditScope, filters: AuditFilters, ordering: string | undefined, limit: number): Promise<number[]> {
    return db.select({ id: audits.id }).from(audits).where(and(live(family), visibleTo(scope), ...filtersOf(filters)))
      .orderBy(...orderingOf(ordering, ORDERABLE), audits.id).limit(limit).then((rows) => rows.map((r) => r.id));
  },

  /** The audits with these ids, in no particular order (one page of the export). */
  byIds(db: Executor, ids: readonly number[]): Promise<AuditRow[]> {
    return db.select().from(audits).where(inArray(audits.id, [...ids]));
  },

  insert(db: Executor, values: AuditValues): Promise<AuditRow> {
    return db.insert(audits).values(values).returning().then((r) => r[0]!);
  },

  update(db: Executor, id: number, values: Partial<AuditValues>): Promise<AuditRow> {
    return db.update(audits).set(values).where(eq(audits.id, id)).returning().then((r) => r[0]!);
  },

  softDelete(db: Executor, id: number, now: Date) {
    return db.update(audits).set({ deleted_at: now }).where(eq(audits.id, id));
  },

  async securityProjectIds(db: Executor, auditIds: readonly number[]): Promise<Map<number, number[]>> {
    const out = new Map<number, number[]>();
    if (!auditIds.length) return out;
    const rows = await db.select().from(auditSecurityProjects).where(inArray(auditSecurityProjects.audit_id, [...auditIds]))
      .orderBy(auditSecurityProjects.security_project_id);
    for (const r of rows) out.set(r.audit_id, [...(out.get(r.audit_id) ?? []), r.security_project_id]);
    return out;
  },

  async setSecurityProjects(db: Executor, auditId: number, ids: readonly number[]) {
    await db.delete(auditSecurityProjects).where(eq(auditSecurityProjects.audit_id, auditId));
    if (ids.length) await db.insert(auditSecurityProjects).values(ids.map((security_project_id) => ({ audit_id: auditId, security_project_id })));
  },

  /** Projects and findings per audit. */
  async counts(db: Executor, auditIds: readonly number[]): Promise<Map<number, { projects: number; findings: number }>> {
    const out = new Map<number, { projects: number; findings: number }>();
    if (!auditIds.length) return out;
    const ids = sql.join(auditIds.map((id) => sql`${id}`), sql`, `);
    const result = await db.execute(sql`
      select a.id,
        (select count(*)::int from audit_projects p where p.audit_id = a.id) as projects,
        (select count(*)::int from audit_findings f where f.audit_id = a.id) as findings
      from audits a where a.id in (${ids})`);
    for (const r of (result as unknown as { rows: { id: number; projects: number; findings: number }[] }).rows) {
      out.set(Number(r.id), { projects: Number(r.projects), findings: Number(r.findings) });
    }
    return out;
  },
};
