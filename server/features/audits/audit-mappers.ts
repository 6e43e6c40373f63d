import { eq, inArray, sql } from 'drizzle-orm';
import {
  AUDIT_FAMILY_CONFIG, AUDIT_RATINGS, AUDIT_REPORT_STATUSES, optionName, type AuditOption,
} from '../../../src/contracts/audits/families';
import { auditActions, auditLockReason, findingsLockReason, type LockViewer } from '../../../src/contracts/audits/lock';
import type { AuditItem, OptionRef, PositionRef } from '../../../src/contracts/audits/schemas';
import type { Executor } from '../../db/client';
import { positions, users } from '../auth/auth.table';
import { referenceItemsRepository } from '../reference-lists/reference-items';
import { securityProjectRefs } from './audit-access';
import { auditsRepository as repo, type AuditRow } from './audits.repository';

const fullName = sql<string>`concat_ws(' ', ${users.first_name}, ${users.middle_name}, ${users.last_name})`;

/** Positions as records name them: id, user, the person's full name. */
export async function positionRefs(db: Executor, ids: readonly (number | null | undefined)[]): Promise<Map<number, PositionRef>> {
  const unique = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (!unique.length) return new Map();
  const rows = await db.select({ id: positions.id, user_id: positions.user_id, full_name: fullName }).from(positions)
    .leftJoin(users, eq(users.id, positions.user_id)).where(inArray(positions.id, unique));
  return new Map(rows.map((r) => [r.id, { id: r.id, user_id: r.user_id ?? null, full_name: r.full_name ?? '' }]));
}

export const optionRef = (options: readonly AuditOption[], id: number | null | undefined): OptionRef | null => {
  const name = optionName(options, id);
  return name === null || id == null ? null : { id, name };
};

/** 'yyyy-mm-dd HH:mm' from the database's timestamp text. */
export const wallClock = (value: string) => value.replace('T', ' ').slice(0, 16);
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Everything the audit items of these rows show, read in a few queries. */
export async function toAuditItems(db: Executor, rows: readonly AuditRow[], viewer: LockViewer): Promise<AuditItem[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [linked, counts] = await Promise.all([repo.securityProjectIds(db, ids), repo.counts(db, ids)]);
  const positionIds = rows.flatMap((r) => [
    r.primary_supervisor_id, r.optional_supervisor_id, r.submitter_position_id, r.reviewer_position_id, r.rejected_position_id, r.creator_position_id,
  ]);
  const projectIds = [...rows.map((r) => r.security_project_id ?? 0).filter(Boolean), ...[...linked.values()].flat()];
  const [people, projects, labels] = await Promise.all([
    positionRefs(db, positionIds),
    securityProjectRefs(db, projectIds),
    referenceItemsRepository.labels(db, rows.flatMap((r) => [r.title_id ?? 0, r.flight_code_id ?? 0]).filter(Boolean)),
  ]);
  const person = (id: number | null) => (id === null ? null : people.get(id) ?? null);
  const label = (id: number | null) => (id === null || !labels.has(id) ? null : { id, label: labels.get(id)! });
  return rows.map((r) => {
    const lockAudit = { ...r, observer_approved_at: r.observer_approved_at, admin_approved_at: r.admin_approved_at };
    const projectRefs = AUDIT_FAMILY_CONFIG[r.family].hasProjects
      ? (linked.get(r.id) ?? []).map((id) => projects.get(id)).filter((p) => p !== undefined)
      : [];
    const uogProject = r.security_project_id ? projects.get(r.security_project_id) ?? null : null;
    return {
      id: r.id, uuid: r.uuid, family: r.family, audit_code: r.audit_code,
      started_at: wallClock(r.started_at), ended_at: wallClock(r.ended_at),
      title_id: r.title_id, title: label(r.title_id),
      rating_id: r.rating_id, rating: optionRef(AUDIT_RATINGS, r.rating_id),
      extra_rating: r.extra_rating,
      report_status_id: r.report_status_id, report_status: optionRef(AUDIT_REPORT_STATUSES, r.report_status_id),
      primary_supervisor_id: r.primary_supervisor_id, primary_supervisor: person(r.primary_supervisor_id),
      optional_supervisor_id: r.optional_supervisor_id, optional_supervisor: person(r.optional_supervisor_id),
      submitter_position_id: r.submitter_position_id, submitter_position: person(r.submitter_position_id),
      reviewer_position_id: r.reviewer_position_id, reviewer_position: person(r.reviewer_position_id),
      is_submitted: r.is_submitted, is_reviewed: r.is_reviewed, is_approved: r.is_approved, is_rejected: r.is_rejected,
      submitted_at: iso(r.submitted_at), observer_approved_at: iso(r.observer_approved_at), admin_approved_at: iso(r.admin_approved_at),
      rejected_at: iso(r.rejected_at), rejected_position: person(r.rejected_position_id),
      security_projects: uogProject && !projectRefs.length ? [uogProject] : projectRefs,
      security_project_id: r.security_project_id, security_project: uogProject,
      flight_code_id: r.flight_code_id, flight_code: label(r.flight_code_id),
      media_url: r.media_url,
      projects_count: counts.get(r.id)?.projects ?? 0, findings_count: counts.get(r.id)?.findings ?? 0,
      creator_position_id: r.creator_position_id, creator: person(r.creator_position_id),
      created_at: r.created_at.toISOString(), updated_at: r.updated_at.toISOString(),
      lock_reason: auditLockReason(r.family, lockAudit, viewer),
      findings_lock_reason: findingsLockReason(r.family, lockAudit, viewer),
      actions: auditActions(r.family, lockAudit, viewer),
    };
  });
}

export async function toAuditItem(db: Executor, row: AuditRow, viewer: LockViewer): Promise<AuditItem> {
  return (await toAuditItems(db, [row], viewer))[0]!;
}
