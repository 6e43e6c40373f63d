import { z } from 'zod';
import { endpoint, idParams, listQuery, okMessage, text, type Access } from './http';

/**
 * Simple reference lists (spec 3 §7 "Reference lists": list GET with page and filters, /create,
 * POST, GET {id}, /{id}/edit, PUT {id}, DELETE {id}). One declaration per list; every list is
 * served, stored (table reference_items, told apart by `key`) and screened by the same code.
 * Decisions: docs/decisions/reference-lists.md.
 */
export interface ReferenceListDef {
  key: string;
  /** Spec API path, relative to /api. */
  path: string;
  /** The item's field as the spec names it (titles: 'title', codes: 'code', others: 'name'). */
  field: 'title' | 'code' | 'name';
  /** The spec lists /create and /{id}/edit for this list. */
  forms: boolean;
  /** Reading: any one of these (managers read too). */
  read: readonly string[];
  manage: readonly string[];
  maxLength: number;
  messages: { created: string; updated: string; deleted: string; notFound: string; taken: string };
}

/** Turkish success messages (spec 2 §8: titles, flight codes, drill codes). */
const turkish = (noun: string, lower: string) => ({
  created: `${noun} oluşturuldu.`,
  updated: `${noun} güncellendi.`,
  deleted: `${noun} silindi.`,
  notFound: `${noun} bulunamadı.`,
  taken: `Bu ${lower} zaten kayıtlı.`,
});

/** Spec 3 §8 words them in English: '<Thing> successfully created/updated/deleted.' */
const english = (thing: string, lower: string) => ({
  created: `${thing} successfully created.`,
  updated: `${thing} successfully updated.`,
  deleted: `${thing} successfully deleted.`,
  notFound: `${thing} bulunamadı.`,
  taken: `Bu ${lower} zaten kayıtlı.`,
});

const auditTitles = (family: 'ggh' | 'k9' | 'uog', manage: string): ReferenceListDef => ({
  key: `${family}-title`, path: `/${family}/title`, field: 'title', forms: family === 'ggh',
  read: [`view-${family}-audits`, manage], manage: [manage], maxLength: 255, messages: turkish('Başlık', 'başlık'),
});

const detectionList = (key: string, thing: string, lower: string): ReferenceListDef => ({
  key, path: `/${key}`, field: 'name', forms: true,
  read: ['view-detections', 'manage-detection-lists'], manage: ['manage-detection-lists'], maxLength: 255, messages: english(thing, lower),
});

export const REFERENCE_LISTS = {
  'ggh-title': auditTitles('ggh', 'administrate-ggh-audits'),
  'k9-title': auditTitles('k9', 'administrate-k9-audits'),
  'uog-title': auditTitles('uog', 'manage-uog-title'),
  'uog-flight-code': {
    key: 'uog-flight-code', path: '/uog/flight-code', field: 'code', forms: false,
    read: ['view-uog-audits', 'manage-uog-flight-code', 'manage-ggh-flight-code'], manage: ['manage-uog-flight-code', 'manage-ggh-flight-code'],
    maxLength: 32, messages: turkish('Uçuş kodu', 'uçuş kodu'),
  },
  'drill-code': {
    key: 'drill-code', path: '/drill/code', field: 'code', forms: false,
    read: ['view-drill-audits', 'manage-drill-codes'], manage: ['manage-drill-codes'], maxLength: 64, messages: turkish('Tatbikat kodu', 'tatbikat kodu'),
  },
  'prohibited-substance': detectionList('prohibited-substance', 'Prohibited substance', 'yasaklı madde'),
  'suspicious-substance': detectionList('suspicious-substance', 'Suspicious substance', 'şüpheli madde'),
  'imposter-document': detectionList('imposter-document', 'Imposter document', 'sahte belge türü'),
} as const satisfies Record<string, ReferenceListDef>;

export type ReferenceListKey = keyof typeof REFERENCE_LISTS;
export const REFERENCE_LIST_KEYS = Object.keys(REFERENCE_LISTS) as ReferenceListKey[];

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
