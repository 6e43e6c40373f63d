import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { EMPLOYEE_MESSAGES as M } from '../../../src/contracts/employees/messages';
import { TERM_DATE_PERMISSION } from '../../../src/contracts/employees/access';
import type { EmployeeInput } from '../../../src/contracts/employees/schemas';
import { TERM_TYPES, allowedTermTypes, areTermDatesLocked, isSeasonLocked, type TermType } from '../../../src/contracts/employees/terms';
import { isMaskedIban } from '../../../src/contracts/iban';
import { MOBILE_MESSAGES, normaliseMobile } from '../../../src/contracts/phone';
import type { Executor } from '../../db/client';
import type { AuthContext } from '../../plugins/auth';
import { invalid, notFound } from '../../plugins/http-errors';
import { activityLogRepository, changedFields } from '../activity-log/activity-log.repository';
import { positions, users } from '../auth/auth.table';
import { roles, departments } from '../organisation/organisation.table';
import { referenceItems } from '../reference-lists/reference-lists.table';
import { securityProjectPositions, securityProjects } from '../security-projects/security-projects.table';
import { istanbulDay } from './day';
import { loadCard } from './employee-card';
import { employeeReasons, employeeSeasons } from './employee-lists.table';
import { employeeRuleErrors, normaliseEmployee } from './employee-rules';
import { employeeCertifications, employees } from './employees.table';

const TABLE = 'employees';
/** Spec 1 §5 "unless the season-change configuration allows it": EMPLOYEE_SEASON_CHANGE=true. */
const allowSeasonChange = () => process.env.EMPLOYEE_SEASON_CHANGE === 'true';
const TPSS_DOCUMENT_TYPES = ['X-Ray Tarama', 'Kapı Tipi Metal Dedektör', 'El Tipi Metal Dedektör', 'Patlayıcı İz Dedektörü (ETD)'];

const fullName = (i: Pick<EmployeeInput, 'first_name' | 'middle_name' | 'last_name'>) => [i.first_name, i.middle_name, i.last_name].filter(Boolean).join(' ');

/** The employee columns a form save writes. */
function columnsOf(i: EmployeeInput, storedIban: string | null) {
  return {
    first_name: i.first_name, middle_name: i.middle_name ?? null, last_name: i.last_name, full_name: fullName(i),
    national_id_number: i.national_id_number, nationality: i.nationality, nationality_country_id: i.nationality_country_id,
    birth_date: i.birth_date ?? null, employee_type: i.employee_type, disability_degree: i.disability_degree ?? null, disability_rate: i.disability_rate ?? null,
    role_id: i.role_id, security_project_id: i.security_project_id ?? null, region_id: i.region_id ?? null, shuttle_stop_id: i.shuttle_stop_id ?? null,
    term_type: i.term_type, term_season_id: i.term_type === 'seasonal_term' ? i.term_season_id ?? null : null,
    term_end_date: i.term_end_date ?? null, hired_at: i.hired_at, initial_hired_at: i.initial_hired_at ?? i.hired_at,
    county_id: i.county_id ?? null, district_id: i.district_id ?? null, neighborhood_id: i.neighborhood_id ?? null, street_id: i.street_id ?? null,
    birth_county_id: i.birth_county_id ?? null, birth_district_id: i.birth_district_id ?? null,
    iban_no: i.iban_no && isMaskedIban(i.iban_no) ? storedIban : i.iban_no ?? null,
    overwork_information_state: i.overwork_information_state ?? null, apron_card_exists: i.apron_card_exists,
    apron_card_type_id: i.apron_card_type_id ?? null, apron_card_validity_date: i.apron_card_validity_date ?? null,
    children: i.children, arm_info: i.arm_info, term_hours: i.term_hours ?? null, gps_id: i.gps_id ?? null, schedule_id: i.schedule_id ?? null,
    is_tpss_exists: i.security_id.is_tpss_exists, security_id_exists: i.security_id.exists,
  };
}

