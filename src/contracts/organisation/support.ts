import { z } from 'zod';
import { endpoint, id, idParams, listQuery, okMessage } from '../http';

/** Spec 3 names no support permission: user e-mails go with view-users, domains with view-email-domains. */
const users = { permission: 'view-users' } as const;
const domains = { permission: 'view-email-domains' } as const;

export const SUPPORT_MESSAGES = {
  emailCreated: 'Email successfully created.',
  emailUpdated: 'Email successfully updated.',
  emailDeleted: 'Email successfully deleted.',
  emailConfirm: 'Email will be removed. Are you sure?',
  domainCreated: 'Domain successfully created.',
  domainDeleted: 'Domain successfully deleted.',
  emailTaken: 'Bu e-posta adresi kullanılıyor.',
  emailInvalid: 'E-posta adresi geçersizdir.',
  unknownDomain: 'E-posta alan adı tanımlı değil.',
  parentNotFound: 'Ana e-posta adresi bulunamadı.',
  aliasOfAlias: 'Bir takma ad başka bir takma adın altına eklenemez.',
  domainTaken: 'Bu alan adı zaten tanımlı.',
  domainInUse: (n: number) => `Bu alan adı ${n} e-posta adresinde kullanıldığı için silinemez.`,
  domainInvalid: 'Alan adı geçersizdir.',
} as const;

export const userEmailBody = z.object({
  email: z.string().trim().toLowerCase().max(255).email(SUPPORT_MESSAGES.emailInvalid),
  /** An alias names its parent address (one level). */
  parent_id: id.nullable().optional(),
});
export type UserEmailBody = z.input<typeof userEmailBody>;

const emailRow = z.object({ id: z.number(), email: z.string(), parent_id: z.number().nullable(), created_at: z.string() });
export const userEmail = emailRow.extend({ aliases: z.array(emailRow) });
export type UserEmail = z.infer<typeof userEmail>;

const domain = z.object({ id: z.number(), name: z.string(), emails_count: z.number(), created_at: z.string() });
export type EmailDomain = z.infer<typeof domain>;
const emailForm = z.object({ email: userEmail.nullable(), domains: z.array(z.object({ id: z.number(), name: z.string() })), parents: z.array(z.object({ id: z.number(), email: z.string() })) });
const emailParams = z.object({ id, emailId: id });

export const listUserEmails = endpoint({ method: 'GET', path: '/user/{id}/email', access: users, summary: "A user's e-mail addresses, each with its aliases.", params: idParams, data: z.array(userEmail) });
export const createUserEmailForm = endpoint({ method: 'GET', path: '/user/{id}/email/create', access: users, summary: 'Create form data.', params: idParams, data: emailForm });
export const editUserEmailForm = endpoint({ method: 'GET', path: '/user/{id}/email/{emailId}/edit', access: users, summary: 'Edit form data.', params: emailParams, data: emailForm });
export const createUserEmail = endpoint({ method: 'POST', path: '/user/{id}/email', access: users, summary: 'Adds an address or an alias.', params: idParams, body: userEmailBody, data: userEmail });
export const updateUserEmail = endpoint({ method: 'PUT', path: '/user/{id}/email/{emailId}', access: users, summary: 'Changes an address.', params: emailParams, body: userEmailBody, data: userEmail });
export const deleteUserEmail = endpoint({ method: 'DELETE', path: '/user/{id}/email/{emailId}', access: users, summary: 'Removes an address and its aliases.', params: emailParams, data: okMessage });

export const listEmailDomains = endpoint({ method: 'GET', path: '/email-domain', access: domains, summary: 'E-mail domains, paged.', query: listQuery, data: z.array(domain) });
export const createEmailDomainForm = endpoint({ method: 'GET', path: '/email-domain/create', access: domains, summary: 'Create form data.', data: z.object({ domain: domain.nullable() }) });
export const createEmailDomain = endpoint({
  method: 'POST', path: '/email-domain', access: domains, summary: 'Adds a domain.',
  body: z.object({ name: z.string().trim().toLowerCase().regex(/^(?=.{3,255}$)([a-z0-9-]+\.)+[a-z]{2,}$/, SUPPORT_MESSAGES.domainInvalid) }), data: domain,
});
export const deleteEmailDomain = endpoint({ method: 'DELETE', path: '/email-domain/{id}', access: domains, summary: 'Deletes a domain no address uses.', params: idParams, data: okMessage });

export const userGroup = z.object({ id: z.number(), name: z.string(), is_system_group: z.boolean(), position_id: z.number(), position_label: z.string() });
export type UserGroup = z.infer<typeof userGroup>;
export const supportUserGroups = endpoint({ method: 'GET', path: '/support/user-groups/{id}', access: users, summary: "The position groups of a user's positions.", params: idParams, data: z.array(userGroup) });
export const myPositionGroups = endpoint({ method: 'GET', path: '/position/self/position-group', access: 'signed-in', summary: 'The position groups of the active position.', data: z.array(userGroup) });
