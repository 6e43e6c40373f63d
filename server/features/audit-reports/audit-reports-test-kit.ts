import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { and, asc, eq } from 'drizzle-orm';
import type { AuditFamily } from '../../../src/contracts/audits/families';
import type { TestApp } from '../../test/harness';
import { positions, users } from '../auth/auth.table';
import { auditFindingImages, auditFindingPositions, auditFindings, auditProjects, auditSecurityProjects, audits } from '../audits/audits.table';
import { files } from '../files/files.table';
import { rolePermissions, roles } from '../organisation/organisation.table';
import { securityProjects } from '../security-projects/security-projects.table';
import { inspectPdf } from './pdf/pdf-inspect.test-support';

/**
 * Audit data for the report suites, written straight into the audits feature's tables (the
 * reports read them; making them through the audits API is that feature's own test).
 */

export async function positionOf(t: TestApp, username: string): Promise<number> {
  const [row] = await t.database.db.select({ id: positions.id }).from(positions).innerJoin(users, eq(users.id, positions.user_id))
    .where(and(eq(users.name, username), eq(positions.is_primary, true))).limit(1);
  return row!.id;
}

export async function projectId(t: TestApp, shortCode: string): Promise<number> {
  const [row] = await t.database.db.select({ id: securityProjects.id }).from(securityProjects).where(eq(securityProjects.short_code, shortCode)).limit(1);
  return row!.id;
}

export interface NewAudit {
  family: AuditFamily;
  code: string;
  supervisor: number;
  creator?: number;
  securityProjects?: number[];
  /** uog: the audit's own project. */
  securityProject?: number;
  started?: string;
  ratingId?: number;
  titleId?: number | null;
}

export async function makeAudit(t: TestApp, a: NewAudit) {
  const db = t.database.db;
  const [audit] = await db.insert(audits).values({
    uuid: randomUUID(), family: a.family, audit_code: a.code, started_at: a.started ?? '2026-03-02 08:30', ended_at: '2026-03-02 17:00',
    primary_supervisor_id: a.supervisor, creator_position_id: a.creator ?? a.supervisor, rating_id: a.ratingId ?? 1, report_status_id: 1,
    title_id: a.titleId ?? null, security_project_id: a.securityProject ?? null,
  }).returning();
  for (const id of a.securityProjects ?? []) await db.insert(auditSecurityProjects).values({ audit_id: audit!.id, security_project_id: id });
  return audit!;
}

export async function makeProject(t: TestApp, auditId: number, securityProjectId: number, mediaUrl: string | null = null) {
  const [project] = await t.database.db.insert(auditProjects).values({
    uuid: randomUUID(), audit_id: auditId, security_project_id: securityProjectId, started_at: '08:30', ended_at: '12:00', media_url: mediaUrl,
  }).returning();
  return project!;
}

export interface NewFinding {
  auditId: number;
  projectId: number | null;
  title?: string | null;
  ratingId?: number;
  personalText?: string | null;
  storage?: 'table' | 'row' | null;
  positions?: number[];
  photos?: Buffer[];
  times?: [string, string];
}

export async function makeFinding(t: TestApp, f: NewFinding) {
  const db = t.database.db;
  const [finding] = await db.insert(auditFindings).values({
    uuid: randomUUID(), audit_id: f.auditId, audit_project_id: f.projectId, rating_id: f.ratingId ?? 3, title: f.title ?? null,
    personal_text: f.personalText ?? null, personel_storage_type: f.storage ?? null, started_at: f.times?.[0] ?? null, ended_at: f.times?.[1] ?? null,
  }).returning();
  for (const position_id of f.positions ?? []) await db.insert(auditFindingPositions).values({ finding_id: finding!.id, position_id });
  for (const [i, bytes] of (f.photos ?? []).entries()) {
    const { sha256, size } = await t.app.fileStore.put(bytes);
    const [file] = await db.insert(files).values({ sha256, size, mime_type: 'image/png', original_name: `foto-${i + 1}.png` }).returning();
    await db.insert(auditFindingImages).values({ finding_id: finding!.id, file_id: file!.id, sha256, mime_type: 'image/png', size, original_name: file!.original_name });
  }
  return finding!;
}

/** Takes a permission away from a demo role (answers a function that gives it back). */
export async function revoke(t: TestApp, role: string, permission: string): Promise<() => Promise<void>> {
  const db = t.database.db;
  const [r] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, role)).orderBy(asc(roles.id)).limit(1);
  await db.delete(rolePermissions).where(and(eq(rolePermissions.role_id, r!.id), eq(rolePermissions.permission, permission)));
  return async () => {
    await db.insert(rolePermissions).values({ role_id: r!.id, permission }).onConflictDoNothing();
  };
}

export const get = (t: TestApp, token: string | null, url: string) => t.call(token, { method: 'GET', url: `/api${url}` });
export const post = (t: TestApp, token: string | null, url: string, payload: unknown) =>
  t.call(token, { method: 'POST', url: `/api${url}`, payload: payload as Record<string, unknown> });

/** The PDF's text as a viewer reads it, and the images it paints. */
export async function pdfOf(res: { rawPayload: Buffer; headers: Record<string, unknown> }) {
  if (res.headers['content-type'] !== 'application/pdf') throw new Error(`not a PDF: ${String(res.headers['content-type'])} ${res.rawPayload.toString().slice(0, 300)}`);
  const read = await inspectPdf(res.rawPayload);
  return { ...read, imageCount: read.images.reduce((a, b) => a + b, 0) };
}

export function removeFiles(t: TestApp): void {
  const dir = t.app.deps.config.filesDir;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
