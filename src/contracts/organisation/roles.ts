import { z } from 'zod';
import { endpoint, id, idParams, listQuery, okMessage, text } from '../http';
import { permissionGroups, permissionList, permissionState } from './common';

const access = { permission: 'view-roles' } as const;

export const roleBody = z.object({
  name: text(255).min(2),
  department_id: id,
  parent_id: id.nullable().optional(),
  role_group_id: id.nullable().optional(),
  /** Personal type: blue collar (true) or white collar (false). */
  is_blue_collar: z.boolean().default(false),
  grouped_permissions: permissionList,
});
export type RoleBody = z.input<typeof roleBody>;

export const role = z.object({
  id: z.number(),
  name: z.string(),
  department_id: z.number(),
  department_name: z.string(),
  parent_id: z.number().nullable(),
  parent_name: z.string().nullable(),
  role_group_id: z.number().nullable(),
  is_blue_collar: z.boolean(),
  is_super: z.boolean(),
  positions_count: z.number(),
  permissions: permissionState,
  created_at: z.string(),
});
export type Role = z.infer<typeof role>;
export const roleRow = role.omit({ permissions: true });
export type RoleRow = z.infer<typeof roleRow>;

const choice = z.object({ id: z.number(), name: z.string() });
export const roleFormData = z.object({
  role: role.nullable(),
  departments: z.array(choice),
  /** Roles of the chosen department (query department_id) that can be the parent. */
  parents: z.array(choice.extend({ permissions: z.array(z.string()) })),
  permission_groups: permissionGroups,
});

const listQ = listQuery.extend({ department_id: id.optional(), name: text(120).optional() });
const formQ = z.object({ department_id: id.optional() });

export const listRoles = endpoint({ method: 'GET', path: '/role', access, summary: 'Roles, paged; filters department_id, name.', query: listQ, data: z.array(roleRow) });
export const createRoleForm = endpoint({ method: 'GET', path: '/role/create', access, summary: 'Create form data; parents of department_id.', query: formQ, data: roleFormData });
export const editRoleForm = endpoint({ method: 'GET', path: '/role/{id}/edit', access, summary: 'Edit form data; inherited permissions locked.', params: idParams, query: formQ, data: roleFormData });
export const createRole = endpoint({ method: 'POST', path: '/role', access, summary: 'Creates a role.', body: roleBody, data: role });
export const updateRole = endpoint({ method: 'PUT', path: '/role/{id}', access, summary: 'Updates a role (parent cycle refused).', params: idParams, body: roleBody, data: role });
export const deleteRole = endpoint({ method: 'DELETE', path: '/role/{id}', access, summary: 'Deletes a role no position or employee uses.', params: idParams, data: okMessage });

// The company-scoped twins (the list GET /company/self/role is the shared role lookup, lookups.ts).
export const createCompanyRoleForm = endpoint({ ...createRoleForm, path: '/company/self/role/create' });
export const editCompanyRoleForm = endpoint({ ...editRoleForm, path: '/company/self/role/{id}/edit' });
export const createCompanyRole = endpoint({ ...createRole, path: '/company/self/role' });
export const updateCompanyRole = endpoint({ ...updateRole, path: '/company/self/role/{id}' });
export const deleteCompanyRole = endpoint({ ...deleteRole, path: '/company/self/role/{id}' });
export const distinctRoleReport = endpoint({
  method: 'GET', path: '/company/self/role/distinct-role-report-download', access, file: true,
  summary: 'Excel: each role with its department, personal type, position and employee counts and permissions.',
});

/** What a change of a role's permissions would do, before it is saved. */
export const permissionImpact = z.object({
  positions: z.number(),
  gains: z.array(z.object({ permission: z.string(), users: z.number() })),
  losses: z.array(z.object({ permission: z.string(), users: z.number() })),
});
export type PermissionImpact = z.infer<typeof permissionImpact>;

export const roleImpact = endpoint({
  method: 'POST', path: '/organisation/role/{id}/impact', access, summary: 'Users who would gain or lose which permissions if the role were saved with this body (nothing is saved).',
  params: idParams, body: roleBody, data: permissionImpact,
});
