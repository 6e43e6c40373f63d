/**
 * The rules of work-schedule demands (spec 2 §4, §5, §6) in one pure module: the server enforces
 * them and the client uses the same functions to offer only what the server will accept.
 * Decisions: docs/decisions/work-schedule-demands.md.
 */

export const WSD_KINDS = ['short-period', 'long-period'] as const;
export type WsdKind = (typeof WSD_KINDS)[number];

/**
 * 'waiting-approval' is Apron's first-level waiting status (short-period requests, decided by shift
 * management); the spec names the other three.
 */
export const WSD_STATUSES = ['waiting-approval', 'waiting-approval-by-manager', 'approved', 'rejected'] as const;
export type WsdStatus = (typeof WSD_STATUSES)[number];

export const WSD_PERMISSIONS = {
  /** Alone: request-only access (own requests). */
  request: 'view-work-schedule-demand',
  /** Shift management: decides requests that are not waiting for a manager. */
  manage: 'manage-work-schedule-demands',
  /** Manager level: decides requests waiting for the manager. */
  manager: 'manage-scr-long-period',
  options: 'manage-work-schedule-demand-options',
} as const;

/** Spec 2 §5, §9: the warning shows when the requester already has this many long-period requests. */
export const LONG_PERIOD_WARNING_COUNT = 2;

export const WSD_RULE_MESSAGES = {
  alreadyDecided: 'Onaylanmış veya reddedilmiş bir talep tekrar onaylanamaz.',
  alreadyRejected: 'Reddedilmiş bir talep tekrar reddedilemez.',
  waitsForManager: 'Bu talep Operasyon Müdürü onayı bekliyor; yalnızca Operasyon Müdürü onaylayabilir veya reddedebilir.',
  notReviewer: 'Bu talep üzerinde işlem yapma yetkiniz bulunmamaktadır.',
  shiftStarted: 'Dönemin vardiya başlangıç tarihi geçtiği için onaylanmış bu talebi yalnızca Operasyon Müdürü reddedebilir.',
  notWaiting: 'Yalnızca onay bekleyen talepler silinebilir.',
  longPeriodOff: 'Uzun dönem taleplerde izin (off) tipi seçilemez.',
  scheduleRequired: 'Lütfen çalışma programı seçiniz.',
  endBeforeStart: 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
  outsidePeriod: 'Tarihler dönemin vardiya tarihleri içinde olmalıdır.',
  pastDate: 'Geçmiş bir gün için talep oluşturulamaz.',
} as const;
export type WsdRefusal = keyof typeof WSD_RULE_MESSAGES;

type Permissions = ReadonlySet<string> | readonly string[];
const has = (permissions: Permissions, name: string) =>
  permissions instanceof Set ? permissions.has(name) : (permissions as readonly string[]).includes(name);

/** Whether the position may review at all (the review list, approve and reject). */
export const isReviewer = (permissions: Permissions) => has(permissions, WSD_PERMISSIONS.manage) || has(permissions, WSD_PERMISSIONS.manager);

/** A long-period request waits for manager-level approval (spec 2 §4); a short one for shift management. */
export const initialStatus = (kind: WsdKind): WsdStatus => (kind === 'long-period' ? 'waiting-approval-by-manager' : 'waiting-approval');

export const isWaiting = (status: WsdStatus) => status === 'waiting-approval' || status === 'waiting-approval-by-manager';

/** Who may act on a waiting request: the manager on one waiting for the manager, shift management on the rest. */
function waitingRefusal(status: WsdStatus, permissions: Permissions): WsdRefusal | null {
  if (status === 'waiting-approval-by-manager') {
    if (has(permissions, WSD_PERMISSIONS.manager)) return null;
    return has(permissions, WSD_PERMISSIONS.manage) ? 'waitsForManager' : 'notReviewer';
  }
  return has(permissions, WSD_PERMISSIONS.manage) ? null : 'notReviewer';
}

/** Why this position may not approve the request; null = it may. Decided requests are never approved again. */
export function approvalRefusal(demand: { status: WsdStatus }, permissions: Permissions): WsdRefusal | null {
  if (!isWaiting(demand.status)) return 'alreadyDecided';
  return waitingRefusal(demand.status, permissions);
}

