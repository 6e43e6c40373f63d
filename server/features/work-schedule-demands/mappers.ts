import type {
  WsdPeriod, WsdPeriodOption, WsdType, WsdWorkSchedule,
} from '../../../src/contracts/work-schedule-demand-options';
import type { WorkScheduleDemand } from '../../../src/contracts/work-schedule-demands';
import type { DemandRow } from './demands.repository';
import type { ScheduleRow, TypeRow } from './options.repository';
import type { PeriodOptionRow } from './period-options.repository';
import type { PeriodRow } from './periods.repository';

/** Rows -> contract shapes. */

const stamps = (r: { created_at: Date; updated_at: Date }) => ({ created_at: r.created_at.toISOString(), updated_at: r.updated_at.toISOString() });

export const toType = (r: TypeRow): WsdType => ({
  id: r.id, name: r.name, is_off: r.is_off, sequence_yearly_reset: r.sequence_yearly_reset, demands_count: Number(r.demands_count), ...stamps(r),
});

export const toSchedule = (r: ScheduleRow): WsdWorkSchedule => ({
  id: r.id, name: r.name, shiftCode: r.shift_code, beginMinute: r.begin_minute, endMinute: r.end_minute,
  sequence_yearly_reset: r.sequence_yearly_reset, demands_count: Number(r.demands_count), ...stamps(r),
});

export const scheduleRef = (r: { id: number; name: string; shift_code: string; begin_minute: number; end_minute: number }) => ({
  id: r.id, name: r.name, shiftCode: r.shift_code, beginMinute: r.begin_minute, endMinute: r.end_minute,
});

const idsOf = (r: PeriodRow, type: string) => r.projects.filter((p) => p.type === type).map((p) => p.id).sort((a, b) => a - b);

export const toPeriod = (r: PeriodRow): WsdPeriod => ({
  id: r.id,
  name: r.name,
  request_start_date: r.request_start_date.toISOString(),
  request_end_date: r.request_end_date.toISOString(),
  shift_start_date: r.shift_start_date,
  shift_end_date: r.shift_end_date,
  is_remote: r.is_remote,
  // Spec 2 §3: the period's projects, split by kind.
  ggh_projects_ids: idsOf(r, 'ggh'),
  uog_projects_ids: idsOf(r, 'uog'),
  security_projects: r.projects,
  demands_count: r.demands_count,
  ...stamps(r),
});

export const toPeriodOption = (r: PeriodOptionRow): WsdPeriodOption => ({
  id: r.id,
  period: { id: r.period_id, name: r.period_name },
  work_schedule: scheduleRef({ id: r.work_schedule_id, name: r.schedule_name, shift_code: r.shift_code, begin_minute: r.begin_minute, end_minute: r.end_minute }),
  daily_quota: r.daily_quota,
  ...stamps(r),
});

export function toDemand(r: DemandRow): WorkScheduleDemand {
  return {
    id: r.id,
    uuid: r.uuid,
    number: r.number,
    type: r.kind,
    type_id: r.type_id,
    demand_type: { id: r.type_id, name: r.type_name, is_off: r.type_is_off },
    period: {
      id: r.period_id, name: r.period_name, shift_start_date: r.shift_start_date, shift_end_date: r.shift_end_date,
      request_end_date: r.period_request_end_date.toISOString(), is_remote: r.is_remote,
    },
    request_start_date: r.request_start_date,
    request_end_date: r.request_end_date,
    work_schedule: r.work_schedule_id
      ? scheduleRef({ id: r.work_schedule_id, name: r.schedule_name!, shift_code: r.shift_code!, begin_minute: r.begin_minute!, end_minute: r.end_minute! })
      : null,
    work_schedule_number: r.work_schedule_number,
    shift_id: r.shift_id,
    shift_begin_time: r.shift_begin_time,
    shift_end_time: r.shift_end_time,
    shift_short_code: r.shift_short_code,
    status: r.status,
    long_period_count: r.long_period_count,
    description: r.description,
    exitReason: r.exit_reason,
    auto_rejected: r.auto_rejected,
    requester: { user_id: r.requester_user_id, full_name: r.requester_name },
    decided_by: r.decided_by_user_id ? { user_id: r.decided_by_user_id, full_name: r.decider_name ?? '' } : null,
    decided_at: r.decided_at ? r.decided_at.toISOString() : null,
    created_at: r.created_at.toISOString(),
  };
}
