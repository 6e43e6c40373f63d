import { z } from 'zod';
import { endpoint, id, idParams, listQuery, okMessage, text } from '../http';
import { positionItem } from '../people';
import { permissionGroups, permissionList } from './common';

const access = { permission: 'view-position-groups' } as const;

export const positionGroupBody = z.object({
  name: text(255).min(2),
  is_system_group: z.boolean().default(false),
  permission_ids: permissionList,
  security_project_ids: z.array(id).max(200).default([]),
});
export type PositionGroupBody = z.input<typeof positionGroupBody>;

export const positionGroup = z.object({
  id: z.number(),
  name: z.string(),
  is_system_group: z.boolean(),
  permission_ids: z.array(z.string()),
  security_project_ids: z.array(z.number()),
  members_count: z.number(),
  mails_count: z.number(),
  created_at: z.string(),
});
export type PositionGroup = z.infer<typeof positionGroup>;

const formData = z.object({
  group: positionGroup.nullable(),
  permission_groups: permissionGroups,
  security_projects: z.array(z.object({ id: z.number(), name: z.string(), short_code: z.string() })),
});

export const listPositionGroups = endpoint({ method: 'GET', path: '/position-group', access, summary: 'Position groups, paged.', query: listQuery, data: z.array(positionGroup) });
export const searchPositionGroups = endpoint({
  method: 'GET', path: '/search/position-group', access, summary: 'Position groups by keyword, paged.',
  query: listQuery.extend({ keyword: text(100).optional() }), data: z.array(positionGroup),
});
export const createPositionGroupForm = endpoint({ method: 'GET', path: '/position-group/create', access, summary: 'Create form data.', data: formData });
export const editPositionGroupForm = endpoint({ method: 'GET', path: '/position-group/{id}/edit', access, summary: 'Edit form data.', params: idParams, data: formData });
export const createPositionGroup = endpoint({ method: 'POST', path: '/position-group', access, summary: 'Creates a position group.', body: positionGroupBody, data: positionGroup });
export const updatePositionGroup = endpoint({ method: 'PUT', path: '/position-group/{id}', access, summary: 'Updates a position group.', params: idParams, body: positionGroupBody, data: positionGroup });
export const deletePositionGroup = endpoint({ method: 'DELETE', path: '/position-group/{id}', access, summary: 'Deletes a position group (system groups cannot be deleted).', params: idParams, data: okMessage });

export const groupMember = positionItem.extend({ member_id: z.number(), added_at: z.string() });
export type GroupMember = z.infer<typeof groupMember>;
const memberParams = z.object({ id, positionId: id });

export const listGroupMembers = endpoint({ method: 'GET', path: '/position-group/{id}/position', access, summary: 'Member positions, paged.', params: idParams, query: listQuery, data: z.array(groupMember) });
export const addGroupMember = endpoint({ method: 'POST', path: '/position-group/{id}/position', access, summary: 'Adds a member position.', params: idParams, body: z.object({ position: id }), data: groupMember });
export const removeGroupMember = endpoint({ method: 'DELETE', path: '/position-group/{id}/position/{positionId}', access, summary: 'Removes a member position.', params: memberParams, data: okMessage });

export const groupMail = z.object({ id: z.number(), email: z.string(), created_at: z.string() });
export type GroupMail = z.infer<typeof groupMail>;
const mailParams = z.object({ id, mailId: id });

export const listGroupMails = endpoint({ method: 'GET', path: '/position-group/{id}/mail', access, summary: 'Recipient e-mail addresses, paged.', params: idParams, query: listQuery, data: z.array(groupMail) });
export const getGroupMail = endpoint({ method: 'GET', path: '/position-group/{id}/mail/{mailId}', access, summary: 'One recipient address.', params: mailParams, data: groupMail });
export const addGroupMail = endpoint({
  method: 'POST', path: '/position-group/{id}/mail', access, summary: 'Adds a recipient address.',
  params: idParams, body: z.object({ email: z.string().trim().toLowerCase().max(255).email('Geçerli bir e-posta adresi giriniz.') }), data: groupMail,
});
export const removeGroupMail = endpoint({ method: 'DELETE', path: '/position-group/{id}/mail/{mailId}', access, summary: 'Deletes a recipient address.', params: mailParams, data: okMessage });
