import { describe, expect, it } from 'vitest';
import {
  LONG_PERIOD_WARNING_COUNT, WSD_RULE_MESSAGES, approvalRefusal, autoRejectionDue, deletionRefusal, draftProblems, initialStatus,
  isReviewer, isWaiting, needsLongPeriodConfirmation, normaliseDraft, rejectionRefusal, type WsdStatus,
} from './work-schedule-demands-rules';

const sef = new Set(['view-work-schedule-demand', 'manage-work-schedule-demands']);
const manager = new Set(['view-work-schedule-demand', 'manage-work-schedule-demands', 'manage-scr-long-period']);
const managerOnly = ['manage-scr-long-period'];
const personel = ['view-work-schedule-demand'];

describe('statuses', () => {
  it('starts short-period demands at first level and long-period ones at the manager', () => {
    expect(initialStatus('short-period')).toBe('waiting-approval');
    expect(initialStatus('long-period')).toBe('waiting-approval-by-manager');
  });
  it('knows the waiting statuses and the reviewers', () => {
    expect(isWaiting('waiting-approval')).toBe(true);
    expect(isWaiting('waiting-approval-by-manager')).toBe(true);
    expect(isWaiting('approved')).toBe(false);
    expect(isWaiting('rejected')).toBe(false);
    expect(isReviewer(sef)).toBe(true);
    expect(isReviewer(managerOnly)).toBe(true);
    expect(isReviewer(personel)).toBe(false);
  });
});

describe('approval', () => {
  const demand = (status: WsdStatus) => ({ status });
  it('never approves a decided demand again', () => {
    expect(approvalRefusal(demand('approved'), manager)).toBe('alreadyDecided');
    expect(approvalRefusal(demand('rejected'), manager)).toBe('alreadyDecided');
  });
  it('leaves demands waiting for the manager to manage-scr-long-period', () => {
    expect(approvalRefusal(demand('waiting-approval-by-manager'), manager)).toBeNull();
    expect(approvalRefusal(demand('waiting-approval-by-manager'), managerOnly)).toBeNull();
    expect(approvalRefusal(demand('waiting-approval-by-manager'), sef)).toBe('waitsForManager');
    expect(approvalRefusal(demand('waiting-approval-by-manager'), personel)).toBe('notReviewer');
  });
  it('gives the others to manage-work-schedule-demands', () => {
    expect(approvalRefusal(demand('waiting-approval'), sef)).toBeNull();
    expect(approvalRefusal(demand('waiting-approval'), managerOnly)).toBe('notReviewer');
    expect(approvalRefusal(demand('waiting-approval'), personel)).toBe('notReviewer');
  });
});

describe('rejection', () => {
  const today = '2026-11-22';
  const demand = (status: WsdStatus, shift_start_date = '2026-12-01') => ({ status, shift_start_date });
  it('never rejects a rejected demand again', () => {
    expect(rejectionRefusal(demand('rejected'), manager, today)).toBe('alreadyRejected');
  });
  it('rejects waiting demands by the same split as approval', () => {
    expect(rejectionRefusal(demand('waiting-approval'), sef, today)).toBeNull();
    expect(rejectionRefusal(demand('waiting-approval'), personel, today)).toBe('notReviewer');
    expect(rejectionRefusal(demand('waiting-approval-by-manager'), manager, today)).toBeNull();
    expect(rejectionRefusal(demand('waiting-approval-by-manager'), sef, today)).toBe('waitsForManager');
    expect(rejectionRefusal(demand('waiting-approval-by-manager'), personel, today)).toBe('notReviewer');
  });
  it('lets the manager level reject an approved demand at any time', () => {
    expect(rejectionRefusal(demand('approved', '2026-01-01'), manager, today)).toBeNull();
    expect(rejectionRefusal(demand('approved', '2026-01-01'), managerOnly, today)).toBeNull();
  });
  it('lets shift management reject an approved demand only while the shift start date is today or later', () => {
    expect(rejectionRefusal(demand('approved', '2026-11-23'), sef, today)).toBeNull();
    expect(rejectionRefusal(demand('approved', today), sef, today)).toBeNull();
    expect(rejectionRefusal(demand('approved', '2026-11-21'), sef, today)).toBe('shiftStarted');
    expect(rejectionRefusal(demand('approved'), personel, today)).toBe('notReviewer');
  });
});

describe('withdrawal', () => {
  it('is for waiting demands only', () => {
    expect(deletionRefusal({ status: 'waiting-approval' })).toBeNull();
    expect(deletionRefusal({ status: 'waiting-approval-by-manager' })).toBeNull();
    expect(deletionRefusal({ status: 'approved' })).toBe('notWaiting');
    expect(deletionRefusal({ status: 'rejected' })).toBe('notWaiting');
  });
});

