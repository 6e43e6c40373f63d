import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fullHolidayDates } from '../hr-provider/holidays';

/** After the HR seed: approved leave becomes 'leave' days. */
export const order = 120;

/** ISO weeks 2026-W01 to 2027-W52: Monday 29 Dec 2025 to Sunday 2 Jan 2028. A fixed range keeps the seed deterministic. */
export const SCHEDULE_FIRST_DAY = '2025-12-29';
export const SCHEDULE_LAST_DAY = '2028-01-02';
/** Field staff given a demo rota (by user id); a real schedule service serves everyone. */
const FIELD_STAFF_LIMIT = 200;

/**
 * Office staff (white collar) work Monday–Friday 08:30–17:30 and are off on official holidays.
 * Field staff (blue collar) follow a 6-day rota, 4 on and 2 off, each person offset by user id;
 * every cycle turns the shift: morning 06–14, afternoon 14–22, night 22–06. Airports never
 * close, so the rota runs through holidays. Written in SQL so it costs one statement at any scale.
 */
export async function seed(db: Db): Promise<void> {
  const holidays = `{${[...fullHolidayDates(2026), ...fullHolidayDates(2027)].sort().join(',')}}`;
  await db.execute(sql`
    with people as (
      select distinct on (p.user_id) p.user_id, r.is_blue_collar as field,
        (select min(spp.security_project_id) from security_project_positions spp where spp.position_id = p.id) as project_id
      from positions p join roles r on r.id = p.role_id
      where p.is_primary and p.deleted_at is null and p.user_id is not null
      order by p.user_id, p.id
    ), ranked as (
      select people.*, row_number() over (partition by field order by user_id) as n from people
    ), plan as (
      select c.user_id, c.project_id, c.field, d::date as day,
        ((d::date - ${SCHEDULE_FIRST_DAY}::date) + c.user_id) as k
      from ranked c cross join generate_series(${SCHEDULE_FIRST_DAY}::date, ${SCHEDULE_LAST_DAY}::date, interval '1 day') d
      where not c.field or c.n <= ${FIELD_STAFF_LIMIT}
    ), kinds as (
      select plan.*,
        case when not field then (case when extract(isodow from day) > 5 or day = any(${holidays}::date[]) then 'off' else 'work' end)
             when k % 6 < 4 then 'work' else 'off' end as kind,
        case when field then (k / 6) % 3 else -1 end as rota
      from plan
    )
    insert into schedule_entries (user_id, date, kind, starts_at, ends_at, security_project_id)
    select user_id, day, kind,
      case when kind <> 'work' then null when rota = -1 then time '08:30' when rota = 0 then time '06:00' when rota = 1 then time '14:00' else time '22:00' end,
      case when kind <> 'work' then null when rota = -1 then time '17:30' when rota = 0 then time '14:00' when rota = 1 then time '22:00' else time '06:00' end,
      project_id
    from kinds`);

  // Days of approved leave of a day or more (a request ending at 00:00 does not take that day).
  await db.execute(sql`
    update schedule_entries se set kind = 'leave', starts_at = null, ends_at = null
    from leave_requests lr join employees e on e.id = lr.employee_id
    where e.user_id = se.user_id and lr.status in ('Approved', 'Approved by Manager', 'Resolved')
      and lr.ends_at - lr.starts_at >= interval '1 day'
      and se.date between lr.starts_at::date and (lr.ends_at - interval '1 minute')::date`);
}
