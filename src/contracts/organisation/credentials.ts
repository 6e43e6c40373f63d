import { z } from 'zod';
import { endpoint, idParams, listQuery, okMessage, text } from '../http';
import { EMPLOYEE_MESSAGES } from '../employees/messages';
import { MOBILE_MESSAGES, normaliseMobile } from '../phone';

const access = { permission: 'view-users' } as const;
const logsAccess = { permission: 'view-user-logs' } as const;

export const CREDENTIAL_MESSAGES = {
  updated: 'Kimlik Bilgileri başarılı bir şekilde güncellenmiştir.',
  created: 'Kullanıcı oluşturuldu.',
  deleted: 'Kullanıcı silindi.',
  inUse: (n: number) => `Bu kullanıcı ${n} pozisyonda kullanıldığı için silinemez.`,
  emailUsedBy: EMPLOYEE_MESSAGES.emailUsedBy,
  usernameUsedBy: EMPLOYEE_MESSAGES.usernameUsedBy,
  mobileUsedBy: MOBILE_MESSAGES.usedBy,
} as const;

/** Credentials user (spec 1 §3): name (sign-in), email, mobile_number; a new user also needs a name to show. */
export const credentialsBody = z.object({
  name: z.string().trim().toLowerCase().regex(/^[a-z0-9._-]{3,120}$/, EMPLOYEE_MESSAGES.usernameInvalid),
  email: z.string().trim().toLowerCase().max(255).email(EMPLOYEE_MESSAGES.emailInvalid).nullable().optional(),
  mobile_number: z.string().trim().max(20).nullable().optional()
    .transform((v, ctx) => {
      if (!v) return null;
      const n = normaliseMobile(v);
      if (!n) ctx.addIssue({ code: 'custom', message: MOBILE_MESSAGES.invalid });
      return n;
    }),
  first_name: text(120).min(2).optional(),
  middle_name: text(120).nullable().optional(),
  last_name: text(120).min(2).optional(),
});
export type CredentialsBody = z.input<typeof credentialsBody>;

export const credentialsUser = z.object({
  id: z.number(), name: z.string(), email: z.string().nullable(), mobile_number: z.string().nullable(),
  first_name: z.string(), middle_name: z.string().nullable(), last_name: z.string(), full_name: z.string(),
  positions_count: z.number(), created_at: z.string(),
});
export type CredentialsUser = z.infer<typeof credentialsUser>;

export const userLog = z.object({
  id: z.number(), action: z.string(), attributes: z.record(z.string(), z.unknown()), old: z.record(z.string(), z.unknown()),
  causer_name: z.string().nullable(), created_at: z.string(),
});
export type UserLog = z.infer<typeof userLog>;

export const listUsers = endpoint({
  method: 'GET', path: '/user', access, summary: "Credentials users, paged; filters name, email, mobile_number, or 'query' over all three.",
  query: listQuery.extend({ name: text(120).optional(), email: text(255).optional(), mobile_number: text(20).optional(), query: text(120).optional() }),
  data: z.array(credentialsUser),
});
export const createUserForm = endpoint({ method: 'GET', path: '/user/create', access, summary: 'Create form data.', data: z.object({ user: credentialsUser.nullable() }) });
export const editUserForm = endpoint({ method: 'GET', path: '/user/{id}/edit', access, summary: 'Edit form data (the credentials detail).', params: idParams, data: z.object({ user: credentialsUser.nullable() }) });
export const createUser = endpoint({ method: 'POST', path: '/user', access, summary: 'Creates a user (a duplicate name, e-mail or mobile is refused).', body: credentialsBody, data: credentialsUser });
export const updateUser = endpoint({ method: 'PUT', path: '/user/{id}', access, summary: 'Updates the credentials.', params: idParams, body: credentialsBody, data: credentialsUser });
export const deleteUser = endpoint({ method: 'DELETE', path: '/user/{id}', access, summary: 'Deletes a user who holds no live position.', params: idParams, data: okMessage });
export const userLogs = endpoint({ method: 'GET', path: '/user/{id}/logs', access: logsAccess, summary: 'Credentials change logs, paged.', params: idParams, query: listQuery, data: z.array(userLog) });
