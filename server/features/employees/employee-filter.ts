import { and, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { EMPLOYEE_FILTER_FIELDS, EMPLOYEE_SOURCE, REPORT_TYPES, type ReportType } from '../../../src/contracts/employees/filter-fields';
import { MAX_FILTER_GROUPS, MAX_FILTER_GROUPS_NON_DEFAULT, trashedScopeOf, type QueryFilter } from '../../../src/contracts/query-filter';
import { compileFilter, type FilterField, type FilterFields } from '../../db/query-filter';
import { users } from '../auth/auth.table';
import { roles } from '../organisation/organisation.table';
import { employees } from './employees.table';

/**
 * The employee query builder's allow-list (src/contracts/employees/filter-fields.ts names the
 * fields): every name maps to a column of the list query's joins (employees, users, roles).
 */
const COLUMNS: Record<string, FilterField['column']> = {
  first_name: employees.first_name,
  last_name: employees.last_name,
  national_id_number: employees.national_id_number,
  full_name: employees.full_name,
  username: users.name,
  mobile_number: users.mobile_number,
  nickname: employees.nickname,
  security_project_id: employees.security_project_id,
  role_id: employees.role_id,
  department_id: roles.department_id,
  region_id: employees.region_id,
  term_season_id: employees.term_season_id,
  term_type: employees.term_type,
  employee_type: employees.employee_type,
  hired_at: employees.hired_at,
  term_end_date: employees.term_end_date,
  resignation_date: employees.resignation_date,
  exit_date: employees.exit_date,
  apron_card_exists: employees.apron_card_exists,
  apron_card_validity_date: employees.apron_card_validity_date,
  tpss_validity_date: sql`(select min(c.tpss_validity_date) from employee_certifications c where c.employee_id = ${employees.id})`,
};

export const EMPLOYEE_FIELDS: FilterFields = {
  [EMPLOYEE_SOURCE]: Object.fromEntries(EMPLOYEE_FILTER_FIELDS.map((f) => [f.name, {
    column: COLUMNS[f.name]!, type: f.type, label: f.label, values: f.values,
  } satisfies FilterField])),
};

export const maxGroupsOf = (type: ReportType) => (type === 'default' ? MAX_FILTER_GROUPS : MAX_FILTER_GROUPS_NON_DEFAULT);
export const reportTitle = (type: ReportType) => REPORT_TYPES[type];

/**
 * Personnel status (spec 1 §4): inactive = a removed record or an exit date already past
 * (docs/decisions/employees.md); active = neither; all = no condition.
 */
export function statusCondition(tree: Pick<QueryFilter, 'with_trashed' | 'only_trashed'>, today: string): SQL | undefined {
  const scope = trashedScopeOf(tree);
  if (scope === 'all') return undefined;
  const gone = or(isNotNull(employees.deleted_at), sql`${employees.exit_date} < ${today}::date`)!;
  return scope === 'inactive' ? gone : and(isNull(employees.deleted_at), sql`(${employees.exit_date} is null or ${employees.exit_date} >= ${today}::date)`);
}

/** Report types narrow the list: TPSS holders, apron-card holders, exits, what expires within 30 days. */
export function reportCondition(type: ReportType, today: string): SQL | undefined {
  switch (type) {
    case 'tpss':
      return sql`exists (select 1 from employee_certifications c where c.employee_id = ${employees.id})`;
    case 'apron-card':
      return sql`${employees.apron_card_exists}`;
    case 'exits':
      return or(isNotNull(employees.exit_date), isNotNull(employees.resignation_date));
    case 'expiring':
      return sql`(${employees.apron_card_validity_date} between ${today}::date and ${today}::date + 30
        or exists (select 1 from employee_certifications c where c.employee_id = ${employees.id} and c.tpss_validity_date between ${today}::date and ${today}::date + 30)
        or exists (select 1 from employee_trainings t where t.employee_id = ${employees.id} and t.mandatory and t.validity_date between ${today}::date and ${today}::date + 30))`;
    default:
      return undefined;
  }
}

/** The filter, the status and the report type as one where-clause. */
export function employeeWhere(tree: QueryFilter, type: ReportType, today: string): SQL | undefined {
  return and(compileFilter(tree, EMPLOYEE_FIELDS, { maxGroups: maxGroupsOf(type) }), statusCondition(tree, today), reportCondition(type, today));
}

/**
 * The search's counts in one pass: the status and report type as the shared where-clause, then the
 * whole filter and each group alone as `count(*) filter (where …)` columns (one scan instead of one
 * per group).
 */
export function countParts(tree: QueryFilter, type: ReportType, today: string): { base: SQL | undefined; counted: SQL[] } {
  const compile = (groups: QueryFilter['groups']) => compileFilter({ groups }, EMPLOYEE_FIELDS, { maxGroups: maxGroupsOf(type) }) ?? sql`true`;
  return {
    base: and(statusCondition(tree, today), reportCondition(type, today)),
    counted: [compile(tree.groups), ...tree.groups.map((group) => compile([group]))],
  };
}