/**
 * Why this position may not reject the request; null = it may. A rejected request is never
 * rejected again. An approved one may be rejected by the manager level at any time, and by shift
 * management only while the period's shift start date is today or later (spec 2 §6).
 * `today` and `shift_start_date` are Turkish calendar days, 'yyyy-MM-dd'.
 */
export function rejectionRefusal(demand: { status: WsdStatus; shift_start_date: string }, permissions: Permissions, today: string): WsdRefusal | null {
  if (demand.status === 'rejected') return 'alreadyRejected';
  if (demand.status === 'approved') {
    if (has(permissions, WSD_PERMISSIONS.manager)) return null;
    if (!has(permissions, WSD_PERMISSIONS.manage)) return 'notReviewer';
    return demand.shift_start_date >= today ? null : 'shiftStarted';
  }
  return waitingRefusal(demand.status, permissions);
}

/** The requester withdraws (deletes) a request only while nobody has decided it. */
export const deletionRefusal = (demand: { status: WsdStatus }): WsdRefusal | null => (isWaiting(demand.status) ? null : 'notWaiting');

/** Spec 2 §5: the confirmation that asks the requester to talk to the Operations Manager. */
export const needsLongPeriodConfirmation = (kind: WsdKind, longPeriodCount: number) =>
  kind === 'long-period' && longPeriodCount >= LONG_PERIOD_WARNING_COUNT;

/**
 * Spec 2 §5: a long-period request made after the warning (the requester already had
 * LONG_PERIOD_WARNING_COUNT or more) and still waiting for the manager once the period's request
 * end date has passed is rejected automatically.
 */
export function autoRejectionDue(
  demand: { kind: WsdKind; status: WsdStatus; long_period_count: number },
  period: { request_end_date: Date | string },
  now: Date,
): boolean {
  return demand.kind === 'long-period'
    && demand.status === 'waiting-approval-by-manager'
    && demand.long_period_count >= LONG_PERIOD_WARNING_COUNT
    && now.getTime() > new Date(period.request_end_date).getTime();
}

export interface WsdDraft {
  kind: WsdKind;
  request_start_date: string;
  request_end_date?: string | null;
  work_schedule_id?: number | null;
}

/**
 * Spec 2 §5: a short-period request covers one day (end = start); a long-period request names no
 * work schedule (cleared). A short-period request of an is_off type (a day off) needs none either.
 */
export function normaliseDraft<D extends WsdDraft>(draft: D, type: { is_off: boolean }): Omit<D, 'request_end_date' | 'work_schedule_id'> & { request_end_date: string; work_schedule_id: number | null } {
  if (draft.kind === 'short-period') {
    return { ...draft, request_end_date: draft.request_start_date, work_schedule_id: type.is_off ? null : (draft.work_schedule_id ?? null) };
  }
  return { ...draft, request_end_date: draft.request_end_date || draft.request_start_date, work_schedule_id: null };
}

export interface DraftProblem {
  field: 'type_id' | 'work_schedule_id' | 'request_start_date' | 'request_end_date';
  refusal: WsdRefusal;
}

/**
 * What is wrong with a normalised draft, field by field: the type and schedule rules of spec 2 §5,
 * dates in order, inside the period's shift days, and not in the past (`today`, Turkish day).
 */
export function draftProblems(
  draft: WsdDraft & { request_end_date: string; work_schedule_id: number | null },
  type: { is_off: boolean },
  period: { shift_start_date: string; shift_end_date: string } | null,
  today: string,
): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (draft.kind === 'long-period' && type.is_off) problems.push({ field: 'type_id', refusal: 'longPeriodOff' });
  if (draft.kind === 'short-period' && !type.is_off && !draft.work_schedule_id) problems.push({ field: 'work_schedule_id', refusal: 'scheduleRequired' });
  if (draft.request_start_date < today) problems.push({ field: 'request_start_date', refusal: 'pastDate' });
  if (draft.request_end_date < draft.request_start_date) problems.push({ field: 'request_end_date', refusal: 'endBeforeStart' });
  else if (period) {
    if (draft.request_start_date < period.shift_start_date || draft.request_start_date > period.shift_end_date) {
      problems.push({ field: 'request_start_date', refusal: 'outsidePeriod' });
    } else if (draft.request_end_date > period.shift_end_date) {
      problems.push({ field: 'request_end_date', refusal: 'outsidePeriod' });
    }
  }
  return problems;
}
