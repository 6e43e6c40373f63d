import { and, asc, eq, inArray, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { AuthContext } from '../../plugins/auth';
import { securityProjectPositions, securityProjects } from '../security-projects/security-projects.table';

/**
 * "The user's projects" (docs/decisions/drills.md): the security projects the active position is a
 * member of; a super role sees every project. null = no restriction.
 */
export async function projectScope(db: Executor, auth: AuthContext): Promise<number[] | null> {
  if (auth.isSuper) return null;
  const rows = await db.select({ id: securityProjectPositions.security_project_id }).from(securityProjectPositions)
    .where(eq(securityProjectPositions.position_id, auth.positionId));
  return rows.map((r) => r.id);
}

/** The scope as a condition on a project id column (an empty scope matches nothing). */
export function inScope(scope: number[] | null, column: AnyColumn): SQL | undefined {
  if (scope === null) return undefined;
  return scope.length ? inArray(column, scope) : sql`false`;
}

export const isInScope = (scope: number[] | null, projectId: number) => scope === null || scope.includes(projectId);

/** The live projects of the scope, by name; `enabledOnly` leaves out passive ones. */
export function scopedProjects(db: Executor, scope: number[] | null, enabledOnly = false) {
  return db.select({ id: securityProjects.id, name: securityProjects.name, short_code: securityProjects.short_code, enable: securityProjects.enable })
    .from(securityProjects)
    .where(and(isNull(securityProjects.deleted_at), inScope(scope, securityProjects.id), enabledOnly ? eq(securityProjects.enable, true) : undefined))
    .orderBy(asc(securityProjects.name), asc(securityProjects.id));
}
