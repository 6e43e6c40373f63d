/**
 * The declarations of the simple reference lists, free of zod so the app shell (routes, menu) can
 * read them without loading the schemas. Endpoints and schemas: ./reference-lists.ts.
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

/** Spec 1 §2 HR lists, also spec 3's (one implementation): '<Thing> başarıyla …' confirmations. */
const hrList = (key: string, noun: string, lower: string, read: readonly string[], manage: readonly string[]): ReferenceListDef => ({
  key, path: `/${key}`, field: 'name', forms: true, read: [...read, ...manage], manage, maxLength: 255,
  messages: {
    created: `${noun} başarıyla oluşturuldu.`, updated: `${noun} başarıyla güncellendi.`, deleted: `${noun} başarıyla silindi.`,
    notFound: `${noun} bulunamadı.`, taken: `Bu ${lower} zaten kayıtlı.`,
  },
});
/** Spec 1 §2 management-panel lists: one permission reads and keeps them; fields other than the name are not shown by the spec. */
const organisationList = (key: string, path: string, noun: string, lower: string, permission: string): ReferenceListDef => ({
  ...hrList(key, noun, lower, [], [permission]), path,
});
const EMPLOYEE_VIEW = ['view-employees', 'view-gss-employees', 'view-employee-cards'];

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
  'apron-card-type': hrList('apron-card-type', 'Apron kartı türü', 'apron kartı türü', EMPLOYEE_VIEW, ['edit-employees']),
  'employee-training-type': hrList('employee-training-type', 'Eğitim türü', 'eğitim türü', EMPLOYEE_VIEW, ['create-employee-training']),
  'employee-training-name': hrList('employee-training-name', 'Eğitim adı', 'eğitim adı', EMPLOYEE_VIEW, ['create-employee-training']),
  // Spec 3 §3 "performance training ids" on a card: read by whoever reads periods, kept by period editors.
  'performance-training': hrList('performance-training', 'Performans eğitimi', 'performans eğitimi', ['view-performance-periods'], ['edit-performance-periods']),
  // Spec 1 §3/§5: "Other fields of office, address, workgroup, onbase group … not shown" — a name each.
  'organisation-address': organisationList('organisation-address', '/organisation/address', 'Adres', 'adres', 'create-organisation-addresses'),
  workgroup: organisationList('workgroup', '/workgroup', 'Çalışma grubu', 'çalışma grubu', 'view-work-groups'),
  // Offices name no permission (like facilities): the department administrators keep them.
  office: organisationList('office', '/office', 'Ofis', 'ofis', 'view-departments'),
  'onbase-group': organisationList('onbase-group', '/onbase-group', 'Onbase grubu', 'onbase grubu', 'view-onbase-groups'),
} as const satisfies Record<string, ReferenceListDef>;

export type ReferenceListKey = keyof typeof REFERENCE_LISTS;
export const REFERENCE_LIST_KEYS = Object.keys(REFERENCE_LISTS) as ReferenceListKey[];
