import type { ReferenceListKey } from './reference-list-defs';

/**
 * The three detection registers' declarations, free of zod so the app shell (routes, outbox kinds)
 * can read them without loading the schemas. Endpoints and schemas: ./detections.ts.
 */
export const DETECTION_REGISTERS = ['prohibited', 'suspicious', 'imposter'] as const;
export type DetectionRegister = (typeof DETECTION_REGISTERS)[number];

export type DetectionItemField = 'prohibited_substance_id' | 'suspicious_substance_id' | 'imposter_document_id';
export type DetectionRoleFilter = 'detecter_role_name' | 'detecter_role_group_id';

export interface DetectionRegisterDef {
  key: DetectionRegister;
  /** Spec API path, relative to /api. */
  path: string;
  /** The reference list the detection picks from (reference_items.list). */
  list: ReferenceListKey;
  /** The spec's name of the picked item's id. */
  itemField: DetectionItemField;
  /** Prohibited substances and imposter documents keep the flight (spec 3 §3). */
  flightNumber: boolean;
  /** The list's role filter: by role name (substances) or by role group id (imposter documents). */
  roleFilter: DetectionRoleFilter;
  /** The member search the form uses (spec 3 §7 names two). */
  memberSearchPath: (typeof MEMBER_SEARCH_PATHS)[keyof typeof MEMBER_SEARCH_PATHS];
  /** Spec 3 §8: '<Thing> successfully created/updated/deleted.' */
  thing: string;
  /** Turkish Excel header of the item column, and the export's file name. */
  itemHeader: string;
  exportName: string;
}

export const MEMBER_SEARCH_PATHS = {
  position: '/position/security-project-members/search',
  imposter: '/imposter/security-project-members-search',
} as const;

export const DETECTION_REGISTER_DEFS: Record<DetectionRegister, DetectionRegisterDef> = {
  prohibited: {
    key: 'prohibited', path: '/prohibited-substance-detection', list: 'prohibited-substance', itemField: 'prohibited_substance_id',
    flightNumber: true, roleFilter: 'detecter_role_name', memberSearchPath: MEMBER_SEARCH_PATHS.position,
    thing: 'Prohibited substance detection', itemHeader: 'Yasaklı Madde', exportName: 'Yasaklı madde tespitleri.xlsx',
  },
  suspicious: {
    // Spelled with the plural 'substances' in the spec (api-index: ambiguous), kept as written.
    key: 'suspicious', path: '/suspicious-substances-detection', list: 'suspicious-substance', itemField: 'suspicious_substance_id',
    flightNumber: false, roleFilter: 'detecter_role_name', memberSearchPath: MEMBER_SEARCH_PATHS.position,
    thing: 'Suspicious substance detection', itemHeader: 'Şüpheli Madde', exportName: 'Şüpheli madde tespitleri.xlsx',
  },
  imposter: {
    key: 'imposter', path: '/imposter-document-detection', list: 'imposter-document', itemField: 'imposter_document_id',
    flightNumber: true, roleFilter: 'detecter_role_group_id', memberSearchPath: MEMBER_SEARCH_PATHS.imposter,
    thing: 'Imposter document detection', itemHeader: 'Sahte Belge', exportName: 'Sahte belge tespitleri.xlsx',
  },
};
