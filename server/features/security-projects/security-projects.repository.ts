import { and, count, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { SecurityProjectType } from '../../../src/contracts/security-project-types';
import type { Executor } from '../../db/client';
import { containsFolded, offsetOf, orderingOf, personName, type Page } from '../../db/sql';
import { positionItemColumns } from '../people/people.repository';
import { positions, users } from '../auth/auth.table';
import { employees } from '../employees/employees.table';
import { companies, departments, roles } from '../organisation/organisation.table';
import { securityProjectPositions, securityProjects } from './security-projects.table';

export type ProjectRow = typeof securityProjects.$inferSelect;
export type ProjectValues = Pick<typeof securityProjects.$inferInsert, 'name' | 'short_code' | 'type' | 'enable' | 'schedule_id' | 'sgk_workplace_no'>;

// Written out in full: inside a subquery drizzle leaves column names unqualified.
const membersCount = sql<number>`(select count(*)::int from security_project_positions spp where spp.security_project_id = "security_projects"."id")`;

const ORDERABLE = {
  created_at: securityProjects.created_at,
  name: securityProjects.name,
  short_code: securityProjects.short_code,
  type: securityProjects.type,
};

export interface ProjectSearch extends Page {
  keyword?: string;
  type?: SecurityProjectType;
  ordering?: string;
}

export const securityProjectsRepository = {
  async search(db: Executor, s: ProjectSearch) {
    const conditions: SQL[] = [isNull(securityProjects.deleted_at)];
    if (s.keyword) conditions.push(or(containsFolded(securityProjects.name, s.keyword), containsFolded(securityProjects.short_code, s.keyword))!);
    if (s.type) conditions.push(eq(securityProjects.type, s.type));
    const where = and(...conditions);
    const [rows, total] = await Promise.all([
      db.select({ ...getColumns(), members_count: membersCount }).from(securityProjects).where(where)
        .orderBy(...orderingOf(s.ordering, ORDERABLE), securityProjects.id).limit(s.perpage).offset(offsetOf(s)),
      db.select({ total: count() }).from(securityProjects).where(where).then((r) => Number(r[0]?.total ?? 0)),
    ]);
    return { rows, total };
  },

  find(db: Executor, id: number) {
    return db.select({ ...getColumns(), members_count: membersCount }).from(securityProjects)
      .where(and(eq(securityProjects.id, id), isNull(securityProjects.deleted_at))).limit(1).then((r) => r[0]);
  },

  async shortCodeTaken(db: Executor, code: string, exceptId?: number) {
    const conditions = [eq(securityProjects.short_code, code), isNull(securityProjects.deleted_at)];
    if (exceptId) conditions.push(ne(securityProjects.id, exceptId));
    return (await db.select({ id: securityProjects.id }).from(securityProjects).where(and(...conditions)).limit(1)).length > 0;
  },

  insert(db: Executor, values: ProjectValues) {
    return db.insert(securityProjects).values(values).returning().then((r) => r[0]!);
  },

  update(db: Executor, id: number, values: ProjectValues, now: Date) {
    return db.update(securityProjects).set({ ...values, updated_at: now }).where(eq(securityProjects.id, id)).returning().then((r) => r[0]!);
  },

  softDelete(db: Executor, id: number, now: Date) {
    return db.update(securityProjects).set({ deleted_at: now }).where(eq(securityProjects.id, id));
  },

  async members(db: Executor, projectId: number, page: Page & { keyword?: string }) {
    const conditions: SQL[] = [eq(securityProjectPositions.security_project_id, projectId), isNull(positions.deleted_at)];
    if (page.keyword) conditions.push(containsFolded(personName(users), page.keyword));
    const where = and(...conditions);
    const [rows, total] = await Promise.all([
      membersQuery(db).where(where)
        .orderBy(sql`${securityProjectPositions.created_at} desc`, positions.id)
        .limit(page.perpage).offset(offsetOf(page)),
      db.select({ total: count() }).from(securityProjectPositions)
        .innerJoin(positions, eq(positions.id, securityProjectPositions.position_id))
        .innerJoin(users, eq(users.id, positions.user_id))
        .where(where).then((r) => Number(r[0]?.total ?? 0)),
    ]);
    return { rows, total };
  },

  member(db: Executor, projectId: number, positionId: number) {
    return membersQuery(db)
      .where(and(eq(securityProjectPositions.security_project_id, projectId), eq(securityProjectPositions.position_id, positionId)))
      .limit(1).then((r) => r[0]);
  },

  membership(db: Executor, projectId: number, positionId: number) {
    return db.select().from(securityProjectPositions)
      .where(and(eq(securityProjectPositions.security_project_id, projectId), eq(securityProjectPositions.position_id, positionId)))
      .limit(1).then((r) => r[0]);
  },

  addMember(db: Executor, projectId: number, positionId: number) {
    return db.insert(securityProjectPositions).values({ security_project_id: projectId, position_id: positionId }).returning().then((r) => r[0]!);
  },

  removeMember(db: Executor, projectId: number, positionId: number) {
    return db.delete(securityProjectPositions)
      .where(and(eq(securityProjectPositions.security_project_id, projectId), eq(securityProjectPositions.position_id, positionId)));
  },
};

/** Members are position items plus when they joined. */
function membersQuery(db: Executor) {
  return db
    .select({ ...positionItemColumns, member_id: securityProjectPositions.id, added_at: securityProjectPositions.created_at })
    .from(securityProjectPositions)
    .innerJoin(positions, eq(positions.id, securityProjectPositions.position_id))
    .leftJoin(users, eq(users.id, positions.user_id))
    .leftJoin(employees, eq(employees.user_id, positions.user_id))
    .innerJoin(companies, eq(companies.id, positions.company_id))
    .innerJoin(departments, eq(departments.id, positions.department_id))
    .innerJoin(roles, eq(roles.id, positions.role_id));
}

function getColumns() {
  const t = securityProjects;
  return {
    id: t.id, name: t.name, short_code: t.short_code, type: t.type, enable: t.enable,
    schedule_id: t.schedule_id, sgk_workplace_no: t.sgk_workplace_no, created_at: t.created_at, updated_at: t.updated_at,
  };
}
