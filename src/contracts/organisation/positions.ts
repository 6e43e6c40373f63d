import { z } from 'zod';
import { endpoint, id, idParams, listQuery, okMessage, text } from '../http';
import { positionItem } from '../people';
import { permissionGroups, permissionList, permissionState } from './common';

const access = { permission: 'view-positions' } as const;
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Tarih gg/aa/yyyy biçiminde olmalıdır.');

export const positionBody = z.object({
  user_id: id.nullable().optional(),
  company_id: id,
  department_id: id,
  role_id: id,
  /** None are sent when the first is empty (spec 1 §5); the server drops empties too. */
  abstract_role_ids: z.array(id).max(20).default([]),
  /** Permissions granted to this position on top of its role ('permission groups'). */
  permission_groups: permissionList,
});
export type PositionBody = z.input<typeof positionBody>;

export const position = positionItem.extend({
  company_id: z.number(),
  department_id: z.number(),
  role_id: z.number(),
  is_primary: z.boolean(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  abstract_role_ids: z.array(z.number()),
  /** own = the position's permission groups; inherited = from its role, abstract roles and their parents. */
  permissions: permissionState,
  created_at: z.string(),
});
export type Position = z.infer<typeof position>;
export const positionRow = position.omit({ permissions: true, abstract_role_ids: true });
export type PositionRow = z.infer<typeof positionRow>;

const choice = z.object({ id: z.number(), name: z.string() });
export const positionFormData = z.object({
  position: position.nullable(),
  companies: z.array(choice),
  /** Departments of the chosen company (query company_id). */
  departments: z.array(choice),
  /** Roles of the chosen department (query department_id), each with what it grants. */
  roles: z.array(choice.extend({ permissions: z.array(z.string()) })),
  permission_groups: permissionGroups,
});

const listQ = listQuery.extend({
  full_name: text(120).optional(), company_id: id.optional(), department_id: id.optional(), role_id: id.optional(),
});
const formQ = z.object({ company_id: id.optional(), department_id: id.optional() });

export const listPositions = endpoint({ method: 'GET', path: '/position', access, summary: 'Positions, paged; filters full_name, company_id, department_id, role_id.', query: listQ, data: z.array(positionRow) });
export const createPositionForm = endpoint({ method: 'GET', path: '/position/create', access, summary: 'Create form data; dependent choices by company_id and department_id.', query: formQ, data: positionFormData });
export const editPositionForm = endpoint({ method: 'GET', path: '/position/{id}/edit', access, summary: 'Edit form data.', params: idParams, query: formQ, data: positionFormData });
export const createPosition = endpoint({ method: 'POST', path: '/position', access, summary: 'Creates a position.', body: positionBody, data: position });
export const updatePosition = endpoint({ method: 'PUT', path: '/position/{id}', access, summary: 'Updates a position.', params: idParams, body: positionBody, data: position });
export const deletePosition = endpoint({ method: 'DELETE', path: '/position/{id}', access, summary: 'Deletes a position no group or employee record uses.', params: idParams, data: okMessage });

export const listCompanyPositions = endpoint({ ...listPositions, path: '/company/self/position', summary: "Positions of the active position's company, paged." });
export const createCompanyPositionForm = endpoint({ ...createPositionForm, path: '/company/self/position/create' });
export const editCompanyPositionForm = endpoint({ ...editPositionForm, path: '/company/self/position/{id}/edit' });
export const createCompanyPosition = endpoint({ ...createPosition, path: '/company/self/position' });
export const updateCompanyPosition = endpoint({ ...updatePosition, path: '/company/self/position/{id}' });
export const deleteCompanyPosition = endpoint({ ...deletePosition, path: '/company/self/position/{id}' });

export const duplicateBody = z.object({
  starts_at: isoDate,
  user_id: id,
  terminate_original: z.boolean().default(false),
  primary_position: z.boolean().default(false),
});
export type DuplicateBody = z.input<typeof duplicateBody>;

export const duplicateCandidates = endpoint({
  method: 'GET', path: '/position/duplicate', access, summary: 'Positions of a department to duplicate, paged.',
  query: listQuery.extend({ department_id: id.optional(), full_name: text(120).optional() }), data: z.array(positionRow),
});
export const duplicatePosition = endpoint({
  method: 'POST', path: '/position/{id}/duplicate', access,
  summary: 'Copies a position (role, abstract roles, permission groups, position groups) to a user from starts_at; optionally ends the original and makes the copy primary.',
  params: idParams, body: duplicateBody, data: position,
});

const groupsAccess = { permission: 'view-position-groups' } as const;
export const listPrimaryPositions = endpoint({
  method: 'GET', path: '/primary-position', access: groupsAccess, summary: 'Primary positions, paged; filters full_name, company_id, department_id, role_id.',
  query: listQ, data: z.array(positionRow),
});
export const userPrimaryPosition = endpoint({
  method: 'GET', path: '/user/{id}/primary-position', access: groupsAccess, summary: "A user's positions and which one is primary.",
  params: idParams, data: z.object({ primary_position_id: z.number().nullable(), positions: z.array(positionRow) }),
});
export const setUserPrimaryPosition = endpoint({
  method: 'PUT', path: '/user/{id}/primary-position', access: groupsAccess, summary: "Makes one of the user's positions primary.",
  params: idParams, body: z.object({ position_id: id }), data: z.object({ primary_position_id: z.number().nullable(), positions: z.array(positionRow) }),
});

export { positionItem };
