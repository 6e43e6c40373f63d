import { and, asc, eq } from 'drizzle-orm';
import type { AuditFamily } from '../../../src/contracts/audits/families';
import type { TestApp } from '../../test/harness';
import { positions, users } from '../auth/auth.table';
import { uuidv7 } from '../../db/numbering';
import { referenceItems } from '../reference-lists/reference-lists.table';
import { securityProjectPositions, securityProjects } from '../security-projects/security-projects.table';

/** Test helpers for the audit suites: people, projects, valid bodies, calls. */

export const FAMILIES: AuditFamily[] = ['ggh', 'k9', 'uog'];

export async function positionOf(t: TestApp, username: string): Promise<number> {
  const [row] = await t.database.db.select({ id: positions.id }).from(positions).innerJoin(users, eq(users.id, positions.user_id))
    .where(and(eq(users.name, username), eq(positions.is_primary, true))).limit(1);
  return row!.id;
}

export async function projectId(t: TestApp, code: string): Promise<number> {
  const [row] = await t.database.db.select({ id: securityProjects.id }).from(securityProjects).where(eq(securityProjects.short_code, code)).limit(1);
  return row!.id;
}

export async function refId(t: TestApp, list: string, n = 0): Promise<number> {
  const rows = await t.database.db.select({ id: referenceItems.id }).from(referenceItems).where(eq(referenceItems.list, list)).orderBy(asc(referenceItems.id));
  return rows[n]!.id;
}

export async function joinProject(t: TestApp, username: string, code: string): Promise<void> {
  await t.database.db.insert(securityProjectPositions).values({ security_project_id: await projectId(t, code), position_id: await positionOf(t, username) })
    .onConflictDoNothing();
}

export const call = (t: TestApp, token: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.call(token, { method, url: `/api${url}`, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

/** The project the family's audits use in these tests: IST (ggh, k9 are ggh-typed there), ESB (uog). */
export const projectCodeOf = (family: AuditFamily) => (family === 'uog' ? 'ESB' : 'IST');

/** A valid create body for the family, supervised by `supervisor`. */
export async function auditBody(t: TestApp, family: AuditFamily, supervisor: number, over: Record<string, unknown> = {}) {
  const common = {
    started_at: family === 'ggh' ? '2026-04-01' : '2026-04-01 08:30', ended_at: family === 'ggh' ? '2026-04-02' : '2026-04-01 17:00',
    title_id: await refId(t, `${family}-title`), rating_id: 2, extra_rating: 3, primary_supervisor_id: supervisor,
  };
  const pid = await projectId(t, projectCodeOf(family));
  const specific = family === 'uog'
    ? { security_project_id: pid, flight_code_id: await refId(t, 'uog-flight-code'), media_url: 'https://medya.example/a.mp4' }
    : { security_projects: [pid], report_status_id: 1 };
  return { ...common, ...specific, ...over };
}

export function findingBody(family: AuditFamily, person: number, over: Record<string, unknown> = {}) {
  if (family === 'ggh') return { rating_id: 3, title: 'Kapı kontrolü eksik.', personal_text: 'Vardiya A', positions: [person], ...over };
  if (family === 'k9') return { rating_id: 2, title: 'Köpek ekibi geç geldi.', personel_storage_type: 'table', selected_personals: [person], ...over };
  return { rating_id: 1, started_at: '09:00', ended_at: '09:30', selectedPersonals: [person], personal_text: 'Ali Kaya, Ayşe Demir', ...over };
}

/** Paths of one audit: its own, its project's (ggh, k9), its findings'. */
export function pathsOf(family: AuditFamily, audit: string | number, project?: string | number) {
  const base = `/${family}/audit/${audit}`;
  return {
    audit: base,
    projects: `${base}/project`,
    project: (pid: string | number) => `${base}/project/${pid}`,
    findings: family === 'uog' ? `${base}/finding` : `${base}/project/${project}/finding`,
  };
}

/** An audit with one project (ggh, k9) and one finding, made by `token`; answers ids. */
export async function auditWithFinding(t: TestApp, token: string, family: AuditFamily, supervisor: number, person: number) {
  const audit = (await call(t, token, 'POST', `/${family}/audit`, await auditBody(t, family, supervisor))).json().data;
  let project: { id: number } | undefined;
  if (family !== 'uog') {
    project = (await call(t, token, 'POST', `/${family}/audit/${audit.id}/project`, {
      security_project_id: await projectId(t, projectCodeOf(family)), started_at: '09:00', ended_at: '11:00',
    })).json().data;
  }
  const paths = pathsOf(family, audit.id, project?.id);
  const finding = (await call(t, token, 'POST', paths.findings, findingBody(family, person))).json().data;
  return { audit, project, finding, paths };
}

export const newUuid = () => uuidv7(Date.now());
