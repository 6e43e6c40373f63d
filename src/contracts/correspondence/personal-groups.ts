import { z } from 'zod';
import { endpoint, id, idParams, listQuery, text } from '../http';

/** Personal groups (spec 3 §3 "Correspondence group"): a user's own reusable audiences. */
const ids = z.array(id).max(200).default([]).transform((list) => [...new Set(list)]);

export const personalGroupBody = z.object({
  name: text(120).min(2),
  related_departments: ids,
  related_groups: z.array(id).max(0, { message: 'Pozisyon grupları henüz kullanılamıyor.' }).default([]),
  related_positions: ids,
  related_roles: ids,
});
export type PersonalGroupBody = z.input<typeof personalGroupBody>;

const named = z.object({ id: z.number(), name: z.string() });
export const personalGroup = z.object({
  id: z.number(),
  name: z.string(),
  related_departments: z.array(named),
  related_groups: z.array(named),
  related_positions: z.array(named),
  related_roles: z.array(named),
  created_at: z.string(),
});
export type PersonalGroup = z.infer<typeof personalGroup>;

export const PERSONAL_GROUP_MESSAGES = {
  created: 'Kişisel grup oluşturuldu.',
  updated: 'Kişisel grup güncellendi.',
  deleted: 'Kişisel grup silindi.',
  empty: 'Grupta en az bir departman, pozisyon veya rol olmalıdır.',
  notFound: 'Seçilen departman, pozisyon veya rollerden biri bulunamadı.',
} as const;

export const listPersonalGroups = endpoint({ method: 'GET', path: '/personal-group', access: 'signed-in', summary: 'Own personal groups.', query: listQuery.extend({ keyword: text(100).optional() }), data: z.array(personalGroup) });
export const getPersonalGroup = endpoint({ method: 'GET', path: '/personal-group/{id}', access: 'signed-in', summary: 'One own group.', params: idParams, data: personalGroup });
export const createPersonalGroup = endpoint({ method: 'POST', path: '/personal-group', access: 'signed-in', summary: 'Creates an own group.', body: personalGroupBody, data: personalGroup });
export const updatePersonalGroup = endpoint({ method: 'PUT', path: '/personal-group/{id}', access: 'signed-in', summary: 'Updates an own group.', params: idParams, body: personalGroupBody, data: personalGroup });
export const deletePersonalGroup = endpoint({ method: 'DELETE', path: '/personal-group/{id}', access: 'signed-in', summary: 'Deletes an own group.', params: idParams, data: z.object({ message: z.string() }) });
