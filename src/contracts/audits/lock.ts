import { AUDIT_FAMILY_CONFIG, AUDIT_MESSAGES as M, type AuditFamily } from './families';

/**
 * THE edit-lock rule of spec 2 §4 and the workflow guards, as pure functions the server enforces
 * and the client shows (docs/decisions/audits.md):
 *
 * - locked when approved and the position lacks the edit-audit permission;
 * - or submitted and not yet reviewed, the position is a supervisor of it and lacks the permission;
 * - or rejected and the position is not a supervisor of it;
 * - administrate-{family}-audits overrides the lock. It is also "the edit-audit permission";
 * - findings: for ggh the override holds while the audit is not reviewed ("for ggh also edit
 *   findings while not reviewed"); once reviewed, ggh findings follow the rule above for everyone.
 *
 * Guards answer a Turkish refusal, or null when the action is allowed.
 */
export const NO_PERMISSION = 'Bu işlem için yetkiniz bulunmamaktadır.';

/** The parts of an audit the rule reads (a server row or the client's audit item). */
export interface LockAudit {
  is_submitted: boolean;
  is_reviewed: boolean;
  is_approved: boolean;
  is_rejected: boolean;
  primary_supervisor_id: number | null;
  optional_supervisor_id: number | null;
  /** Optional: the creator may submit too. */
  creator_position_id?: number | null;
  observer_approved_at: unknown;
  admin_approved_at: unknown;
}

export interface LockViewer {
  positionId: number;
  permissions: ReadonlySet<string> | readonly string[];
}

export type AuditState = 'draft' | 'pending' | 'approved' | 'rejected';

const holds = (viewer: LockViewer, permission: string): boolean =>
  Array.isArray(viewer.permissions)
    ? (viewer.permissions as readonly string[]).includes(permission)
    : (viewer.permissions as ReadonlySet<string>).has(permission);

const perms = (family: AuditFamily) => AUDIT_FAMILY_CONFIG[family].permissions;

export const isSupervisorOf = (audit: LockAudit, positionId: number): boolean =>
  audit.primary_supervisor_id === positionId || audit.optional_supervisor_id === positionId;

/** draft (never sent or sent back by nobody), pending (submitted, not reviewed), approved, rejected. */
export function auditState(audit: Pick<LockAudit, 'is_submitted' | 'is_reviewed' | 'is_approved' | 'is_rejected'>): AuditState {
  if (audit.is_approved) return 'approved';
  if (audit.is_rejected) return 'rejected';
  if (audit.is_submitted && !audit.is_reviewed) return 'pending';
  return 'draft';
}

/** The rule without the override: why the position may not edit, or null. */
function ruleLock(family: AuditFamily, audit: LockAudit, viewer: LockViewer): string | null {
  const editPermission = holds(viewer, perms(family).administrate);
  const supervisor = isSupervisorOf(audit, viewer.positionId);
  if (audit.is_approved && !editPermission) return M.lockedApproved;
  if (audit.is_submitted && !audit.is_reviewed && supervisor && !editPermission) return M.lockedSubmitted;
  if (audit.is_rejected && !supervisor) return M.lockedRejected;
  return null;
}

/** Why the audit itself (its fields, projects, media urls, deletion) is locked for the position, or null. */
export function auditLockReason(family: AuditFamily, audit: LockAudit, viewer: LockViewer): string | null {
  if (holds(viewer, perms(family).administrate)) return null;
  return ruleLock(family, audit, viewer);
}

/** Why the audit's findings (and their photos) are locked for the position, or null. */
export function findingsLockReason(family: AuditFamily, audit: LockAudit, viewer: LockViewer): string | null {
  if (holds(viewer, perms(family).administrate)) {
    if (family !== 'ggh' || !audit.is_reviewed) return null;
    // A reviewed ggh audit: the rule itself, where only a supervisor keeps a rejected audit open.
    return audit.is_approved ? M.lockedApproved : isSupervisorOf(audit, viewer.positionId) ? null : M.lockedRejected;
  }
  return ruleLock(family, audit, viewer);
}

// ---- Transitions ----------------------------------------------------------------------

/** What submission needs: the projects (ggh, k9) with their finding counts, or the audit's findings (uog). */
export interface SubmitContent {
  projects?: readonly { name: string; findings_count: number }[];
  findings_count?: number;
}

