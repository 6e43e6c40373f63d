import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { AuditProjectItem, RecordKey } from '../../../src/contracts/audits/schemas';
import type { Executor } from '../../db/client';
import { offsetOf, orderingOf, type Page } from '../../db/sql';
import { securityProjects } from '../security-projects/security-projects.table';
import { auditProjects, audits } from './audits.table';

// Written out: inside a subquery drizzle leaves column names unqualified.
const findingsCount = sql<number>`(select count(*)::int from audit_findings f where f.audit_project_id = "audit_projects"."id")`;

const columns = {
  id: auditProjects.id,
  uuid: auditProjects.uuid,
  audit_id: auditProjects.audit_id,
  audit_uuid: audits.uuid,
  security_project_id: auditProjects.security_project_id,
  security_project_name: securityProjects.name,
  security_project_short_code: securityProjects.short_code,
  security_project_type: securityProjects.type,
  started_at: auditProjects.started_at,
  ended_at: auditProjects.ended_at,
  media_url: auditProjects.media_url,
  findings_count: findingsCount,
  created_at: auditProjects.created_at,
  updated_at: auditProjects.updated_at,
};

export type ProjectRow = {
  id: number; uuid: string; audit_id: number; audit_uuid: string; security_project_id: number; security_project_name: string;
  security_project_short_code: string; security_project_type: string; started_at: string; ended_at: string; media_url: string | null;
  findings_count: number; created_at: Date; updated_at: Date;
};
export type ProjectValues = typeof auditProjects.$inferInsert;

const ORDERABLE = { created_at: auditProjects.created_at, started_at: auditProjects.started_at, id: auditProjects.id };
const byKey = (key: RecordKey) => (typeof key === 'number' ? eq(auditProjects.id, key) : eq(auditProjects.uuid, key));

function query(db: Executor) {
  return db.select(columns).from(auditProjects)
    .innerJoin(audits, eq(audits.id, auditProjects.audit_id))
    .innerJoin(securityProjects, eq(securityProjects.id, auditProjects.security_project_id));
}

export function toProjectItem(r: ProjectRow, family: string): AuditProjectItem {
  return {
    id: r.id, uuid: r.uuid, audit_id: r.audit_id, audit_uuid: r.audit_uuid, security_project_id: r.security_project_id,
    security_project: { id: r.security_project_id, name: r.security_project_name, short_code: r.security_project_short_code, type: r.security_project_type },
    started_at: r.started_at, ended_at: r.ended_at, media_url: family === 'ggh' ? r.media_url : null, findings_count: Number(r.findings_count),
    created_at: r.created_at.toISOString(), updated_at: r.updated_at.toISOString(),
  };
}

export const auditProjectsRepository = {
  async list(db: Executor, auditId: number, s: Page & { ordering?: string }) {
    const where = eq(auditProjects.audit_id, auditId);
    const [rows, total] = await Promise.all([
      query(db).where(where).orderBy(...orderingOf(s.ordering ?? 'created_at', ORDERABLE), asc(auditProjects.id)).limit(s.perpage).offset(offsetOf(s)),
      db.select({ total: count() }).from(auditProjects).where(where).then((r) => Number(r[0]?.total ?? 0)),
    ]);
    return { rows: rows as ProjectRow[], total };
  },

  listAll(db: Executor, auditId: number): Promise<ProjectRow[]> {
    return query(db).where(eq(auditProjects.audit_id, auditId)).orderBy(asc(auditProjects.created_at), asc(auditProjects.id)) as Promise<ProjectRow[]>;
  },

  find(db: Executor, auditId: number, key: RecordKey): Promise<ProjectRow | undefined> {
    return query(db).where(and(eq(auditProjects.audit_id, auditId), byKey(key))).limit(1).then((r) => r[0] as ProjectRow | undefined);
  },

  /** A project by id or uuid with its audit's id (media url paths name the project alone). */
  findAny(db: Executor, key: RecordKey): Promise<ProjectRow | undefined> {
    return query(db).where(byKey(key)).limit(1).then((r) => r[0] as ProjectRow | undefined);
  },

  findByUuid(db: Executor, uuid: string) {
    return db.select().from(auditProjects).where(eq(auditProjects.uuid, uuid)).limit(1).then((r) => r[0]);
  },

  insert(db: Executor, values: ProjectValues): Promise<number> {
    return db.insert(auditProjects).values(values).returning({ id: auditProjects.id }).then((r) => r[0]!.id);
  },

  update(db: Executor, id: number, values: Partial<ProjectValues>) {
    return db.update(auditProjects).set(values).where(eq(auditProjects.id, id));
  },

  remove(db: Executor, id: number) {
    return db.delete(auditProjects).where(eq(auditProjects.id, id));
  },
};
