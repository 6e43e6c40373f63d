import { z } from 'zod';
import { endpoint, idParams, listQuery, okMessage, text, type Access } from './http';
import { REFERENCE_LISTS, REFERENCE_LIST_KEYS, type ReferenceListDef, type ReferenceListKey } from './reference-list-defs';

/**
 * Simple reference lists (spec 3 §7 "Reference lists": list GET with page and filters, /create,
 * POST, GET {id}, /{id}/edit, PUT {id}, DELETE {id}). One declaration per list; every list is
 * served, stored (table reference_items, told apart by `key`) and screened by the same code.
 * Decisions: docs/decisions/reference-lists.md.
 */
export * from './reference-list-defs';

const accessOf = (permissions: readonly string[]): Access =>
  permissions.length === 1 ? { permission: permissions[0]! } : { anyOf: [...permissions] };

/** An item carries its spec field (title/code/name) and the same text as `label` for generic screens. */
export const referenceItem = z.object({
  id: z.number(),
  label: z.string(),
  title: z.string().optional(),
  code: z.string().optional(),
  name: z.string().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ReferenceItem = z.infer<typeof referenceItem>;

/** The body names the spec field; surrounding spaces are dropped and inner runs collapsed. */
export function referenceBody(def: ReferenceListDef) {
  return z.object({
    [def.field]: text(def.maxLength).min(1, 'Bu alan zorunludur.').transform((s) => s.replace(/\s+/g, ' ')),
  }) as z.ZodType<Record<string, string>, Record<string, string>>;
}

/** The create form's data: which field to fill and how long it may be. */
export const referenceForm = z.object({ field: z.string(), max_length: z.number(), item: referenceItem.nullable() });

/** Every endpoint of one list; `forms` lists add /create and /{id}/edit. */
export function referenceEndpoints(def: ReferenceListDef) {
  const read = accessOf(def.read);
  const manage = accessOf(def.manage);
  const body = referenceBody(def);
  const base = {
    list: endpoint({
      method: 'GET', path: def.path, access: read, summary: `${def.key}: list, paged, keyword filter.`,
      query: listQuery.extend({ keyword: text(100).optional() }), data: z.array(referenceItem),
    }),
    show: endpoint({ method: 'GET', path: `${def.path}/{id}`, access: read, summary: `${def.key}: one item.`, params: idParams, data: referenceItem }),
    create: endpoint({ method: 'POST', path: def.path, access: manage, summary: `${def.key}: create.`, body, data: referenceItem }),
    update: endpoint({ method: 'PUT', path: `${def.path}/{id}`, access: manage, summary: `${def.key}: update.`, params: idParams, body, data: referenceItem }),
    remove: endpoint({ method: 'DELETE', path: `${def.path}/{id}`, access: manage, summary: `${def.key}: delete (soft).`, params: idParams, data: okMessage }),
  };
  if (!def.forms) return { ...base, createForm: undefined, editForm: undefined };
  return {
    ...base,
    createForm: endpoint({ method: 'GET', path: `${def.path}/create`, access: manage, summary: `${def.key}: create form.`, data: referenceForm }),
    editForm: endpoint({ method: 'GET', path: `${def.path}/{id}/edit`, access: manage, summary: `${def.key}: edit form.`, params: idParams, data: referenceForm }),
  };
}

export type ReferenceEndpoints = ReturnType<typeof referenceEndpoints>;

export const REFERENCE_API = Object.fromEntries(
  REFERENCE_LIST_KEYS.map((key) => [key, referenceEndpoints(REFERENCE_LISTS[key])]),
) as Record<ReferenceListKey, ReferenceEndpoints>;