export function employeesService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;
  const today = () => istanbulDay(clock());

  async function mustFind(id: number, withTrashed = false) {
    const card = await loadCard(db, id, { withTrashed });
    if (!card) throw notFound(M.notFound);
    return card;
  }

  async function seasonOf(id: number | null | undefined) {
    if (!id) return null;
    const [s] = await db.select().from(employeeSeasons).where(and(eq(employeeSeasons.id, id), isNull(employeeSeasons.deleted_at)));
    return s ?? null;
  }

  /** Uniqueness of the national id and the account's name, e-mail and mobile (spec 1 §5 lookups). */
  async function uniquenessErrors(tx: Executor, i: EmployeeInput, employeeId: number | null, userId: number | null) {
    const errors: Record<string, string> = {};
    const [nid] = await tx.select({ id: employees.id }).from(employees)
      .where(and(eq(employees.national_id_number, i.national_id_number), employeeId ? ne(employees.id, employeeId) : undefined));
    if (nid) errors.national_id_number = M.nationalIdTaken;
    const used = async (column: typeof users.name | typeof users.email | typeof users.mobile_number, value: string | null | undefined) => {
      if (!value) return null;
      const [u] = await tx.select({ n: sql<string>`concat(${users.first_name}, ' ', ${users.last_name})` }).from(users)
        .where(and(column === users.email ? sql`lower(${column}) = lower(${value})` : eq(column, value), isNull(users.deleted_at), userId ? ne(users.id, userId) : undefined));
      return u?.n ?? null;
    };
    const byName = await used(users.name, i.username);
    if (byName) errors.username = M.usernameUsedBy(byName);
    const byMail = await used(users.email, i.email);
    if (byMail) errors.email = M.emailUsedBy(byMail);
    const byMobile = await used(users.mobile_number, i.mobile_number);
    if (byMobile) errors.mobile_number = MOBILE_MESSAGES.usedBy(byMobile);
    return errors;
  }

  async function referenceErrors(i: EmployeeInput) {
    const errors: Record<string, string> = {};
    const [role] = await db.select({ id: roles.id }).from(roles).where(and(eq(roles.id, i.role_id), isNull(roles.deleted_at)));
    if (!role) errors.role_id = M.problem('Rol');
    if (i.security_project_id) {
      const [p] = await db.select({ id: securityProjects.id }).from(securityProjects).where(and(eq(securityProjects.id, i.security_project_id), isNull(securityProjects.deleted_at)));
      if (!p) errors.security_project_id = M.problem('Proje');
    }
    if (i.apron_card_type_id) {
      const [a] = await db.select({ id: referenceItems.id }).from(referenceItems).where(and(eq(referenceItems.id, i.apron_card_type_id), eq(referenceItems.list, 'apron-card-type')));
      if (!a) errors.apron_card_type_id = M.problem('Apron Kartı Türü');
    }
    return errors;
  }

  const refuse = (errors: Record<string, string>) => {
    if (Object.keys(errors).length) throw invalid(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]])));
  };

  async function replaceCertifications(tx: Executor, employeeId: number, i: EmployeeInput) {
    await tx.delete(employeeCertifications).where(eq(employeeCertifications.employee_id, employeeId));
    if (i.scanner_personnel_certifications.length) {
      await tx.insert(employeeCertifications).values(i.scanner_personnel_certifications.map((c) => ({ employee_id: employeeId, ...c })));
    }
  }

  async function formData(auth: AuthContext, id: number | null) {
    const employee = id ? await mustFind(id) : null;
    const [seasons, apron, reasons, projects] = await Promise.all([
      db.select({ id: employeeSeasons.id, name: employeeSeasons.name, start_date: employeeSeasons.start_date, end_date: employeeSeasons.end_date })
        .from(employeeSeasons).where(isNull(employeeSeasons.deleted_at)).orderBy(employeeSeasons.start_date),
      db.select({ id: referenceItems.id, name: referenceItems.label }).from(referenceItems).where(and(eq(referenceItems.list, 'apron-card-type'), isNull(referenceItems.deleted_at))),
      db.select({ id: employeeReasons.id, name: employeeReasons.name }).from(employeeReasons).where(and(eq(employeeReasons.kind, 'exit'), isNull(employeeReasons.deleted_at))),
      db.select({ id: securityProjects.id, name: securityProjects.name }).from(securityProjects).where(isNull(securityProjects.deleted_at)).orderBy(securityProjects.name),
    ]);
    const allowed = allowedTermTypes((employee?.term_type ?? null) as TermType | null);
    const canDates = auth.permissions.has(TERM_DATE_PERMISSION);
    return {
      employee,
      term_types: TERM_TYPES.map((value) => ({ value, allowed: allowed.includes(value) })),
      seasons, apron_card_types: apron, exit_reasons: reasons, security_projects: projects,
      locks: {
        season: isSeasonLocked(employee?.term_season ?? null, today(), { existing: !!employee, allowSeasonChange: allowSeasonChange() }),
        term_dates: !!employee && (!canDates || areTermDatesLocked(employee.term_type as TermType, canDates, true)),
      },
      tpss_document_types: TPSS_DOCUMENT_TYPES,
    };
  }

  return {
    show: (id: number) => mustFind(id),
    formData,

    async create(raw: EmployeeInput, auth: AuthContext) {
      const i = normaliseEmployee(raw);
      const season = await seasonOf(i.term_season_id);
      refuse({
        ...employeeRuleErrors(i, { today: today(), existing: null, season, storedSeason: null, canChangeTermDates: true, allowSeasonChange: allowSeasonChange() }),
        ...(await referenceErrors(i)),
      });
      const id = await db.transaction(async (tx) => {
        refuse(await uniquenessErrors(tx, i, null, null));
        const [user] = await tx.insert(users).values({
          name: i.username, email: i.email ?? null, mobile_number: i.mobile_number ?? null, first_name: i.first_name, middle_name: i.middle_name ?? null, last_name: i.last_name,
        }).returning({ id: users.id });
        const [role] = await tx.select({ id: roles.id, department_id: roles.department_id, company_id: departments.company_id })
          .from(roles).innerJoin(departments, eq(departments.id, roles.department_id)).where(eq(roles.id, i.role_id));
        const [position] = await tx.insert(positions).values({
          user_id: user!.id, company_id: role!.company_id, department_id: role!.department_id, role_id: role!.id, is_primary: true,
        }).returning({ id: positions.id });
        if (i.security_project_id) await tx.insert(securityProjectPositions).values({ security_project_id: i.security_project_id, position_id: position!.id });
        const values = columnsOf(i, null);
        const [row] = await tx.insert(employees).values({ user_id: user!.id, ...values }).returning({ id: employees.id });
        await replaceCertifications(tx, row!.id, i);
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: row!.id, action: 'created', attributes: { ...values, iban_no: values.iban_no ? '***' : null }, causer_id: auth.userId });
        return row!.id;
      });
      return mustFind(id);
    },

    async update(id: number, raw: EmployeeInput, auth: AuthContext) {
      const i = normaliseEmployee(raw);
      const [stored] = await db.select().from(employees).where(and(eq(employees.id, id), isNull(employees.deleted_at)));
      if (!stored) throw notFound(M.notFound);
      const certifications = await db.select().from(employeeCertifications).where(eq(employeeCertifications.employee_id, id));
      const [season, storedSeason] = await Promise.all([seasonOf(i.term_season_id), seasonOf(stored.term_season_id)]);
      refuse({
        ...employeeRuleErrors(i, {
          today: today(), season, storedSeason, canChangeTermDates: auth.permissions.has(TERM_DATE_PERMISSION), allowSeasonChange: allowSeasonChange(),
          existing: { term_type: stored.term_type, term_season_id: stored.term_season_id, hired_at: stored.hired_at, term_end_date: stored.term_end_date, certifications },
        }),
        ...(await referenceErrors(i)),
      });
      await db.transaction(async (tx) => {
        refuse(await uniquenessErrors(tx, i, id, stored.user_id));
        const [user] = await tx.select().from(users).where(eq(users.id, stored.user_id));
        const account = { name: i.username, email: i.email ?? null, mobile_number: i.mobile_number ?? null, first_name: i.first_name, middle_name: i.middle_name ?? null, last_name: i.last_name };
        await tx.update(users).set({ ...account, updated_at: clock() }).where(eq(users.id, stored.user_id));
        const values = columnsOf(i, stored.iban_no);
        await tx.update(employees).set({ ...values, updated_at: clock() }).where(eq(employees.id, id));
        if (stored.security_project_id !== values.security_project_id) {
          const [primary] = await tx.select({ id: positions.id }).from(positions).where(and(eq(positions.user_id, stored.user_id), eq(positions.is_primary, true)));
          if (primary) {
            await tx.delete(securityProjectPositions).where(eq(securityProjectPositions.position_id, primary.id));
            if (values.security_project_id) await tx.insert(securityProjectPositions).values({ security_project_id: values.security_project_id, position_id: primary.id });
          }
        }
        await replaceCertifications(tx, id, i);
        const before = { ...stored, ...(user ? { username: user.name, email: user.email, mobile_number: user.mobile_number } : {}), certifications: certifications.map((c) => [c.tpss_document_type, c.tpss_validity_date]) };
        const after = { ...values, username: i.username, email: i.email ?? null, mobile_number: i.mobile_number ?? null, certifications: i.scanner_personnel_certifications.map((c) => [c.tpss_document_type, c.tpss_validity_date]) };
        const { attributes, old } = changedFields(before as Record<string, unknown>, after);
        if ('iban_no' in attributes) { attributes.iban_no = '***'; old.iban_no = '***'; }
        if (Object.keys(attributes).length) await activityLogRepository.record(tx, { table_name: TABLE, target_id: id, action: 'updated', attributes, old, causer_id: auth.userId });
      });
      return mustFind(id);
    },

    /** Spec 1 §5 lookups: usable, invalid, or used by a named person. */
    async lookup(kind: 'mobile' | 'email' | 'name', q: string, userId?: number) {
      const value = kind === 'mobile' ? normaliseMobile(q) : kind === 'email' ? (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(q) ? q : null) : (/^[a-z0-9._-]{3,64}$/.test(q) ? q : null);
      const messages = {
        mobile: { ok: MOBILE_MESSAGES.available, bad: MOBILE_MESSAGES.invalid, used: MOBILE_MESSAGES.usedBy },
        email: { ok: M.emailAvailable, bad: M.emailInvalid, used: M.emailUsedBy },
        name: { ok: M.usernameAvailable, bad: M.usernameInvalid, used: M.usernameUsedBy },
      }[kind];
      if (!value) return { available: false, valid: false, message: messages.bad, used_by: null };
      const column = kind === 'mobile' ? users.mobile_number : kind === 'email' ? users.email : users.name;
      const [u] = await db.select({ n: sql<string>`concat(${users.first_name}, ' ', ${users.last_name})` }).from(users)
        .where(and(kind === 'email' ? sql`lower(${column}) = lower(${value})` : eq(column, value), isNull(users.deleted_at), userId ? ne(users.id, userId) : undefined));
      return u ? { available: false, valid: true, message: messages.used(u.n), used_by: u.n } : { available: true, valid: true, message: messages.ok, used_by: null };
    },
  };
}