describe('long-period warning and automatic rejection', () => {
  it('asks for confirmation from the second long-period demand on', () => {
    expect(LONG_PERIOD_WARNING_COUNT).toBe(2);
    expect(needsLongPeriodConfirmation('long-period', 1)).toBe(false);
    expect(needsLongPeriodConfirmation('long-period', 2)).toBe(true);
    expect(needsLongPeriodConfirmation('long-period', 5)).toBe(true);
    expect(needsLongPeriodConfirmation('short-period', 5)).toBe(false);
  });
  it('rejects automatically only warned long-period demands waiting for the manager after the end date', () => {
    const period = { request_end_date: '2026-11-20T20:59:00.000Z' };
    const after = new Date('2026-11-20T21:00:00Z');
    const before = new Date('2026-11-20T20:00:00Z');
    const warned = { kind: 'long-period' as const, status: 'waiting-approval-by-manager' as const, long_period_count: 2 };
    expect(autoRejectionDue(warned, period, after)).toBe(true);
    expect(autoRejectionDue(warned, { request_end_date: new Date(period.request_end_date) }, after)).toBe(true);
    expect(autoRejectionDue(warned, period, before)).toBe(false);
    expect(autoRejectionDue({ ...warned, long_period_count: 1 }, period, after)).toBe(false);
    expect(autoRejectionDue({ ...warned, status: 'approved' }, period, after)).toBe(false);
    expect(autoRejectionDue({ ...warned, kind: 'short-period' }, period, after)).toBe(false);
  });
});

describe('drafts', () => {
  it('ends a short-period demand on its start day and keeps its schedule unless the type is a day off', () => {
    const draft = { kind: 'short-period' as const, request_start_date: '2026-12-03', request_end_date: '2026-12-09', work_schedule_id: 4 };
    expect(normaliseDraft(draft, { is_off: false })).toMatchObject({ request_end_date: '2026-12-03', work_schedule_id: 4 });
    expect(normaliseDraft(draft, { is_off: true })).toMatchObject({ request_end_date: '2026-12-03', work_schedule_id: null });
    expect(normaliseDraft({ ...draft, work_schedule_id: undefined }, { is_off: false }).work_schedule_id).toBeNull();
  });
  it('clears the schedule of a long-period demand; a missing end is the start', () => {
    const draft = { kind: 'long-period' as const, request_start_date: '2026-12-03', request_end_date: '2026-12-09', work_schedule_id: 4 };
    expect(normaliseDraft(draft, { is_off: false })).toMatchObject({ request_end_date: '2026-12-09', work_schedule_id: null });
    expect(normaliseDraft({ ...draft, request_end_date: null }, { is_off: false }).request_end_date).toBe('2026-12-03');
  });

  const period = { shift_start_date: '2026-12-01', shift_end_date: '2026-12-31' };
  const today = '2026-11-22';
  const fields = (draft: Parameters<typeof draftProblems>[0], isOff = false, p: typeof period | null = period) =>
    draftProblems(draft, { is_off: isOff }, p, today).map((x) => `${x.field}:${x.refusal}`);
  const long = { kind: 'long-period' as const, request_start_date: '2026-12-03', request_end_date: '2026-12-09', work_schedule_id: null };
  const short = { kind: 'short-period' as const, request_start_date: '2026-12-03', request_end_date: '2026-12-03', work_schedule_id: 2 };

  it('accepts good drafts', () => {
    expect(fields(long)).toEqual([]);
    expect(fields(short)).toEqual([]);
    expect(fields({ ...short, work_schedule_id: null }, true)).toEqual([]);
  });
  it('refuses day-off long-period demands and short-period ones without a schedule', () => {
    expect(fields(long, true)).toEqual(['type_id:longPeriodOff']);
    expect(fields({ ...short, work_schedule_id: null })).toEqual(['work_schedule_id:scheduleRequired']);
  });
  it('checks the days: not past, in order, inside the period', () => {
    expect(fields({ ...long, request_start_date: '2026-11-21' }, false, null)).toEqual(['request_start_date:pastDate']);
    expect(fields({ ...long, request_end_date: '2026-12-02' })).toEqual(['request_end_date:endBeforeStart']);
    expect(fields({ ...long, request_start_date: '2026-11-30' })).toEqual(['request_start_date:outsidePeriod']);
    expect(fields({ ...long, request_start_date: '2027-01-02', request_end_date: '2027-01-03' })).toEqual(['request_start_date:outsidePeriod']);
    expect(fields({ ...long, request_end_date: '2027-01-01' })).toEqual(['request_end_date:outsidePeriod']);
    expect(fields({ ...long, request_end_date: '2027-01-01' }, false, null)).toEqual([]);
  });
  it('has a Turkish message for every refusal', () => {
    for (const message of Object.values(WSD_RULE_MESSAGES)) expect(message).toMatch(/[a-zçğıöşü]/);
  });
});
