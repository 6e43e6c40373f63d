import { z } from 'zod';
import { endpoint, id, idParams, listQuery, text } from './http';
import { positionItem, roleDisplay, SEARCH_MIN_CHARS } from './people';

/**
 * The shared lookups of spec 1 §7 "Session and shared": the shell's searches, the Turkish
 * address hierarchy and countries, and the organisation lists that feed form dropdowns.
 */

// ---- Searches from the shell (each from 3 typed characters) -----------------------------

export const SEARCH_MESSAGES = { tooShort: `Arama için en az ${SEARCH_MIN_CHARS} karakter giriniz.` } as const;
/** Results per section of the main search, and per dedicated search. */
export const BASIC_SEARCH_LIMIT = 5;
export const SEARCH_LIMIT = 20;
/** Holding any one of these shows employees (national id numbers) in the searches. */
export const EMPLOYEE_SEARCH_PERMISSIONS = ['view-employees', 'view-gss-employees', 'view-employee-cards'] as const;

const searchQuery = z.object({ q: text(100).min(SEARCH_MIN_CHARS, SEARCH_MESSAGES.tooShort) });

/** The primary position of a person or user, as the role display shows it. */
export const primaryPosition = z.object({
  id: z.number(),
  role_display: roleDisplay,
  security_project_id: z.number().nullable(),
});

