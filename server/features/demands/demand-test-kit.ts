import { rmSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../../db/seed/demo';
import type { TestApp } from '../../test/harness';
import { positions, users } from '../auth/auth.table';
import { hashPassword } from '../auth/passwords';
import { activityLog } from '../activity-log/activity-log.table';
import { rolePermissions, roles } from '../organisation/organisation.table';

/** Test helpers for the demands suites: users in the demo roles, grants, calls, log reads. */

export async function roleId(t: TestApp, name: string): Promise<number> {
  const [row] = await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.name, name)).limit(1);
  return row!.id;
}

/** A user whose only position holds the named demo role; answers its token. */
export async function userInRole(t: TestApp, username: string, role: string, first = 'Test', last = 'Kullanıcı'): Promise<string> {
  const db = t.database.db;
  const [r] = await db.select({ id: roles.id, department_id: roles.department_id }).from(roles).where(eq(roles.name, role)).limit(1);
  const [company] = await db.select({ company_id: positions.company_id }).from(positions).limit(1);
  const [user] = await db.insert(users).values({ name: username, first_name: first, last_name: last, password_hash: await hashPassword(DEMO_PASSWORD) }).returning();
  await db.insert(positions).values({ user_id: user!.id, company_id: company!.company_id, department_id: r!.department_id, role_id: r!.id, is_primary: true });
  return t.login(username);
}

export async function grant(t: TestApp, role: string, permission: string): Promise<void> {
  await t.database.db.insert(rolePermissions).values({ role_id: await roleId(t, role), permission }).onConflictDoNothing();
}

export async function logOf(t: TestApp, table: string, targetId: number) {
  return t.database.db.select({ action: activityLog.action, properties: activityLog.properties, causer_id: activityLog.causer_id })
    .from(activityLog).where(and(eq(activityLog.table_name, table), eq(activityLog.target_id, targetId))).orderBy(activityLog.id);
}

export const json = (token: string | null, t: TestApp, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.call(token, { method, url: `/api${url}`, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

export function removeFiles(t: TestApp): void {
  const dir = t.app.deps.config.filesDir;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
