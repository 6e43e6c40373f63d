import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { AUDIT_LIMITS } from '../../../src/contracts/audits/families';
import type { FormMembers } from '../../../src/contracts/audits/schemas';
import type { Executor } from '../../db/client';
import { positions, users } from '../auth/auth.table';
import { companies, departments, roles } from '../organisation/organisation.table';
import { positionDisplayColumns, toPositionItem } from '../people/people.repository';
import { securityProjectPositions } from '../security-projects/security-projects.table';
import { tpssValidUntilSql } from '../employees/tpss';

/**
 * The members of security projects as the audit forms carry them (docs/decisions/audits.md,
 * "Project members on the device"): live positions with a person, one row per position with the
 * listed projects it belongs to, by name, at most AUDIT_LIMITS.membersMax. Callers decide which
 * projects the position may read (the audit's visibility); this only reads them.
 */
export async function formMembersOf(db: Executor, projectIds: readonly number[], max: number = AUDIT_LIMITS.membersMax): Promise<FormMembers> {
  const ids = [...new Set(projectIds)].sort((a, b) => a - b);
  if (!ids.length) return { member_projects: [], members: [], members_truncated: false };
  const spp = securityProjectPositions;
  const rows = await db
    .select({
      ...positionDisplayColumns,
      project_ids: sql<string>`string_agg(${spp.security_project_id}::text, ',' order by ${spp.security_project_id})`,
      tpss_valid_until: tpssValidUntilSql(users.id),
    })
    .from(spp)
    .innerJoin(positions, eq(positions.id, spp.position_id))
    .innerJoin(users, eq(users.id, positions.user_id))
    .innerJoin(companies, eq(companies.id, positions.company_id))
    .innerJoin(departments, eq(departments.id, positions.department_id))
    .innerJoin(roles, eq(roles.id, positions.role_id))
    .where(and(inArray(spp.security_project_id, ids), isNull(positions.deleted_at), isNull(users.deleted_at)))
    .groupBy(positions.id, users.id, companies.id, departments.id, roles.id)
    .orderBy(asc(users.first_name), asc(users.last_name), asc(positions.id))
    // One more than allowed tells whether the list was cut.
    .limit(max + 1);
  const members = rows.slice(0, max).map((r) => {
    const item = toPositionItem(r);
    return {
      id: item.id, user_id: item.user_id, full_name: item.full_name, role_display: item.role_display,
      security_project_ids: r.project_ids.split(',').map(Number),
      tpss_valid_until: r.tpss_valid_until,
    };
  });
  return { member_projects: ids, members, members_truncated: rows.length > max };
}
