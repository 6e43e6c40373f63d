import { describe, expect, it } from 'vitest';
import { AUDIT_MESSAGES as M } from './families';
import {
  adminApproveRefusal, approvalsToGive, approveRefusal, auditActions, auditLockReason, auditState, findingsLockReason,
  isFullyApproved, isSupervisorOf, NO_PERMISSION, observerApproveRefusal, rejectRefusal, submitRefusal, type LockAudit, type LockViewer,
} from './lock';

const SUPERVISOR = 10;
const OPTIONAL = 11;
const OTHER = 20;
const CREATOR = 30;

const audit = (over: Partial<LockAudit> = {}): LockAudit => ({
  is_submitted: false, is_reviewed: false, is_approved: false, is_rejected: false,
  primary_supervisor_id: SUPERVISOR, optional_supervisor_id: OPTIONAL, creator_position_id: CREATOR,
  observer_approved_at: null, admin_approved_at: null, ...over,
});
const draft = audit();
const pending = audit({ is_submitted: true });
const approved = audit({ is_submitted: true, is_reviewed: true, is_approved: true, observer_approved_at: 'x', admin_approved_at: 'y' });
const rejected = audit({ is_submitted: true, is_reviewed: true, is_rejected: true });

const viewer = (positionId: number, ...permissions: string[]): LockViewer => ({ positionId, permissions: new Set(permissions) });
const supervisor = viewer(SUPERVISOR, 'view-ggh-audits');
const optional = viewer(OPTIONAL, 'view-ggh-audits');
const other = viewer(OTHER, 'view-ggh-audits');
const gghAdmin = viewer(OTHER, 'administrate-ggh-audits');
const gghAdminSupervisor = viewer(SUPERVISOR, 'administrate-ggh-audits');

describe('audit state and supervisors', () => {
  it('names the four states', () => {
    expect([draft, pending, approved, rejected].map(auditState)).toEqual(['draft', 'pending', 'approved', 'rejected']);
    // A reviewed audit that is neither approved nor rejected is a draft again.
    expect(auditState(audit({ is_submitted: true, is_reviewed: true }))).toBe('draft');
  });

  it('knows primary and optional supervisors', () => {
    expect(isSupervisorOf(draft, SUPERVISOR)).toBe(true);
    expect(isSupervisorOf(draft, OPTIONAL)).toBe(true);
    expect(isSupervisorOf(draft, CREATOR)).toBe(false);
  });

  it('accepts permissions as an array too (the client session)', () => {
    expect(auditLockReason('ggh', approved, { positionId: OTHER, permissions: ['administrate-ggh-audits'] })).toBeNull();
    expect(auditLockReason('ggh', approved, { positionId: OTHER, permissions: ['view-ggh-audits'] })).toBe(M.lockedApproved);
  });
});

describe('edit lock (spec 2 §4)', () => {
  it('a draft is open to everyone who sees it', () => {
    for (const v of [supervisor, optional, other]) expect(auditLockReason('ggh', draft, v)).toBeNull();
  });

  it('approved: locked without the edit-audit permission', () => {
    expect(auditLockReason('ggh', approved, supervisor)).toBe(M.lockedApproved);
    expect(auditLockReason('ggh', approved, other)).toBe(M.lockedApproved);
    expect(auditLockReason('ggh', approved, gghAdmin)).toBeNull();
  });

  it('submitted and not reviewed: locked for its supervisors only', () => {
    expect(auditLockReason('k9', pending, viewer(SUPERVISOR, 'view-k9-audits'))).toBe(M.lockedSubmitted);
    expect(auditLockReason('k9', pending, viewer(OPTIONAL, 'view-k9-audits'))).toBe(M.lockedSubmitted);
    expect(auditLockReason('k9', pending, viewer(OTHER, 'view-k9-audits'))).toBeNull();
    expect(auditLockReason('k9', pending, viewer(SUPERVISOR, 'administrate-k9-audits'))).toBeNull();
  });

  it('rejected: locked for anyone who is not a supervisor of it', () => {
    expect(auditLockReason('uog', rejected, viewer(SUPERVISOR, 'view-uog-audits'))).toBeNull();
    expect(auditLockReason('uog', rejected, viewer(CREATOR, 'view-uog-audits'))).toBe(M.lockedRejected);
    expect(auditLockReason('uog', rejected, viewer(OTHER, 'administrate-uog-audits'))).toBeNull();
  });

  it("another family's administrate permission does not override", () => {
    expect(auditLockReason('k9', approved, gghAdmin)).toBe(M.lockedApproved);
  });
});