/** submit-approval: supervisors (or the creator) send a draft or rejected audit with its findings. */
export function submitRefusal(family: AuditFamily, audit: LockAudit, viewer: LockViewer, content?: SubmitContent): string | null {
  const state = auditState(audit);
  if (state === 'approved') return M.alreadyApproved;
  if (state === 'pending') return M.alreadySubmitted;
  const lock = auditLockReason(family, audit, viewer);
  if (lock) return lock;
  const administrator = holds(viewer, perms(family).administrate);
  const own = isSupervisorOf(audit, viewer.positionId) || (audit.creator_position_id ?? null) === viewer.positionId;
  if (!own && !administrator) return M.notSupervisor;
  if (!content) return null;
  if (AUDIT_FAMILY_CONFIG[family].hasProjects) {
    const projects = content.projects ?? [];
    if (projects.length === 0) return M.noProjects;
    const empty = projects.filter((p) => p.findings_count <= 0).map((p) => p.name);
    return empty.length ? M.projectsWithoutFindings(empty.join(', ')) : null;
  }
  return (content.findings_count ?? 0) > 0 ? null : M.noFindings;
}

/** Common to every approval and the rejection: the audit must be waiting for review. */
function pendingRefusal(audit: LockAudit): string | null {
  const state = auditState(audit);
  if (state === 'approved') return M.alreadyApproved;
  if (state === 'rejected') return M.alreadyRejected;
  if (state === 'draft') return M.notSubmitted;
  return null;
}

export function observerApproveRefusal(family: AuditFamily, audit: LockAudit, viewer: LockViewer): string | null {
  if (!holds(viewer, perms(family).observerApprove)) return NO_PERMISSION;
  return pendingRefusal(audit) ?? (audit.observer_approved_at ? M.observerDone : null);
}

export function adminApproveRefusal(family: AuditFamily, audit: LockAudit, viewer: LockViewer): string | null {
  if (!holds(viewer, perms(family).adminApprove)) return NO_PERMISSION;
  return pendingRefusal(audit) ?? (audit.admin_approved_at ? M.adminDone : null);
}

/** The approvals the generic approve records for this position: each one it may give and is still missing. */
export function approvalsToGive(family: AuditFamily, audit: LockAudit, viewer: LockViewer): ('observer' | 'admin')[] {
  const out: ('observer' | 'admin')[] = [];
  if (holds(viewer, perms(family).observerApprove) && !audit.observer_approved_at) out.push('observer');
  if (holds(viewer, perms(family).adminApprove) && !audit.admin_approved_at) out.push('admin');
  return out;
}

/** The generic approve: either approval permission allows it (spec 2 §6, k9; the same for every family). */
export function approveRefusal(family: AuditFamily, audit: LockAudit, viewer: LockViewer): string | null {
  const p = perms(family);
  if (!holds(viewer, p.observerApprove) && !holds(viewer, p.adminApprove)) return NO_PERMISSION;
  return pendingRefusal(audit) ?? (approvalsToGive(family, audit, viewer).length ? null : M.nothingToApprove);
}

/** Rejection: an approver or an administrator of the family, while the audit waits for review. */
export function rejectRefusal(family: AuditFamily, audit: LockAudit, viewer: LockViewer): string | null {
  const p = perms(family);
  if (![p.observerApprove, p.adminApprove, p.administrate].some((x) => holds(viewer, x))) return NO_PERMISSION;
  return pendingRefusal(audit);
}

/** The audit becomes approved once both approvals are recorded. */
export const isFullyApproved = (audit: Pick<LockAudit, 'observer_approved_at' | 'admin_approved_at'>): boolean =>
  Boolean(audit.observer_approved_at) && Boolean(audit.admin_approved_at);

export interface AuditActions {
  /** Edit or delete the audit, its projects and media urls. */
  edit: boolean;
  delete: boolean;
  /** Add, edit, delete findings and their photos. */
  edit_findings: boolean;
  submit_approval: boolean;
  approve_observer: boolean;
  approve_admin: boolean;
  approve: boolean;
  reject: boolean;
}

/** Everything the position may do with the audit now (content checks of submission left to the server). */
export function auditActions(family: AuditFamily, audit: LockAudit, viewer: LockViewer): AuditActions {
  const edit = auditLockReason(family, audit, viewer) === null;
  return {
    edit,
    delete: edit,
    edit_findings: findingsLockReason(family, audit, viewer) === null,
    submit_approval: submitRefusal(family, audit, viewer) === null,
    approve_observer: observerApproveRefusal(family, audit, viewer) === null,
    approve_admin: adminApproveRefusal(family, audit, viewer) === null,
    approve: approveRefusal(family, audit, viewer) === null,
    reject: rejectRefusal(family, audit, viewer) === null,
  };
}
