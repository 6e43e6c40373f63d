import { and, eq, inArray } from 'drizzle-orm';
import { addDays, turkeyDate } from '../../../src/contracts/dashboard';
import type { WsdPeriod } from '../../../src/contracts/work-schedule-demand-options';
import type { WorkScheduleDemand, WsdDemandBody } from '../../../src/contracts/work-schedule-demands';
import type { TestApp } from '../../test/harness';
import { positions, users } from '../auth/auth.table';
import { securityProjectPositions, securityProjects } from '../security-projects/security-projects.table';
import { userInRole } from '../demands/demand-test-kit';

/** Helpers of the work-schedule demand suites. */

export const api = (t: TestApp, token: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.call(token, { method, url: `/api${url}`, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

export const todayOf = (t: TestApp) => turkeyDate(t.now.value);
export const dayFrom = (t: TestApp, days: number) => addDays(todayOf(t), days);

export async function projectIds(t: TestApp, codes: string[]): Promise<number[]> {
  const rows = await t.database.db.select({ id: securityProjects.id, code: securityProjects.short_code }).from(securityProjects)
    .where(inArray(securityProjects.short_code, codes));
  return codes.map((c) => rows.find((r) => r.code === c)!.id);
}

/**
 * A period taking requests now (IST ggh + ESB uog unless told), shift days from `shiftFrom` days
 * from today for 60 days, made through the API by the given options administrator.
 */
export async function makePeriod(t: TestApp, admin: string, o: { name?: string; shiftFrom?: number; ggh?: string[]; uog?: string[]; closesInHours?: number } = {}): Promise<WsdPeriod> {
  const now = t.now.value.getTime();
  const shiftFrom = o.shiftFrom ?? 1;
  const res = await api(t, admin, 'POST', '/gss/work-schedule-demand-period', {
    name: o.name ?? `Test dönemi ${now}-${Math.random()}`,
    request_start_date: new Date(now - 3600_000).toISOString(),
    request_end_date: new Date(now + (o.closesInHours ?? 240) * 3600_000).toISOString(),
    shift_start_date: dayFrom(t, shiftFrom), shift_end_date: dayFrom(t, shiftFrom + 60),
    ggh_projects_ids: await projectIds(t, o.ggh ?? ['IST']), uog_projects_ids: await projectIds(t, o.uog ?? ['ESB']),
  });
  if (res.statusCode !== 201) throw new Error(`period: ${res.statusCode} ${res.body}`);
  return res.json().data as WsdPeriod;
}

export async function typeId(t: TestApp, admin: string, name: string): Promise<number> {
  const res = await api(t, admin, 'GET', `/gss/work-schedule-demand-type?keyword=${encodeURIComponent(name)}`);
  return (res.json().data as { id: number; name: string }[]).find((x) => x.name === name)!.id;
}

export async function scheduleId(t: TestApp, admin: string, code: string): Promise<number> {
  const res = await api(t, admin, 'GET', `/gss/work-schedule-demand-work-schedule?keyword=${code}`);
  return (res.json().data as { id: number; shiftCode: string }[]).find((x) => x.shiftCode === code)!.id;
}

export async function makeDemand(t: TestApp, token: string, body: WsdDemandBody): Promise<WorkScheduleDemand> {
  const res = await api(t, token, 'POST', '/gss/work-schedule-demand', body);
  if (res.statusCode !== 201) throw new Error(`demand: ${res.statusCode} ${res.body}`);
  return res.json().data as WorkScheduleDemand;
}

/** A requester (Personel role) who works at these projects; answers its token. */
export async function fieldWorker(t: TestApp, username: string, codes: string[] = ['IST']): Promise<string> {
  const token = await userInRole(t, username, 'Personel', 'Deniz', 'Kaya');
  const db = t.database.db;
  const [row] = await db.select({ position_id: positions.id }).from(positions).innerJoin(users, eq(users.id, positions.user_id))
    .where(and(eq(users.name, username))).limit(1);
  for (const id of await projectIds(t, codes)) await db.insert(securityProjectPositions).values({ security_project_id: id, position_id: row!.position_id });
  return token;
}