describe('findings lock', () => {
  it('follows the audit lock without the permission', () => {
    expect(findingsLockReason('ggh', approved, supervisor)).toBe(M.lockedApproved);
    expect(findingsLockReason('ggh', pending, supervisor)).toBe(M.lockedSubmitted);
    expect(findingsLockReason('ggh', rejected, other)).toBe(M.lockedRejected);
    expect(findingsLockReason('ggh', draft, other)).toBeNull();
  });

  it('k9 and uog administrators edit findings in every state', () => {
    for (const a of [draft, pending, approved, rejected]) {
      expect(findingsLockReason('k9', a, viewer(OTHER, 'administrate-k9-audits'))).toBeNull();
      expect(findingsLockReason('uog', a, viewer(OTHER, 'administrate-uog-audits'))).toBeNull();
    }
  });

  it('ggh administrators edit findings while not reviewed; a reviewed audit follows the rule', () => {
    expect(findingsLockReason('ggh', draft, gghAdmin)).toBeNull();
    expect(findingsLockReason('ggh', pending, gghAdminSupervisor)).toBeNull();
    expect(findingsLockReason('ggh', approved, gghAdmin)).toBe(M.lockedApproved);
    expect(findingsLockReason('ggh', rejected, gghAdmin)).toBe(M.lockedRejected);
    expect(findingsLockReason('ggh', rejected, gghAdminSupervisor)).toBeNull();
    // The audit itself stays open to them.
    expect(auditLockReason('ggh', approved, gghAdmin)).toBeNull();
  });
});

describe('submit-approval', () => {
  const withProjects = { projects: [{ name: 'IST', findings_count: 2 }] };

  it('refuses approved and pending audits', () => {
    expect(submitRefusal('ggh', approved, gghAdmin, withProjects)).toBe(M.alreadyApproved);
    expect(submitRefusal('ggh', pending, supervisor, withProjects)).toBe(M.alreadySubmitted);
  });

  it('refuses a locked audit with the lock reason', () => {
    expect(submitRefusal('ggh', rejected, viewer(CREATOR, 'view-ggh-audits'), withProjects)).toBe(M.lockedRejected);
  });

  it('only supervisors, the creator or an administrator submit', () => {
    expect(submitRefusal('ggh', draft, other, withProjects)).toBe(M.notSupervisor);
    expect(submitRefusal('ggh', draft, supervisor, withProjects)).toBeNull();
    expect(submitRefusal('ggh', draft, optional, withProjects)).toBeNull();
    expect(submitRefusal('ggh', draft, viewer(CREATOR, 'view-ggh-audits'), withProjects)).toBeNull();
    expect(submitRefusal('ggh', draft, gghAdmin, withProjects)).toBeNull();
    expect(submitRefusal('ggh', rejected, supervisor, withProjects)).toBeNull();
    expect(submitRefusal('ggh', audit({ creator_position_id: undefined }), other)).toBe(M.notSupervisor);
  });

  it('needs a project, and findings in every project (ggh, k9)', () => {
    expect(submitRefusal('ggh', draft, supervisor, { projects: [] })).toBe(M.noProjects);
    expect(submitRefusal('k9', draft, viewer(SUPERVISOR), {})).toBe(M.noProjects);
    expect(submitRefusal('k9', draft, viewer(SUPERVISOR), {
      projects: [{ name: 'IST', findings_count: 1 }, { name: 'SAW', findings_count: 0 }, { name: 'ESB', findings_count: 0 }],
    })).toBe(M.projectsWithoutFindings('SAW, ESB'));
    expect(submitRefusal('k9', draft, viewer(SUPERVISOR), withProjects)).toBeNull();
  });

  it('needs a finding (uog)', () => {
    expect(submitRefusal('uog', draft, viewer(SUPERVISOR), { findings_count: 0 })).toBe(M.noFindings);
    expect(submitRefusal('uog', draft, viewer(SUPERVISOR), {})).toBe(M.noFindings);
    expect(submitRefusal('uog', draft, viewer(SUPERVISOR), { findings_count: 3 })).toBeNull();
  });

  it('without content it checks the state and the person only (the client)', () => {
    expect(submitRefusal('ggh', draft, supervisor)).toBeNull();
  });
});

