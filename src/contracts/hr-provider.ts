import { z } from 'zod';
import { LEAVE_DAY_MESSAGES } from './leave-days';
import { SCHEDULE_MESSAGES, SCHEDULE_YEAR_MAX, SCHEDULE_YEAR_MIN } from './schedule';
import { endpoint, id, PERPAGE_CHOICES, text } from './http';

/**
 * The third-party HR provider of spec 1 §7 (init, departments, dashboard widgets, persons, leave
 * types, leave requests), served by Apron under /hr-provider. See
 * docs/decisions/dashboard-integrations.md.
 */

/** Leave and request statuses as spec 1 §4 labels them; stored verbatim. */
export const LEAVE_STATUSES = [
  'Draft', 'Waiting', 'Approved', 'Rejected', 'Cancelled', 'Resolved',
  'Approved by Manager', 'Rejected by Manager', 'Canceled by Requester',
] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

export const LEAVE_STATUS_LABELS: Record<LeaveStatus, string> = {
  Draft: 'Taslak', Waiting: 'Onay Bekliyor', Approved: 'Onaylandı', Rejected: 'Reddedildi', Cancelled: 'İptal Edildi',
  Resolved: 'Sonuçlandı', 'Approved by Manager': 'Yönetici Onayladı', 'Rejected by Manager': 'Yönetici Reddetti',
  'Canceled by Requester': 'Talep Eden İptal Etti',
};

/** Requests that hold their days: a new request may not overlap them. */
export const LEAVE_STATUSES_HOLDING_DAYS: readonly LeaveStatus[] = ['Waiting', 'Approved', 'Approved by Manager', 'Resolved'];

/** Seeing other people (persons, departments) takes one of the leave-management permissions. */
export const LEAVE_MANAGER_PERMISSIONS = ['view-department-leave-requests', 'view-approved-leaves'] as const;
export const MAX_LEAVE_DAYS = 366;

export const HR_MESSAGES = {
  ...LEAVE_DAY_MESSAGES,
  tooLong: `Bir izin talebi en fazla ${MAX_LEAVE_DAYS} gün olabilir.`,
  usedDays: 'Kullanılan gün, başlangıç ile bitiş arasındaki tam gün sayısı (yukarı yuvarlanmış) olmalıdır.',
  noOwnPerson: 'Personel kaydınız bulunamadı.',
  unknownPerson: 'Personel bulunamadı.',
  unknownLeaveType: 'İzin türü bulunamadı.',
  overlap: 'Bu tarih aralığında başka bir izin talebi bulunmaktadır.',
  searchMin: 'Arama için en az 3 karakter giriniz.',
} as const;

// ---- Leave time and used days (one rule for the form and the server) ----------------------

import { leaveUsedDays, normaliseLeaveTime } from './leave-days';

export { leaveUsedDays, normaliseLeaveTime };

const leaveTime = z.string().trim().max(19).refine((v) => normaliseLeaveTime(v) !== null, { message: HR_MESSAGES.dateTime })
  .transform((v) => normaliseLeaveTime(v)!);

export const leaveDayBody = z.object({
  /** Someone else's request: needs view-department-leave-requests. Omitted = the caller. */
  personId: id.optional(),
  leaveTypeId: id,
  startDate: leaveTime,
  endDate: leaveTime,
  /** When sent, must equal the server's count. */
  usedDays: z.number().int().min(0).max(10_000).optional(),
  description: text(500).nullish(),
}).superRefine((v, ctx) => {
  const days = leaveUsedDays(v.startDate, v.endDate);
  if (v.endDate <= v.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: HR_MESSAGES.endBeforeStart });
  else if (days > MAX_LEAVE_DAYS) ctx.addIssue({ code: 'custom', path: ['endDate'], message: HR_MESSAGES.tooLong });
  else if (v.usedDays !== undefined && v.usedDays !== days) ctx.addIssue({ code: 'custom', path: ['usedDays'], message: HR_MESSAGES.usedDays });
});
export type LeaveDayBody = z.output<typeof leaveDayBody>;

// ---- Shapes --------------------------------------------------------------------------------

const ref = z.object({ id: z.number(), name: z.string() });

export const hrPerson = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  department: ref.nullable(),
  role: ref.nullable(),
  hired_at: z.string().nullable(),
});
export type HrPerson = z.infer<typeof hrPerson>;

export const hrInit = z.object({
  person: hrPerson.nullable(),
  company: ref.nullable(),
  permissions: z.object({ view_persons: z.boolean(), request_for_others: z.boolean() }),
  leave_statuses: z.array(z.enum(LEAVE_STATUSES)),
});

export const hrDepartment = ref.extend({ parent_id: z.number().nullable(), person_count: z.number().int() });