/** Person (spec 1 §3): an employee record as searches show it. */
export const personHit = z.object({
  id: z.number(),
  user_id: z.number(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  full_name: z.string(),
  national_id_number: z.string(),
  photo_url: z.string().nullable(),
  primary_position: primaryPosition.nullable(),
});
export type PersonHit = z.infer<typeof personHit>;

export const userHit = z.object({
  id: z.number(),
  /** The sign-in name. */
  name: z.string(),
  full_name: z.string(),
  email: z.string().nullable(),
  photo_url: z.string().nullable(),
  primary_position: primaryPosition.nullable(),
});
export type UserHit = z.infer<typeof userHit>;

export const basicSearch = endpoint({
  method: 'GET',
  path: '/search/basic',
  access: 'signed-in',
  summary: 'Main search: the top employees (for holders of an employee permission) and users.',
  query: searchQuery,
  data: z.object({ employees: z.array(personHit), users: z.array(userHit) }),
});

export const searchUsers = endpoint({
  method: 'GET',
  path: '/search/basic/users',
  access: 'signed-in',
  summary: 'Users by name, sign-in name or e-mail.',
  query: searchQuery,
  data: z.array(userHit),
});

export const searchEmployees = endpoint({
  method: 'GET',
  path: '/search/basic/employee',
  access: { anyOf: EMPLOYEE_SEARCH_PERMISSIONS },
  summary: 'Employees by name, or by national id number prefix when digits are typed.',
  query: searchQuery,
  data: z.array(personHit),
});

// ---- Geography --------------------------------------------------------------------------

/** ISO 3166-1 numeric code as id (Turkey 792, spec 1 §9). */
export const TURKEY_COUNTRY_ID = 792;
export const country = z.object({ id: z.number(), name: z.string(), code: z.string().nullable() });
export type Country = z.infer<typeof country>;

export const listCountries = endpoint({
  method: 'GET', path: '/country', access: 'signed-in', summary: 'Countries, Türkiye first, then in Turkish order.',
  data: z.array(country),
});

/** Turkish address hierarchy: il (county) > ilçe (district) > mahalle (neighborhood) > sokak (street). */
export const DESTINATION_TYPES = ['county', 'district', 'neighborhood', 'street'] as const;
export type DestinationType = (typeof DESTINATION_TYPES)[number];

export const destination = z.object({
  id: z.number(),
  parent_id: z.number().nullable(),
  type: z.enum(DESTINATION_TYPES),
  name: z.string(),
  /** Plate code for a county; otherwise usually empty. */
  code: z.string().nullable(),
});
export type Destination = z.infer<typeof destination>;

export const GEOGRAPHY_MESSAGES = {
  parentRequired: 'Bu tür için üst kayıt (parentId) seçilmelidir.',
  notCounty: 'İl bulunamadı.',
} as const;

export const listDestinations = endpoint({
  method: 'GET',
  path: '/destination',
  access: 'signed-in',
  summary: 'Children of a destination (parentId), optionally of one type; without parentId only counties.',
  query: z
    .object({ parentId: id.optional(), type: z.enum(DESTINATION_TYPES).optional() })
    .refine((q) => q.parentId !== undefined || q.type === undefined || q.type === 'county', {
      path: ['parentId'], message: GEOGRAPHY_MESSAGES.parentRequired,
    }),
  data: z.array(destination),
});

export const getDestination = endpoint({
  method: 'GET',
  path: '/destination/{id}',
  access: 'signed-in',
  summary: 'One destination with its ancestors (county first).',
  params: idParams,
  data: destination.extend({ ancestors: z.array(destination) }),
});

export const listCountyDistricts = endpoint({
  method: 'GET', path: '/county/{id}/district', access: 'signed-in', summary: 'Districts (ilçe) of a county (il).',
  params: idParams, data: z.array(destination),
});

// ---- Organisation lookups for form dropdowns -------------------------------------------

export const CONTACT_NUMBER_TYPES = ['normal'] as const;
export const contactCard = z.object({
  id: z.number(),
  department_id: z.number(),
  address_id: z.number().nullable(),
  primary: z.boolean(),
  numbers: z.array(z.object({ number: z.string(), ext: z.string().nullable(), type: z.enum(CONTACT_NUMBER_TYPES) })),
});
export type ContactCard = z.infer<typeof contactCard>;

export const departmentItem = z.object({
  id: z.number(),
  company_id: z.number(),
  parent_id: z.number().nullable(),
  name: z.string(),
  is_project: z.boolean(),
});
export type DepartmentItem = z.infer<typeof departmentItem>;

export const roleItem = z.object({
  id: z.number(),
  name: z.string(),
  department_id: z.number(),
  department_name: z.string(),
  parent_id: z.number().nullable(),
  is_blue_collar: z.boolean(),
});
export type RoleItem = z.infer<typeof roleItem>;

export const regionItem = z.object({ id: z.number(), security_project_id: z.number().nullable(), name: z.string() });
export const shuttleStopItem = z.object({
  id: z.number(),
  security_project_id: z.number().nullable(),
  region_id: z.number().nullable(),
  stop_no: z.string(),
  stop_name: z.string(),
});

/** Roles of a company: optionally those whose name contains `name`; bounded for a dropdown. */
export const COMPANY_ROLES_LIMIT = 500;
const roleNameQuery = z.object({ name: text(120).optional() });

export const departmentContactCards = endpoint({
  method: 'GET', path: '/generic/department/{id}/contact-card', access: 'signed-in',
  summary: 'Contact cards of a department (primary first).', params: idParams, data: z.array(contactCard),
});

export const rolePositions = endpoint({
  method: 'GET', path: '/generic/role/{id}/position', access: 'signed-in', summary: 'Positions holding a role, paged.',
  params: idParams, query: listQuery, data: z.array(positionItem),
});

export const companyDepartments = endpoint({
  method: 'GET', path: '/generic/company/{id}/department', access: 'signed-in', summary: 'Departments of a company.',
  params: idParams, data: z.array(departmentItem),
});

export const departmentRoles = endpoint({
  method: 'GET', path: '/department/{id}/role', access: 'signed-in',
  summary: 'Roles of a department, leaving out exceptId (a role cannot be its own parent).',
  params: idParams, query: z.object({ exceptId: id.optional() }), data: z.array(roleItem),
});

export const companyRoles = endpoint({
  method: 'GET', path: '/company/{id}/role', access: 'signed-in', summary: 'Roles of a company, optionally by name.',
  params: idParams, query: roleNameQuery, data: z.array(roleItem),
});

export const ownCompanyRoles = endpoint({
  method: 'GET', path: '/company/self/role', access: 'signed-in',
  summary: "Roles of the active position's company, optionally by name.", query: roleNameQuery, data: z.array(roleItem),
});

export const securityProjectRegions = endpoint({
  method: 'GET', path: '/security-project/{id}/region', access: 'signed-in', summary: 'Regions of a security project.',
  params: idParams, data: z.array(regionItem),
});

export const regionShuttleStops = endpoint({
  method: 'GET', path: '/regions/{id}/shuttle-stops', access: 'signed-in', summary: 'Shuttle stops of a region.',
  params: idParams, data: z.array(shuttleStopItem),
});