describe('approvals and rejection', () => {
  const observer = viewer(OTHER, 'observer-approve-ggh-audits');
  const admin = viewer(OTHER, 'admin-approve-ggh-audits');
  const both = viewer(OTHER, 'observer-approve-ggh-audits', 'admin-approve-ggh-audits');

  it('observer approval needs its permission, a pending audit and no earlier observer approval', () => {
    expect(observerApproveRefusal('ggh', pending, admin)).toBe(NO_PERMISSION);
    expect(observerApproveRefusal('ggh', draft, observer)).toBe(M.notSubmitted);
    expect(observerApproveRefusal('ggh', approved, observer)).toBe(M.alreadyApproved);
    expect(observerApproveRefusal('ggh', rejected, observer)).toBe(M.alreadyRejected);
    expect(observerApproveRefusal('ggh', audit({ is_submitted: true, observer_approved_at: 'x' }), observer)).toBe(M.observerDone);
    expect(observerApproveRefusal('ggh', pending, observer)).toBeNull();
  });

  it('admin approval likewise', () => {
    expect(adminApproveRefusal('ggh', pending, observer)).toBe(NO_PERMISSION);
    expect(adminApproveRefusal('ggh', draft, admin)).toBe(M.notSubmitted);
    expect(adminApproveRefusal('ggh', audit({ is_submitted: true, admin_approved_at: 'x' }), admin)).toBe(M.adminDone);
    expect(adminApproveRefusal('ggh', pending, admin)).toBeNull();
  });

  it('uog uses its own permission names', () => {
    expect(observerApproveRefusal('uog', pending, viewer(OTHER, 'observer-approve-uog-audit'))).toBeNull();
    expect(adminApproveRefusal('uog', pending, viewer(OTHER, 'admin-approve-uog-audit'))).toBeNull();
    expect(observerApproveRefusal('uog', pending, viewer(OTHER, 'observer-approve-uog-audits'))).toBe(NO_PERMISSION);
  });

  it('the generic approve: either permission; records what the position may still give', () => {
    expect(approveRefusal('k9', pending, viewer(OTHER, 'view-k9-audits'))).toBe(NO_PERMISSION);
    expect(approveRefusal('k9', pending, viewer(OTHER, 'observer-approve-k9-audits'))).toBeNull();
    expect(approveRefusal('k9', pending, viewer(OTHER, 'admin-approve-k9-audits'))).toBeNull();
    expect(approveRefusal('k9', draft, viewer(OTHER, 'admin-approve-k9-audits'))).toBe(M.notSubmitted);
    const observed = audit({ is_submitted: true, observer_approved_at: 'x' });
    expect(approveRefusal('ggh', observed, observer)).toBe(M.nothingToApprove);
    expect(approvalsToGive('ggh', observed, both)).toEqual(['admin']);
    expect(approvalsToGive('ggh', pending, both)).toEqual(['observer', 'admin']);
    expect(approvalsToGive('ggh', pending, observer)).toEqual(['observer']);
  });

  it('the audit is approved once both approvals are recorded', () => {
    expect(isFullyApproved({ observer_approved_at: 'x', admin_approved_at: null })).toBe(false);
    expect(isFullyApproved({ observer_approved_at: null, admin_approved_at: 'y' })).toBe(false);
    expect(isFullyApproved({ observer_approved_at: 'x', admin_approved_at: 'y' })).toBe(true);
  });

  it('rejection: an approver or administrator, while pending', () => {
    expect(rejectRefusal('ggh', pending, supervisor)).toBe(NO_PERMISSION);
    expect(rejectRefusal('ggh', pending, observer)).toBeNull();
    expect(rejectRefusal('ggh', pending, admin)).toBeNull();
    expect(rejectRefusal('ggh', pending, gghAdmin)).toBeNull();
    expect(rejectRefusal('ggh', draft, observer)).toBe(M.notSubmitted);
    expect(rejectRefusal('ggh', rejected, observer)).toBe(M.alreadyRejected);
    expect(rejectRefusal('ggh', approved, observer)).toBe(M.alreadyApproved);
  });
});

describe('actions', () => {
  it('a supervisor of a draft edits and submits; approvers see nothing to approve yet', () => {
    expect(auditActions('ggh', draft, supervisor)).toEqual({
      edit: true, delete: true, edit_findings: true, submit_approval: true,
      approve_observer: false, approve_admin: false, approve: false, reject: false,
    });
  });

  it('an observer of a pending audit approves or rejects it', () => {
    expect(auditActions('ggh', pending, viewer(OTHER, 'observer-approve-ggh-audits'))).toEqual({
      edit: true, delete: true, edit_findings: true, submit_approval: false,
      approve_observer: true, approve_admin: false, approve: true, reject: true,
    });
  });

  it('nobody but an administrator changes an approved audit', () => {
    expect(auditActions('ggh', approved, supervisor).edit).toBe(false);
    expect(auditActions('ggh', approved, gghAdmin)).toMatchObject({ edit: true, delete: true, edit_findings: false });
  });
});
