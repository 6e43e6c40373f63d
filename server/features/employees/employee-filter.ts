import { and, Column, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { EMPLOYEE_FILTER_FIELDS, EMPLOYEE_SOURCE, REPORT_TYPES, type ReportType } from '../../../src/contracts/employees/filter-fields';
import { MAX_FILTER_GROUPS, MAX_FILTER_GROUPS_NON_DEFAULT, trashedScopeOf, isEmptyCondition, type ComparisonValue, type QueryFilter } from '../../../src/contracts/query-filter';
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

/** The tables besides employees a filter's conditions read (the list's other joins only add columns). */
export interface FilterJoins {
  users: boolean;
  roles: boolean;
}

const fieldNames = (tree: Pick<QueryFilter, 'groups'>) => tree.groups.flatMap((g) => g.conditions.map((c) => c.sourceField?.name ?? ''));
const tableOf = (name: string) => {
  const column = Object.hasOwn(COLUMNS, name) ? COLUMNS[name] : undefined;
  return column instanceof Column ? column.table : undefined;
};

/**
 * Which joins the filter needs. Counting without the users join keeps totals exact: every employee
 * has exactly one user (employees.user_id is NOT NULL and references users), so the inner join
 * neither drops nor repeats a row; roles is a left join on its key.
 */
export function joinsOf(tree: Pick<QueryFilter, 'groups'>): FilterJoins {
  const tables = new Set(fieldNames(tree).map(tableOf));
  return { users: tables.has(users), roles: tables.has(roles) };
}

const RANGE: readonly ComparisonValue[] = ['equals', 'in', 'between', 'gt', 'gte', 'lt', 'lte'];
/**
 * Conditions an index answers when a group is counted alone: the folded-name prefix and trigram
 * indexes (migrations 0015, 0037) and the (column, deleted_at, exit_date) indexes, which count the
 * active rows of a project, term type or hire-date range without reading the table (migration 0042).
 */
const INDEX_COUNTED: Record<string, readonly ComparisonValue[]> = {
  first_name: ['starts_with'], last_name: ['starts_with'], full_name: ['starts_with', 'contains'],
  security_project_id: RANGE, term_type: RANGE, hired_at: RANGE,
};

function countedByIndex(group: QueryFilter['groups'][number]): boolean {
  const conditions = group.conditions.filter((c) => !isEmptyCondition(c));
  return conditions.length > 0 && conditions.every((c) => (INDEX_COUNTED[c.sourceField.name] ?? []).includes(c.comparisonOperator!.value));
}

/**
 * The search's counts: the status and report type as the shared where-clause, the whole filter,
 * and each group alone. A group an index serves is counted by its own subquery (an index-only or
 * bitmap scan); the other groups share one pass over the rows, each evaluated once per row.
 */
export function countParts(tree: QueryFilter, type: ReportType, today: string): CountParts {
  const compile = (groups: QueryFilter['groups']) => compileFilter({ groups }, EMPLOYEE_FIELDS, { maxGroups: maxGroupsOf(type) }) ?? sql`true`;
  compile(tree.groups); // refuses a bad tree before any query, as employeeWhere does
  return {
    base: and(statusCondition(tree, today), reportCondition(type, today)),
    groups: tree.groups.map((group) => ({ where: compile([group]), alone: countedByIndex(group) })),
    joins: joinsOf(tree),
  };
}

export interface CountParts {
  base: SQL | undefined;
  groups: { where: SQL; alone: boolean }[];
  joins: FilterJoins;
}
