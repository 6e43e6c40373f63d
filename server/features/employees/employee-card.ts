import { asc, eq, inArray } from 'drizzle-orm';
import { maskIban } from '../../../src/contracts/iban';
import { EMPLOYEE_FILE_SLOTS, SECURITY_ID_DOCUMENT_NAME, type Employee } from '../../../src/contracts/employees/schemas';
import type { Executor } from '../../db/client';
import { users } from '../auth/auth.table';
import { files } from '../files/files.table';
import { companies, departments, regions, roles, shuttleStops } from '../organisation/organisation.table';
import { referenceItems } from '../reference-lists/reference-lists.table';
import { securityProjects } from '../security-projects/security-projects.table';
import { employeeReasons, employeeSeasons } from './employee-lists.table';
import { employeeCertifications, employeeFiles, employees } from './employees.table';

/** The employee card (spec 1 §3): the record, what it refers to by name, certifications and file slots. */
export async function loadCard(db: Executor, id: number, options: { withTrashed?: boolean } = {}): Promise<Employee | undefined> {
  const [row] = await db.select({
    e: employees, u: users,
    role: { id: roles.id, name: roles.name }, department: departments.name, company: companies.name,
    project: { id: securityProjects.id, name: securityProjects.name, enable: securityProjects.enable },
    region: { id: regions.id, name: regions.name },
    stop: { id: shuttleStops.id, name: shuttleStops.stop_name },
    season: { id: employeeSeasons.id, name: employeeSeasons.name, start_date: employeeSeasons.start_date, end_date: employeeSeasons.end_date },
    exitReason: { id: employeeReasons.id, name: employeeReasons.name },
    apron: { id: referenceItems.id, name: referenceItems.label },
  })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.user_id))
    .leftJoin(roles, eq(roles.id, employees.role_id))
    .leftJoin(departments, eq(departments.id, roles.department_id))
    .leftJoin(companies, eq(companies.id, departments.company_id))
    .leftJoin(securityProjects, eq(securityProjects.id, employees.security_project_id))
    .leftJoin(regions, eq(regions.id, employees.region_id))
    .leftJoin(shuttleStops, eq(shuttleStops.id, employees.shuttle_stop_id))
    .leftJoin(employeeSeasons, eq(employeeSeasons.id, employees.term_season_id))
    .leftJoin(employeeReasons, eq(employeeReasons.id, employees.exit_reason_id))
    .leftJoin(referenceItems, eq(referenceItems.id, employees.apron_card_type_id))
    .where(eq(employees.id, id));
  if (!row || (row.e.deleted_at && !options.withTrashed)) return undefined;
  const certs = await db.select().from(employeeCertifications).where(eq(employeeCertifications.employee_id, id)).orderBy(asc(employeeCertifications.tpss_validity_date));
  const slotRows = await db.select({ kind: employeeFiles.kind, id: files.id, name: files.original_name })
    .from(employeeFiles).innerJoin(files, eq(files.id, employeeFiles.file_id))
    .where(eq(employeeFiles.employee_id, id));
  const slots: Employee['files'] = Object.fromEntries(EMPLOYEE_FILE_SLOTS.map((s) => [s, null]));
  for (const f of slotRows.filter((f) => (EMPLOYEE_FILE_SLOTS as readonly string[]).includes(f.kind))) {
    slots[f.kind] = { id: f.id, name: f.name, url: `/api/files/${f.id}` };
  }
  const { e, u } = row;
  return {
    id: e.id, full_name: e.full_name, first_name: e.first_name, middle_name: e.middle_name, last_name: e.last_name,
    national_id_number: e.national_id_number, nationality: e.nationality, nationality_country_id: e.nationality_country_id,
    birth_date: e.birth_date, employee_type: e.employee_type, disability_degree: e.disability_degree, disability_rate: e.disability_rate,
    user: { id: u.id, name: u.name, email: u.email, mobile_number: u.mobile_number, photo_url: u.photo_url, enterprise_uuid: u.enterprise_uuid },
    role: row.role?.id ? { id: row.role.id, name: row.role.name, department: row.department ?? '', company: row.company ?? '' } : null,
    security_project: row.project?.id ? row.project : null,
    region: row.region?.id ? row.region : null,
    shuttle_stop: row.stop?.id ? row.stop : null,
    term_type: e.term_type, term_season: row.season?.id ? row.season : null, term_end_date: e.term_end_date, hired_at: e.hired_at,
    initial_hired_at: e.initial_hired_at, resignation_date: e.resignation_date, exit_date: e.exit_date,
    exit_reason: row.exitReason?.id ? row.exitReason : null,
    county_id: e.county_id, district_id: e.district_id, neighborhood_id: e.neighborhood_id, street_id: e.street_id,
    birth_county_id: e.birth_county_id, birth_district_id: e.birth_district_id,
    iban_no: e.iban_no ? maskIban(e.iban_no) : null,
    overwork_information_state: e.overwork_information_state, apron_card_exists: e.apron_card_exists,
    apron_card_type: row.apron?.id ? row.apron : null, apron_card_validity_date: e.apron_card_validity_date,
    children: e.children, arm_info: e.arm_info, term_hours: e.term_hours, gps_id: e.gps_id, schedule_id: e.schedule_id, nickname: e.nickname,
    security_id: { is_tpss_exists: e.is_tpss_exists, exists: e.security_id_exists, document_name: SECURITY_ID_DOCUMENT_NAME },
    scanner_personnel_certifications: certs.map((c) => ({ id: c.id, tpss_document_type: c.tpss_document_type, tpss_validity_date: c.tpss_validity_date })),
    files: slots,
    is_sync_with_lms: e.is_sync_with_lms, is_sync_with_portal: e.is_sync_with_portal, is_sync_with_schedule: e.is_sync_with_schedule,
    deleted_at: e.deleted_at?.toISOString() ?? null, created_at: e.created_at.toISOString(),
  };
}

/** Names for choices in forms. */
export async function namesOf(db: Executor, table: 'seasons' | 'projects', ids: number[]) {
  if (!ids.length) return [];
  return table === 'seasons'
    ? db.select({ id: employeeSeasons.id, name: employeeSeasons.name }).from(employeeSeasons).where(inArray(employeeSeasons.id, ids))
    : db.select({ id: securityProjects.id, name: securityProjects.name }).from(securityProjects).where(inArray(securityProjects.id, ids));
}
