import { z } from 'zod';
import { isMaskedIban, isValidIban, normaliseIban } from '../iban';
import { text } from '../http';
import { nationalIdError } from '../national-id';
import { normaliseMobile, MOBILE_MESSAGES } from '../phone';
import { EMPLOYEE_MESSAGES as M } from './messages';
import { TERM_TYPES } from './terms';

/** The employee record of spec 1 §3 as the form sends and the card shows it. */

export const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Tarih YYYY-AA-GG biçiminde olmalıdır.');
const optionalDay = day.nullable().optional();
const ref = z.number().int().positive().max(2147483647).nullable().optional();

export const EMPLOYEE_TYPES = ['normal', 'disabled'] as const;
export const NATIONALITIES = ['turkish', 'foreign'] as const;
export const TURKEY_COUNTRY_ID = 792;
export const SECURITY_ID_DOCUMENT_NAME = '5188';
export const MAX_TPSS_CERTIFICATIONS = 10;

/** The six single-file slots of the form (spec 1 §3 "Files"), as the upload paths name them. */
export const EMPLOYEE_FILE_SLOTS = [
  'health-status', 'references', 'application-form', 'letter-of-overwork-consent', 'security-id', 'safety-certificate',
] as const;
export type EmployeeFileSlot = (typeof EMPLOYEE_FILE_SLOTS)[number];
/** The documents tab's kinds: certificates and others (at least 3 visible slots each). */
export const DOCUMENT_TYPES = ['certificate', 'other'] as const;

/** Letters (Turkish too), spaces, dot, colon and hyphen (spec 1 §5 full-name fields). */
const NAME = /^[\p{L} .:-]+$/u;
const personName = (max = 120) => text(max).regex(NAME, 'Yalnızca harf, nokta, iki nokta ve tire kullanılabilir.');

export const tpssCertification = z.object({
  tpss_document_type: text(64).min(1),
  tpss_validity_date: day,
});

export const employeeBody = z.object({
  first_name: personName().min(1),
  middle_name: personName().nullable().optional(),
  last_name: personName().min(1),
  national_id_number: z.string().trim().superRefine((v, ctx) => {
    const error = nationalIdError(v);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  }),
  nationality: z.enum(NATIONALITIES).default('turkish'),
  nationality_country_id: z.number().int().positive().max(999).default(TURKEY_COUNTRY_ID),
  birth_date: optionalDay,
  employee_type: z.enum(EMPLOYEE_TYPES).default('normal'),
  disability_degree: text(32).nullable().optional(),
  disability_rate: z.number().int().min(0).max(100).nullable().optional(),
  /** The user account: sign-in name, e-mail and mobile (availability checked by the lookups). */
  username: z.string().trim().regex(/^[a-z0-9._-]{3,64}$/, M.usernameInvalid),
  email: z.email(M.emailInvalid).max(255).nullable().optional(),
  mobile_number: z.string().trim().max(20).nullable().optional().transform((v, ctx) => {
    if (!v) return null;
    const mobile = normaliseMobile(v);
    if (!mobile) ctx.addIssue({ code: 'custom', message: MOBILE_MESSAGES.invalid });
    return mobile ?? v;
  }),
  role_id: z.number().int().positive().max(2147483647),
  security_project_id: ref,
  region_id: ref,
  term_type: z.enum(TERM_TYPES),
  term_season_id: ref,
  term_end_date: optionalDay,
  hired_at: day,
  initial_hired_at: optionalDay,
  county_id: ref,
  district_id: ref,
  neighborhood_id: ref,
  street_id: ref,
  shuttle_stop_id: ref,
  birth_county_id: ref,
  birth_district_id: ref,
  /** A masked value (as the card showed it) keeps the stored IBAN. */
  iban_no: z.string().trim().max(42).nullable().optional().superRefine((v, ctx) => {
    if (v && !isMaskedIban(v) && !isValidIban(v)) ctx.addIssue({ code: 'custom', message: M.ibanInvalid });
  }).transform((v) => (v ? normaliseIban(v) : null)),
  overwork_information_state: z.boolean().nullable().optional(),
  apron_card_exists: z.boolean().default(false),
  apron_card_type_id: ref,
  apron_card_validity_date: optionalDay,
  children: z.number().int().min(0).max(9).default(0),
  arm_info: z.union([z.literal(0), z.literal(1)]).default(0),
  term_hours: z.number().int().min(1).max(30).nullable().optional(),
  gps_id: text(64).nullable().optional(),
  schedule_id: ref,
  security_id: z.object({ is_tpss_exists: z.boolean(), exists: z.boolean() }).default({ is_tpss_exists: false, exists: false }),
  scanner_personnel_certifications: z.array(tpssCertification).max(MAX_TPSS_CERTIFICATIONS).default([]),
});
export type EmployeeBody = z.input<typeof employeeBody>;
export type EmployeeInput = z.infer<typeof employeeBody>;


