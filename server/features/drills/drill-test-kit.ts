import { and, eq } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../../db/seed/demo';
import type { TestApp } from '../../test/harness';
import { activityLog } from '../activity-log/activity-log.table';
import { positions, users } from '../auth/auth.table';
import { hashPassword } from '../auth/passwords';
import { roles } from '../organisation/organisation.table';
import { securityProjectPositions, securityProjects } from '../security-projects/security-projects.table';

/** Test helpers for the drills, warnings and shifts suites. */

export const projectId = async (t: TestApp, shortCode: string) =>
  (await t.database.db.select({ id: securityProjects.id }).from(securityProjects).where(eq(securityProjects.short_code, shortCode)).limit(1))[0]!.id;

/** A person whose only position holds the named role, member of the given projects; answers the position id. */
export async function person(t: TestApp, o: { username: string; first: string; last: string; role: string; projects: number[] }): Promise<number> {
  const db = t.database.db;
  const [r] = await db.select({ id: roles.id, department_id: roles.department_id }).from(roles).where(eq(roles.name, o.role)).limit(1);
  const [company] = await db.select({ company_id: positions.company_id }).from(positions).limit(1);
  const [user] = await db.insert(users).values({ name: o.username, first_name: o.first, last_name: o.last, password_hash: await hashPassword(DEMO_PASSWORD) }).returning();
  const [position] = await db.insert(positions)
    .values({ user_id: user!.id, company_id: company!.company_id, department_id: r!.department_id, role_id: r!.id, is_primary: true }).returning();
  for (const project of o.projects) await db.insert(securityProjectPositions).values({ security_project_id: project, position_id: position!.id });
  return position!.id;
}

/** The primary position of a demo user. */
export const positionOf = async (t: TestApp, username: string) =>
  (await t.database.db.select({ id: positions.id }).from(positions).innerJoin(users, eq(users.id, positions.user_id))
    .where(and(eq(users.name, username), eq(positions.is_primary, true))).limit(1))[0]!.id;

export async function logOf(t: TestApp, table: string, targetId: number) {
  return t.database.db.select({ action: activityLog.action, properties: activityLog.properties, causer_id: activityLog.causer_id })
    .from(activityLog).where(and(eq(activityLog.table_name, table), eq(activityLog.target_id, targetId))).orderBy(activityLog.id);
}

export const api = (t: TestApp, token: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.call(token, { method, url: `/api${url}`, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
