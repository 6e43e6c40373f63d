import { and, asc, eq, inArray, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { AuthContext } from '../../plugins/auth';
import { securityProjectPositions, securityProjects } from '../security-projects/security-projects.table';

/**
 * "The caller's security projects" (docs/decisions/detections.md): the live projects the active
 * position is a member of; a super role has every project. null = every project.
 */
export async function projectScope(db: Executor, auth: AuthContext): Promise<number[] | null> {
  if (auth.isSuper) return null;
  const rows = await db.select({ id: securityProjectPositions.security_project_id }).from(securityProjectPositions)
    .innerJoin(securityProjects, eq(securityProjects.id, securityProjectPositions.security_project_id))
    .where(and(eq(securityProjectPositions.position_id, auth.positionId), isNull(securityProjects.deleted_at)));
  return rows.map((r) => r.id);
}

/** The scope as a condition on a project id column (an empty scope matches nothing). */
export function inScope(scope: number[] | null, column: AnyColumn): SQL | undefined {
  if (scope === null) return undefined;
  return scope.length ? inArray(column, scope) : sql`false`;
}

/** The scope's live projects by name (the list's project filter). */
export function scopedProjects(db: Executor, scope: number[] | null) {
  return db.select({ id: securityProjects.id, name: securityProjects.name }).from(securityProjects)
    .where(and(isNull(securityProjects.deleted_at), inScope(scope, securityProjects.id)))
    .orderBy(asc(securityProjects.name), asc(securityProjects.id));
}
