import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { AUDIT_FAMILY_CONFIG, type AuditFamily } from '../../../src/contracts/audits/families';
import type { LockViewer } from '../../../src/contracts/audits/lock';
import type { SecurityProjectRef } from '../../../src/contracts/audits/schemas';
import type { Executor } from '../../db/client';
import type { AuthContext } from '../../plugins/auth';
import { forbidden } from '../../plugins/http-errors';
import { securityProjectPositions, securityProjects } from '../security-projects/security-projects.table';
import type { AuditScope } from './audits.repository';

/**
 * The position acting on a family's audits: its permissions for the lock rule, and what it sees.
 * Administrators and approvers of the family see every audit of it; everyone else the audits
 * of their security projects and those they supervise or created (docs/decisions/audits.md).
 */
export interface AuditActor {
  family: AuditFamily;
  auth: AuthContext;
  viewer: LockViewer;
  /** administrate-{family}-audits. */
  administrator: boolean;
  scope: AuditScope;
}

export async function projectIdsOf(db: Executor, positionId: number): Promise<number[]> {
  const rows = await db.select({ id: securityProjectPositions.security_project_id }).from(securityProjectPositions)
    .where(eq(securityProjectPositions.position_id, positionId));
  return rows.map((r) => r.id);
}

export async function actorOf(db: Executor, family: AuditFamily, auth: AuthContext): Promise<AuditActor> {
  const p = AUDIT_FAMILY_CONFIG[family].permissions;
  // uog findings are gated by view-uog-audit-findings; the audits themselves still need view-uog-audits.
  if (!auth.permissions.has(p.view)) throw forbidden();
  const administrator = auth.permissions.has(p.administrate);
  const all = administrator || auth.permissions.has(p.observerApprove) || auth.permissions.has(p.adminApprove);
  return {
    family, auth, administrator,
    viewer: { positionId: auth.positionId, permissions: auth.permissions },
    scope: { all, positionId: auth.positionId, projectIds: all ? [] : await projectIdsOf(db, auth.positionId) },
  };
}

export const securityProjectRefColumns = {
  id: securityProjects.id, name: securityProjects.name, short_code: securityProjects.short_code, type: securityProjects.type,
};

/**
 * The security projects a new or edited audit of the family may name: enabled projects of the
 * family's types among the position's own (administrators: all of them).
 */
export async function allowedSecurityProjects(db: Executor, actor: AuditActor): Promise<SecurityProjectRef[]> {
  const types = [...AUDIT_FAMILY_CONFIG[actor.family].projectTypes];
  const own = actor.administrator ? [] : await projectIdsOf(db, actor.auth.positionId);
  if (!actor.administrator && !own.length) return [];
  return db.select(securityProjectRefColumns).from(securityProjects)
    .where(and(
      isNull(securityProjects.deleted_at), eq(securityProjects.enable, true), inArray(securityProjects.type, types),
      actor.administrator ? undefined : inArray(securityProjects.id, own),
    ))
    .orderBy(asc(securityProjects.name));
}

/** Project refs by id (deleted and disabled ones too: old audits keep showing them). */
export async function securityProjectRefs(db: Executor, ids: readonly number[]): Promise<Map<number, SecurityProjectRef>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db.select(securityProjectRefColumns).from(securityProjects).where(or(inArray(securityProjects.id, unique)));
  return new Map(rows.map((r) => [r.id, r]));
}
