import { z } from 'zod';
import { endpoint, id, idParams, listQuery, text } from '../http';

/**
 * Correspondence types (spec 3 §3): name, sequence_yearly_reset, is_survey, and items of role,
 * group, department or company in two sets: viewers (who may send items of the type; empty =
 * everyone) and receivers (the default audience the form proposes).
 */
const access = { permission: 'view-correspondence-types' } as const;

export const TYPE_ITEM_KINDS = ['role', 'group', 'department', 'company'] as const;
export const typeItem = z.object({ type: z.enum(TYPE_ITEM_KINDS), id });
export const typeItemView = z.object({ type: z.enum(TYPE_ITEM_KINDS), id: z.number(), name: z.string() });

export const correspondenceType = z.object({
  id: z.number(),
  name: z.string(),
  sequence_yearly_reset: z.boolean(),
  is_survey: z.boolean(),
  viewers: z.array(typeItemView),
  receivers: z.array(typeItemView),
  items_count: z.number(),
  created_at: z.string(),
});
export type CorrespondenceType = z.infer<typeof correspondenceType>;

export const correspondenceTypeBody = z.object({
  name: text(120).min(2),
  sequence_yearly_reset: z.boolean().default(false),
  /** A survey type: its items carry a survey the receivers answer (docs/decisions/correspondence.md). */
  is_survey: z.boolean().default(false),
  viewers: z.array(typeItem).max(100).default([]),
  receivers: z.array(typeItem).max(100).default([]),
});
export type CorrespondenceTypeBody = z.input<typeof correspondenceTypeBody>;

export const TYPE_MESSAGES = {
  created: 'Yazışma türü oluşturuldu.',
  updated: 'Yazışma türü güncellendi.',
  deleted: 'Yazışma türü silindi.',
  itemNotFound: 'Seçilen rol, grup, departman veya şirketlerden biri bulunamadı.',
  inUse: 'Bu türde yazışmalar var; tür silinemez.',
} as const;

export const listTypes = endpoint({
  method: 'GET', path: '/correspondence-type', access, summary: 'Correspondence types, paged.',
  query: listQuery.extend({ keyword: text(100).optional() }), data: z.array(correspondenceType),
});
export const getType = endpoint({ method: 'GET', path: '/correspondence-type/{id}', access, summary: 'One type.', params: idParams, data: correspondenceType });
export const createType = endpoint({ method: 'POST', path: '/correspondence-type', access, summary: 'Creates a type.', body: correspondenceTypeBody, data: correspondenceType });
export const updateType = endpoint({ method: 'PUT', path: '/correspondence-type/{id}', access, summary: 'Updates a type.', params: idParams, body: correspondenceTypeBody, data: correspondenceType });
export const deleteType = endpoint({ method: 'DELETE', path: '/correspondence-type/{id}', access, summary: 'Deletes a type without items.', params: idParams, data: z.object({ message: z.string() }) });
export const typeViewers = endpoint({ method: 'GET', path: '/correspondence-type/{id}/viewer', access: 'signed-in', summary: "A type's viewer set.", params: idParams, data: z.array(typeItemView) });
export const typeReceivers = endpoint({ method: 'GET', path: '/correspondence-type/{id}/receiver', access: 'signed-in', summary: "A type's receiver set.", params: idParams, data: z.array(typeItemView) });
