import { z } from 'zod';
import { endpoint, id, idParams, listQuery, okMessage, queryFlag, text } from '../http';
import { credentialsBody } from './credentials';

/** The list and its forms need view-users; a write also needs a super position (the server checks). */
const access = { permission: 'view-users' } as const;

export const ADMIN_USER_MESSAGES = {
  created: 'Yönetici kullanıcı oluşturuldu.',
  updated: 'Yönetici kullanıcı güncellendi.',
  deleted: 'Yönetici kullanıcı silindi.',
  restored: 'Yönetici kullanıcı geri yüklendi.',
  superOnly: 'Yönetici kullanıcıları yalnızca yönetici pozisyonundaki kullanıcılar değiştirebilir.',
  positionInvalid: 'Birincil pozisyon, yönetici rolünde boş bir pozisyon ya da kullanıcının kendi pozisyonu olmalıdır.',
  notDeleted: 'Bu yönetici kullanıcı silinmemiş.',
  self: 'Kendi kullanıcınızı silemezsiniz.',
} as const;

/** Admin user (spec 1 §3): first_name, middle_name, last_name, mobile_number, name, email, primary_position. */
export const adminUserBody = credentialsBody.extend({
  first_name: text(120).min(2, 'Ad zorunludur.'),
  last_name: text(120).min(2, 'Soyad zorunludur.'),
  primary_position: id,
});
export type AdminUserBody = z.input<typeof adminUserBody>;

export const adminUser = z.object({
  id: z.number(), name: z.string(), email: z.string().nullable(), mobile_number: z.string().nullable(),
  first_name: z.string(), middle_name: z.string().nullable(), last_name: z.string(), full_name: z.string(),
  primary_position: z.number().nullable(), primary_position_name: z.string().nullable(),
  deleted_at: z.string().nullable(), created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUser>;

/** A position an admin user may take as primary: a super role's position, vacant or the user's own. */
export const adminPositionChoice = z.object({ id: z.number(), name: z.string(), vacant: z.boolean() });
const adminUserForm = z.object({ admin_user: adminUser.nullable(), positions: z.array(adminPositionChoice) });

export const listAdminUsers = endpoint({
  method: 'GET', path: '/admin-user', access,
  summary: 'Admin users (users holding a live position of a super role), paged; filters name, email, deleted (the deleted ones, to restore).',
  query: listQuery.extend({ name: text(120).optional(), email: text(255).optional(), deleted: queryFlag.optional() }),
  data: z.array(adminUser),
});
export const createAdminUserForm = endpoint({ method: 'GET', path: '/admin-user/create', access, summary: 'Create form data: the vacant super positions.', data: adminUserForm });
export const editAdminUserForm = endpoint({ method: 'GET', path: '/admin-user/{id}/edit', access, summary: 'Edit form data.', params: idParams, data: adminUserForm });
export const createAdminUser = endpoint({ method: 'POST', path: '/admin-user', access, summary: 'Creates a user and gives them the primary (super) position.', body: adminUserBody, data: adminUser });
export const updateAdminUser = endpoint({ method: 'PUT', path: '/admin-user/{id}', access, summary: 'Updates an admin user.', params: idParams, body: adminUserBody, data: adminUser });
export const deleteAdminUser = endpoint({ method: 'DELETE', path: '/admin-user/{id}', access, summary: 'Soft-deletes an admin user (their tokens are revoked; restorable).', params: idParams, data: okMessage });
export const restoreAdminUser = endpoint({ method: 'GET', path: '/admin-user/{id}/restore', access, summary: 'Restores a deleted admin user.', params: idParams, data: adminUser });
