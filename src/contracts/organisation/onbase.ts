import { z } from 'zod';
import { endpoint, id, idParams, listQuery, okMessage, text } from '../http';

/** Onbase role codes and grants sit beside the onbase groups (spec 1 §2): view-onbase-groups. */
const access = { permission: 'view-onbase-groups' } as const;

export const ONBASE_MESSAGES = {
  codeCreated: 'Onbase rolü başarıyla oluşturuldu.', codeUpdated: 'Onbase rolü başarıyla güncellendi.', codeDeleted: 'Onbase rolü başarıyla silindi.',
  // Spec 1 §8 words: 'Rol başarıyla eklendi'.
  granted: 'Rol başarıyla eklendi', revoked: 'Rol başarıyla silindi.',
  codeTaken: 'Bu onbase kodu zaten kayıtlı.', codeInUse: 'Bu onbase rolü kullanıcılara verildiği için silinemez.',
  alreadyGranted: 'Bu rol kullanıcıda zaten var.', roleNotFound: 'Onbase rolü bulunamadı.', projectNotFound: 'Güvenlik projesi bulunamadı.',
  departmentNotFound: 'Departman bulunamadı.',
} as const;

export const onbaseRoleBody = z.object({
  department_id: id.nullable().optional(),
  name: text(255).min(1, 'Bu alan zorunludur.'),
  onbase_code: text(64).min(1, 'Bu alan zorunludur.'),
});
export type OnbaseRoleBody = z.input<typeof onbaseRoleBody>;
export const onbaseRole = z.object({
  id: z.number(), department_id: z.number().nullable(), department_name: z.string().nullable(), name: z.string(), onbase_code: z.string(),
  users_count: z.number(), created_at: z.string(),
});
export type OnbaseRole = z.infer<typeof onbaseRole>;
const choice = z.object({ id: z.number(), name: z.string() });
const project = z.object({ id: z.number(), name: z.string(), short_code: z.string() });
const roleForm = z.object({ role: onbaseRole.nullable(), departments: z.array(choice) });

export const listOnbaseRoles = endpoint({
  method: 'GET', path: '/onbase/user/role', access, summary: 'Onbase role codes, paged; filters department_id, name, onbase_code.',
  query: listQuery.extend({ department_id: id.optional(), name: text(120).optional(), onbase_code: text(64).optional() }), data: z.array(onbaseRole),
});
export const createOnbaseRoleForm = endpoint({ method: 'GET', path: '/onbase/user/role/create', access, summary: 'Create form data.', data: roleForm });
export const editOnbaseRoleForm = endpoint({ method: 'GET', path: '/onbase/user/role/{id}/edit', access, summary: 'Edit form data.', params: idParams, data: roleForm });
export const createOnbaseRole = endpoint({ method: 'POST', path: '/onbase/user/role', access, summary: 'Creates a role code.', body: onbaseRoleBody, data: onbaseRole });
export const updateOnbaseRole = endpoint({ method: 'PUT', path: '/onbase/user/role/{id}', access, summary: 'Updates a role code.', params: idParams, body: onbaseRoleBody, data: onbaseRole });
export const deleteOnbaseRole = endpoint({ method: 'DELETE', path: '/onbase/user/role/{id}', access, summary: 'Deletes a role code no user holds.', params: idParams, data: okMessage });

// A user's onbase roles (spec 1 §3 "Onbase role grant": role_id, security_project_id) ---------
export const onbaseGrantBody = z.object({ role_id: id, security_project_id: id.nullable().optional() });
export type OnbaseGrantBody = z.input<typeof onbaseGrantBody>;
export const onbaseGrant = z.object({
  id: z.number(), role_id: z.number(), role_name: z.string(), onbase_code: z.string(),
  security_project_id: z.number().nullable(), security_project_name: z.string().nullable(), created_at: z.string(),
});
export type OnbaseGrant = z.infer<typeof onbaseGrant>;
const userParams = z.object({ id });
const grantParams = z.object({ id, roleId: id });
const grantForm = z.object({ user: z.object({ id: z.number(), name: z.string(), email: z.string().nullable() }), roles: z.array(onbaseRole), security_projects: z.array(project) });

export const listUserOnbaseRoles = endpoint({ method: 'GET', path: '/onbase/user/{id}/role', access, summary: "A user's onbase roles.", params: userParams, data: z.array(onbaseGrant) });
export const createUserOnbaseRoleForm = endpoint({ method: 'GET', path: '/onbase/user/{id}/role/create', access, summary: 'Grant form data.', params: userParams, data: grantForm });
export const grantUserOnbaseRole = endpoint({
  method: 'POST', path: '/onbase/user/{id}/role', access, summary: 'Grants a role; the project follows a role code equal to its short code.',
  params: userParams, body: onbaseGrantBody, data: onbaseGrant,
});
export const revokeUserOnbaseRole = endpoint({ method: 'DELETE', path: '/onbase/user/{id}/role/{roleId}', access, summary: 'Takes a role back (roleId: the role code).', params: grantParams, data: okMessage });