const named = z.object({ id: z.number(), name: z.string() }).nullable();
const storedFileRef = z.object({ id: z.number(), name: z.string(), url: z.string() }).nullable();

/** The card: everything the form holds, names of what it refers to, the IBAN masked. */
export const employee = z.object({
  id: z.number(),
  full_name: z.string(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  national_id_number: z.string(),
  nationality: z.string(),
  nationality_country_id: z.number(),
  birth_date: z.string().nullable(),
  employee_type: z.string(),
  disability_degree: z.string().nullable(),
  disability_rate: z.number().nullable(),
  user: z.object({
    id: z.number(), name: z.string(), email: z.string().nullable(), mobile_number: z.string().nullable(),
    photo_url: z.string().nullable(), enterprise_uuid: z.string().nullable(),
  }),
  role: z.object({ id: z.number(), name: z.string(), department: z.string(), company: z.string() }).nullable(),
  security_project: z.object({ id: z.number(), name: z.string(), enable: z.boolean() }).nullable(),
  region: named,
  shuttle_stop: named,
  term_type: z.string().nullable(),
  term_season: z.object({ id: z.number(), name: z.string(), start_date: z.string(), end_date: z.string() }).nullable(),
  term_end_date: z.string().nullable(),
  hired_at: z.string().nullable(),
  initial_hired_at: z.string().nullable(),
  resignation_date: z.string().nullable(),
  exit_date: z.string().nullable(),
  exit_reason: named,
  county_id: z.number().nullable(),
  district_id: z.number().nullable(),
  neighborhood_id: z.number().nullable(),
  street_id: z.number().nullable(),
  birth_county_id: z.number().nullable(),
  birth_district_id: z.number().nullable(),
  iban_no: z.string().nullable(),
  overwork_information_state: z.boolean().nullable(),
  apron_card_exists: z.boolean(),
  apron_card_type: named,
  apron_card_validity_date: z.string().nullable(),
  children: z.number(),
  arm_info: z.number(),
  term_hours: z.number().nullable(),
  gps_id: z.string().nullable(),
  schedule_id: z.number().nullable(),
  nickname: z.string().nullable(),
  security_id: z.object({ is_tpss_exists: z.boolean(), exists: z.boolean(), document_name: z.literal(SECURITY_ID_DOCUMENT_NAME) }),
  scanner_personnel_certifications: z.array(tpssCertification.extend({ id: z.number() })),
  files: z.record(z.string(), storedFileRef),
  is_sync_with_lms: z.boolean().nullable(),
  is_sync_with_portal: z.boolean().nullable(),
  is_sync_with_schedule: z.boolean().nullable(),
  deleted_at: z.string().nullable(),
  created_at: z.string(),
});
export type Employee = z.infer<typeof employee>;

/** A row of the list (and of its Excel). */
export const employeeRow = z.object({
  id: z.number(),
  full_name: z.string(),
  national_id_number: z.string(),
  username: z.string(),
  mobile_number: z.string().nullable(),
  role: z.string().nullable(),
  department: z.string().nullable(),
  security_project: z.string().nullable(),
  term_type: z.string().nullable(),
  hired_at: z.string().nullable(),
  resignation_date: z.string().nullable(),
  exit_date: z.string().nullable(),
  nickname: z.string().nullable(),
  colour: z.enum(['orange', 'red']).nullable(),
  deleted_at: z.string().nullable(),
  created_at: z.string(),
});
export type EmployeeRow = z.infer<typeof employeeRow>;
