import { LEAVE_MANAGER_PERMISSIONS, LEAVE_STATUSES, HR_MESSAGES as M } from '../../../src/contracts/hr-provider';
import type { Db } from '../../db/client';
import { invalidField, notFound } from '../../plugins/http-errors';
import { leaveYearsRepository } from '../leave-years/leave-years.repository';
import { holidaysOf } from './holidays';
import type { HrProviderAdapter } from './hr-provider.adapter';
import { hrPeopleRepository as people } from './hr-people.repository';
import { hrWidgetsRepository as widgets } from './hr-widgets.repository';
import { leaveRepository as leave } from './leave.repository';

/** Waiting requests listed per group in the widget; the day total counts all of them. */
const WAITING_LIST_LIMIT = 100;

/** Apron's own HR data: employees, departments, company_events, leave_types, leave_requests. */
export function builtinHrProvider(db: Db): HrProviderAdapter {
  return {
    async init(auth) {
      const [person, company] = await Promise.all([people.ownPerson(db, auth.userId), people.companyOfPosition(db, auth.positionId)]);
      return {
        person,
        company,
        permissions: {
          view_persons: LEAVE_MANAGER_PERMISSIONS.some((p) => auth.permissions.has(p)),
          request_for_others: auth.permissions.has('view-department-leave-requests'),
        },
        leave_statuses: [...LEAVE_STATUSES],
      };
    },

    async departments(auth) {
      const company = await people.companyOfPosition(db, auth.positionId);
      return company ? people.departments(db, company.id) : [];
    },

    /** The leave year's bank holidays once HR has set the year up (administrator override), else computed. */
    async nationalHolidays(_auth, year) {
      const computed = holidaysOf(year);
      const [rows, keys] = await Promise.all([leaveYearsRepository.allHolidays(db, year), leaveYearsRepository.officialKeys(db, year, true)]);
      if (rows.length === 0 && keys.length === 0) return computed;
      return {
        religiousKnown: computed.religiousKnown,
        holidays: rows.map((r) => ({
          name: r.name, kind: r.kind === 'religious' ? 'religious' as const : 'national' as const, starts_on: r.starts_on, ends_on: r.ends_on,
          days: Math.round((Date.parse(r.ends_on) - Date.parse(r.starts_on)) / 86_400_000) + 1, half_day_on: r.half_day_on,
        })),
      };
    },

    async companyEvents(auth, page, now) {
      const { rows, total } = await widgets.companyEvents(db, await people.departmentIdsOfUser(db, auth.userId), now, page);
      return {
        total,
        rows: rows.map(({ event: e, department_name }) => ({
          id: e.id,
          title: e.title,
          description: e.description,
          location: e.location,
          starts_at: e.starts_at.toISOString(),
          ends_at: e.ends_at?.toISOString() ?? null,
          department: e.department_id ? { id: e.department_id, name: department_name ?? '' } : null,
        })),
      };
    },

    async upcomingBirthdays(_auth, q, today) {
      const { rows, total } = await widgets.upcomingBirthdays(db, today, q.days, q);
      return {
        total,
        rows: rows.map((r) => ({
          person_id: r.person_id,
          full_name: r.full_name,
          department: r.department_id ? { id: r.department_id, name: r.department_name! } : null,
          birthday: r.birthday,
          days_until: Number(r.days_until),
        })),
      };
    },

    async waitingLeaveDays(auth) {
      const own = await people.ownPerson(db, auth.userId);
      const mine = own ? await leave.waiting(db, { employeeId: own.id }, WAITING_LIST_LIMIT) : { requests: [], total_days: 0 };
      if (!auth.permissions.has('view-department-leave-requests')) return { own: mine, department: null };
      const department = await people.departmentOfPosition(db, auth.positionId);
      if (!department) return { own: mine, department: null };
      const theirs = await leave.waiting(db, { departmentId: department.id }, WAITING_LIST_LIMIT);
      return { own: mine, department: { ...theirs, department: { id: department.id, name: department.name } } };
    },

    persons: async (_auth, q) => people.persons(db, q),

    leaveTypes: async () => leave.types(db),

    ownPersonId: async (auth) => (await people.ownPerson(db, auth.userId))?.id ?? null,

    async requestLeave(auth, body) {
      const personId = body.personId ?? (await people.ownPerson(db, auth.userId))?.id;
      if (personId === undefined) throw invalidField('leaveDay.personId', M.noOwnPerson);
      if (!(await people.person(db, personId))) throw invalidField('leaveDay.personId', M.unknownPerson);
      if (!(await leave.typeExists(db, body.leaveTypeId))) throw invalidField('leaveDay.leaveTypeId', M.unknownLeaveType);
      const id = await db.transaction(async (tx) => {
        await leave.lockPerson(tx, personId);
        if (await leave.overlaps(tx, personId, body.startDate, body.endDate)) throw invalidField('leaveDay.startDate', M.overlap);
        return leave.insert(tx, {
          employee_id: personId,
          leave_type_id: body.leaveTypeId,
          starts_at: body.startDate,
          ends_at: body.endDate,
          used_days: body.usedDays,
          status: 'Waiting',
          description: body.description,
          requested_by_user_id: auth.userId,
        });
      });
      const stored = await leave.request(db, id);
      if (!stored) throw notFound();
      return stored;
    },
  };
}
