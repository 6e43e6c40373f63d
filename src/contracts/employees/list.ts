import { z } from 'zod';
import { endpoint, id, idParams, listQuery, okMessage, PERPAGE_CHOICES, queryFlag, text } from '../http';
import { queryFilter, queryFilterSchema } from '../query-filter';
import { EMPLOYEE_ACCESS as A } from './access';
import { REPORT_TYPE_KEYS, SAVED_FILTER_TYPES } from './filter-fields';
import { employeeRow } from './schemas';

/** Spec 1 §7 "Employee list and actions". */

const reportType = z.enum(REPORT_TYPE_KEYS).default('default');
const perPage = z.coerce.number().int().refine((n) => (PERPAGE_CHOICES as readonly number[]).includes(n), {
  message: 'Sayfa başına kayıt sayısı 30, 50, 100, 150, 200 veya 300 olmalıdır.',
}).default(50);

export const searchQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  perPage,
  type: reportType,
  ordering: text(64).optional(),
  /**
   * With two or more groups: helper_data.group_counts, how many rows each group alone matches. The
   * list asks for them when the filter changes, not for every page or sort (they are ~60 % of the
   * search's database time at 100,000 employees: docs/decisions/employees-bench.md).
   */
  with_helper_data: queryFlag.optional(),
});


export const listEmployees = endpoint({
  method: 'GET', path: '/gss/employee', access: A.view, summary: 'Employees, paged; keyword over name and national id; status.',
  query: listQuery.extend({ keyword: text(100).optional(), status: z.enum(['active', 'inactive', 'all']).default('active') }),
  data: z.array(employeeRow),
});

export const searchForm = endpoint({
  method: 'GET', path: '/gss/employee/search/create', access: A.view, summary: 'Query builder setup of a report type: fields, limits, default group.',
  query: z.object({ type: reportType }),
  data: z.object({
    type: z.string(),
    title: z.string(),
    max_groups: z.number(),
    fields: z.array(z.object({ name: z.string(), label: z.string(), type: z.string(), values: z.array(z.string()).optional() })),
    default_filter: queryFilter,
    report_types: z.array(z.object({ key: z.string(), title: z.string() })),
  }),
});

export const searchEmployees = endpoint({
  method: 'POST', path: '/gss/employee/search', access: A.view, summary: 'Employees matching the filter tree and status, paged.',
  query: searchQuery, body: queryFilterSchema(), data: z.array(employeeRow),
});

export const savedFilter = z.object({
  id: z.number(), scope: z.string(), name: z.string(), type: z.enum(['public', 'private']), type_label: z.string(),
  query: queryFilter, owner: z.string(), mine: z.boolean(), created_at: z.string(),
});
export type SavedFilter = z.infer<typeof savedFilter>;

export const savedFilterBody = z.object({
  scope: z.literal('employee').default('employee'),
  report_type: reportType,
  name: text(120).min(1, 'Filtre adı boş bırakılamaz!'),
  type: z.enum(['public', 'private']),
  query: queryFilter,
});

export const filterQueryForm = endpoint({
  method: 'GET', path: '/gss/filter-query/create', access: A.view, summary: 'Saved-filter form: the visibility types.',
  data: z.object({ types: z.array(z.object({ value: z.string(), label: z.string() })) }),
});
export const listFilterQueries = endpoint({
  method: 'GET', path: '/gss/filter-query', access: A.view, summary: 'Saved filters visible to the user: public ones and their own.',
  query: z.object({ scope: z.literal('employee').default('employee'), report_type: reportType }), data: z.array(savedFilter),
});
export const createFilterQuery = endpoint({
  method: 'POST', path: '/gss/filter-query', access: A.view, summary: 'Saves a named filter.', body: savedFilterBody, data: savedFilter,
});
export const deleteFilterQuery = endpoint({
  method: 'DELETE', path: '/gss/filter-query/{id}', access: A.view, summary: 'Deletes one of the user\'s own saved filters.', params: idParams, data: okMessage,
});
export { SAVED_FILTER_TYPES };

export const getNickname = endpoint({
  method: 'GET', path: '/gss/employee/{id}/nickname', access: A.view, summary: 'Operational-code nickname.', params: idParams,
  data: z.object({ nickname: z.string().nullable() }),
});
export const updateNickname = endpoint({
  method: 'PUT', path: '/gss/employee/{id}/nickname', access: A.edit, summary: 'Sets the operational-code nickname.', params: idParams,
  body: z.object({ nickname: text(32).nullable() }), data: z.object({ nickname: z.string().nullable() }),
});
export const deleteEmployee = endpoint({
  method: 'DELETE', path: '/gss/employee/{id}', access: A.edit, summary: 'Removes an employee (soft; restorable).', params: idParams, data: okMessage,
});
export const workpaper = endpoint({
  method: 'GET', path: '/employee/{id}/workpaper', access: A.view, summary: 'The employee\'s work paper (Excel).', params: idParams, file: true,
});

export const MAX_SELECTED = 5000;
export const downloadEmployees = endpoint({
  method: 'POST', path: '/report/gss-employee/download', access: A.view,
  summary: 'Excel of the selected employees, or of the whole filter when none are selected (streamed).',
  body: queryFilterSchema().extend({
    employee_ids: z.array(id).max(MAX_SELECTED, `En fazla ${MAX_SELECTED} personel seçilebilir.`).default([]),
    report_type: reportType,
  }),
  file: true,
});

/** helper_data.roles of the change-role search: every role with its department (role choices depend on the department, spec 1 §4). */
export const changeRoleChoices = z.array(z.object({ id: z.number(), name: z.string(), department_id: z.number(), department: z.string() }));
export const changeRoleSearch = endpoint({
  method: 'POST', path: '/gss/employee/change-role/search', access: A.changeRole, summary: 'Employees the bulk role change would touch, paged; helper_data.roles: the role choices.',
  query: z.object({ page: z.coerce.number().int().min(1).max(100000).default(1), perPage }), body: queryFilterSchema(), data: z.array(employeeRow),
});
export const changeRole = endpoint({
  method: 'POST', path: '/gss/employee/change-role', access: A.changeRole, summary: 'Gives every searched employee one role.',
  body: queryFilterSchema().extend({ role_id: id }), data: z.object({ changed: z.number(), message: z.string() }),
});
