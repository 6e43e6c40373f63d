import type { FastifyInstance } from 'fastify';
import { AUDIT_FAMILY_CONFIG, AUDIT_MESSAGES as M, type AuditFamily } from '../../../src/contracts/audits/families';
import {
  adminApproveRefusal, approvalsToGive, approveRefusal, isFullyApproved, NO_PERMISSION, observerApproveRefusal, rejectRefusal, submitRefusal,
  type SubmitContent,
} from '../../../src/contracts/audits/lock';
import type { AuditItem, RecordKey } from '../../../src/contracts/audits/schemas';
import type { Executor } from '../../db/client';
import type { AuthContext } from '../../plugins/auth';
import { forbidden, info, notFound } from '../../plugins/http-errors';
import { activityLogRepository } from '../activity-log/activity-log.repository';
import { actorOf, type AuditActor } from './audit-access';
import { toAuditItem } from './audit-mappers';
import { auditProjectsRepository } from './audit-projects.repository';
import { auditsRepository as repo, type AuditRow, type AuditValues } from './audits.repository';
import { AUDITS_TABLE } from './audits.service';

export type WorkflowAction = 'submit' | 'observer' | 'admin' | 'approve' | 'reject';

const refuse = (reason: string | null) => {
  if (reason === NO_PERMISSION) throw forbidden();
  if (reason) throw info(reason);
};

/** What submission needs, read from the database: projects with finding counts, or the audit's findings. */
async function contentOf(db: Executor, family: AuditFamily, audit: AuditRow): Promise<SubmitContent> {
  if (!AUDIT_FAMILY_CONFIG[family].hasProjects) return { findings_count: (await repo.counts(db, [audit.id])).get(audit.id)?.findings ?? 0 };
  const projects = await auditProjectsRepository.listAll(db, audit.id);
  return { projects: projects.map((p) => ({ name: p.security_project_name, findings_count: p.findings_count })) };
}

/**
 * The audit workflow (spec 2 §4): submit-approval, the observer and admin approvals (recorded
 * separately, stamping submitter_position_id and reviewer_position_id), the generic approve
 * (every approval the position may still give), reject. The audit is approved once both
 * approvals are in. Guards are lock.ts's; each step runs on the locked row and is logged.
 */
export function auditWorkflowService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;

  async function changesFor(action: WorkflowAction, tx: Executor, actor: AuditActor, audit: AuditRow): Promise<Partial<AuditValues>> {
    const { family, viewer, auth } = actor;
    const now = clock();
    const approvals = (given: ('observer' | 'admin')[]): Partial<AuditValues> => {
      const changes: Partial<AuditValues> = {};
      if (given.includes('observer')) Object.assign(changes, { observer_approved_at: now, submitter_position_id: auth.positionId });
      if (given.includes('admin')) Object.assign(changes, { admin_approved_at: now, reviewer_position_id: auth.positionId });
      const after = { ...audit, ...changes };
      return isFullyApproved(after) ? { ...changes, is_approved: true, is_reviewed: true, reviewed_at: now } : changes;
    };
    switch (action) {
      case 'submit':
        refuse(submitRefusal(family, audit, viewer, await contentOf(tx, family, audit)));
        return {
          is_submitted: true, is_reviewed: false, is_approved: false, is_rejected: false, submitted_at: now, submitted_position_id: auth.positionId,
          observer_approved_at: null, admin_approved_at: null, submitter_position_id: null, reviewer_position_id: null, reviewed_at: null,
        };
      case 'observer':
        refuse(observerApproveRefusal(family, audit, viewer));
        return approvals(['observer']);
      case 'admin':
        refuse(adminApproveRefusal(family, audit, viewer));
        return approvals(['admin']);
      case 'approve':
        refuse(approveRefusal(family, audit, viewer));
        return approvals(approvalsToGive(family, audit, viewer));
      case 'reject':
        refuse(rejectRefusal(family, audit, viewer));
        return { is_rejected: true, is_reviewed: true, reviewed_at: now, rejected_at: now, rejected_position_id: auth.positionId };
    }
  }

  return {
    async act(family: AuditFamily, key: RecordKey, action: WorkflowAction, auth: AuthContext): Promise<{ data: AuditItem; message: string }> {
      const actor = await actorOf(db, family, auth);
      const row = await db.transaction(async (tx) => {
        const audit = await repo.find(tx, family, key, actor.scope, true);
        if (!audit) throw notFound(M.auditNotFound);
        const changes = await changesFor(action, tx, actor, audit);
        const saved = await repo.update(tx, audit.id, { ...changes, updated_at: clock() });
        const logged = Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));
        await activityLogRepository.record(tx, {
          table_name: AUDITS_TABLE, target_id: audit.id, action: action === 'submit' ? 'submitted' : action === 'reject' ? 'rejected' : `approved-${action}`,
          attributes: logged, causer_id: auth.userId,
        });
        return saved;
      });
      const message = action === 'submit' ? M.submitted
        : action === 'reject' ? M.rejected
          : row.is_approved ? M.approved
            : action === 'observer' ? M.observerApproved
              : action === 'admin' ? M.adminApproved
                : row.observer_approved_at && !row.admin_approved_at ? M.observerApproved : M.adminApproved;
      return { data: await toAuditItem(db, row, actor.viewer), message };
    },
  };
}