export const holiday = z.object({
  name: z.string(),
  kind: z.enum(['national', 'religious']),
  starts_on: z.string(),
  ends_on: z.string(),
  /** Full days off. */
  days: z.number().int().positive(),
  /** The eve (arife) before, when it is a half day off. */
  half_day_on: z.string().nullable(),
});
export type Holiday = z.infer<typeof holiday>;

export const companyEvent = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  department: ref.nullable(),
});

export const upcomingBirthday = z.object({
  person_id: z.number(),
  full_name: z.string(),
  department: ref.nullable(),
  /** The coming birthday (29 February is kept on 28 February in common years). */
  birthday: z.string(),
  days_until: z.number().int().min(0),
});

export const leaveType = z.object({ id: z.number(), code: z.string(), name: z.string(), is_paid: z.boolean(), yearly_limit_days: z.number().nullable() });

export const leaveRequest = z.object({
  id: z.number(),
  person: z.object({ id: z.number(), full_name: z.string() }),
  leave_type: ref,
  start_date: z.string(),
  end_date: z.string(),
  used_days: z.number().int(),
  status: z.enum(LEAVE_STATUSES),
  description: z.string().nullable(),
  created_at: z.string(),
});
export type LeaveRequest = z.infer<typeof leaveRequest>;

const waitingGroup = z.object({ total_days: z.number().int(), requests: z.array(leaveRequest).max(500) });
export const waitingLeaveDays = z.object({
  own: waitingGroup,
  /** Waiting requests of the caller's department; only for view-department-leave-requests. */
  department: waitingGroup.extend({ department: ref }).nullable(),
});

// ---- Endpoints -----------------------------------------------------------------------------

const managers = { anyOf: LEAVE_MANAGER_PERMISSIONS } as const;
const perpage = (fallback: number) => z.coerce.number().int().refine((n) => (PERPAGE_CHOICES as readonly number[]).includes(n), {
  message: 'perpage must be one of 30, 50, 100, 150, 200, 300',
}).default(fallback);
const page = z.coerce.number().int().min(1).max(100000);

export const hrInitEndpoint = endpoint({
  method: 'GET', path: '/hr-provider/init', access: 'signed-in',
  summary: 'The caller\'s HR person, company and what they may do in leave screens.', data: hrInit,
});

export const hrDepartments = endpoint({
  method: 'GET', path: '/hr-provider/department/all', access: managers,
  summary: 'Every department with its number of people.', data: z.array(hrDepartment),
});

export const nationalHolidays = endpoint({
  method: 'GET', path: '/hr-provider/widgets/NationalHolidays', access: 'signed-in',
  summary: 'Official holidays of Turkey in a year (default this year), fixed-date and religious.',
  query: z.object({
    year: z.coerce.number().int().min(SCHEDULE_YEAR_MIN, SCHEDULE_MESSAGES.year).max(SCHEDULE_YEAR_MAX, SCHEDULE_MESSAGES.year).optional(),
  }),
  data: z.array(holiday),
});

export const companyEvents = endpoint({
  method: 'GET', path: '/hr-provider/widgets/CompanyEvents', access: 'signed-in',
  summary: 'Coming company-wide events and those of the caller\'s departments, soonest first.',
  query: z.object({ page: page.default(1), perpage: perpage(30) }),
  data: z.array(companyEvent),
});

export const upcomingBirthdays = endpoint({
  method: 'GET', path: '/hr-provider/widgets/UpcomingBirthday', access: 'signed-in',
  summary: 'People whose birthday falls within the next `days` days (default 14), soonest first.',
  query: z.object({ days: z.coerce.number().int().min(1).max(60).default(14), page: page.default(1), perpage: perpage(30) }),
  data: z.array(upcomingBirthday),
});

export const waitingLeaveDaysWidget = endpoint({
  method: 'GET', path: '/hr-provider/widgets/WaitingLeaveDays', access: 'signed-in',
  summary: 'Leave requests waiting for approval: the caller\'s own, and their department\'s for leave managers.',
  data: waitingLeaveDays,
});

export const hrPersons = endpoint({
  method: 'GET', path: '/hr-provider/person/list/{page}', access: managers,
  summary: 'People for leave screens (the spec calls page 1), by name and department.',
  params: z.object({ page }),
  query: z.object({ perpage: perpage(50), department_id: id.optional(), q: text(100).min(3, HR_MESSAGES.searchMin).optional() }),
  data: z.array(hrPerson),
});

export const leaveTypesEndpoint = endpoint({
  method: 'GET', path: '/hr-provider/leave-types', access: 'signed-in',
  summary: 'Leave types a request may name.', data: z.array(leaveType),
});

export const requestLeave = endpoint({
  method: 'POST', path: '/hr-provider/leave/request', access: 'signed-in',
  summary: 'Stores a Waiting leave request for the caller (or personId, for leave managers).',
  body: z.object({ leaveDay: leaveDayBody }),
  data: leaveRequest,
});
