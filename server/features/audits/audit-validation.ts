import { and, inArray, isNull } from 'drizzle-orm';
import {
  AUDIT_EXTRA_RATINGS, AUDIT_FAMILY_CONFIG, AUDIT_MESSAGES as M, AUDIT_RATINGS, AUDIT_REPORT_STATUSES, type AuditOption,
} from '../../../src/contracts/audits/families';
import type { Executor } from '../../db/client';
import { invalidField } from '../../plugins/http-errors';
import { positions } from '../auth/auth.table';
import { requireReferenceItem } from '../reference-lists/reference-items';
import { allowedSecurityProjects, type AuditActor } from './audit-access';

/** Field checks the schemas cannot make: fixed lists, live references, people, projects. */

export function requireOption(options: readonly AuditOption[], id: number | null | undefined, field: string, message: string): void {
  if (id != null && !options.some((o) => o.id === id)) throw invalidField(field, message);
}

export function requireRatings(body: { rating_id?: number | null; extra_rating?: number | null; report_status_id?: number | null }) {
  requireOption(AUDIT_RATINGS, body.rating_id, 'rating_id', M.noRatingName);
  requireOption(AUDIT_EXTRA_RATINGS, body.extra_rating, 'extra_rating', M.noRatingName);
  requireOption(AUDIT_REPORT_STATUSES, body.report_status_id, 'report_status_id', M.noReportStatus);
}

/** Live positions for each field; answers the ids in order. */
export async function requirePositions(db: Executor, field: string, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  const rows = await db.select({ id: positions.id }).from(positions).where(and(inArray(positions.id, unique), isNull(positions.deleted_at)));
  if (rows.length !== unique.length) throw invalidField(field, M.positionNotFound);
}

/**
 * A reference (title, flight code) must be a live item of the family's list; an edit may keep
 * the one the audit already had even when it was deleted since.
 */
export async function requireReference(db: Executor, list: string, id: number, field: string, kept?: number | null): Promise<void> {
  if (kept === id) return;
  await requireReferenceItem(db, list, id, field);
}

/** Security projects the audit names must be open to the position (kept ones may stay). */
export async function requireSecurityProjects(db: Executor, actor: AuditActor, field: string, ids: readonly number[], kept: readonly number[] = []) {
  const allowed = new Set((await allowedSecurityProjects(db, actor)).map((p) => p.id));
  if (ids.some((id) => !allowed.has(id) && !kept.includes(id))) throw invalidField(field, M.projectNotAllowed);
}

export const titleListOf = (actor: AuditActor) => AUDIT_FAMILY_CONFIG[actor.family].titleList;
export const flightCodeListOf = (actor: AuditActor) => AUDIT_FAMILY_CONFIG[actor.family].flightCodeList ?? 'uog-flight-code';
