import { z } from 'zod';
import { endpoint, idParams, listQuery } from '../http';
import { permissionName } from './common';

/** "Who can do what": the view is for those who administer roles. */
const access = { permission: 'view-roles' } as const;

export const PERMISSION_SOURCES = ['super', 'role', 'abstract-role', 'permission-group', 'position-group'] as const;
export const permissionSource = z.object({ source: z.enum(PERMISSION_SOURCES), source_id: z.number(), source_name: z.string() });

export const userAccess = z.object({
  user_id: z.number(),
  full_name: z.string(),
  positions: z.array(z.object({
    position_id: z.number(),
    label: z.string(),
    is_super: z.boolean(),
    permissions: z.array(z.object({ permission: z.string(), sources: z.array(permissionSource) })),
  })),
});
export type UserAccess = z.infer<typeof userAccess>;

export const permissionHolder = permissionSource.extend({ position_id: z.number(), user_id: z.number().nullable(), full_name: z.string(), label: z.string() });
export type PermissionHolder = z.infer<typeof permissionHolder>;

export const userPermissions = endpoint({
  method: 'GET', path: '/organisation/access/user/{id}', access, summary: 'Every permission a user holds, per position, and where each comes from.',
  params: idParams, data: userAccess,
});
export const permissionHolders = endpoint({
  method: 'GET', path: '/organisation/access/permission', access, summary: 'Who holds a permission (positions with users), and through what; paged.',
  query: listQuery.extend({ permission: permissionName }), data: z.array(permissionHolder),
});
