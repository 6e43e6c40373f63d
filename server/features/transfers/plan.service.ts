import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { computePlan, type PlanDriver, type PlanPassenger, type PlanTransfer } from '../../../src/contracts/transfers/plan';
import { rowsOf } from './drivers.service';

/** Loads a date's people, drivers and transfers and runs the pure plan computation. */
export function planService(app: FastifyInstance) {
  const db = app.deps.database.db;

  async function inputs(date: string) {
    const passengers = (await rowsOf<Record<string, unknown>>(db.execute(sql`select s.id, s.full_name, s.phone, s.national_id_number, s.shift_start, s.shift_end,
      s.shuttle_stop_id, st.stop_name, st.stop_no, s.pickup_time, s.driver_id from driver_shifts s join shuttle_stops st on st.id = s.shuttle_stop_id
      where s.shift_date = ${date} order by s.pickup_time, s.full_name`))).map((r) => ({
      id: Number(r.id), full_name: String(r.full_name), phone: (r.phone as string | null) ?? null, national_id_number: String(r.national_id_number),
      shift_start: String(r.shift_start), shift_end: String(r.shift_end), shuttle_stop_id: Number(r.shuttle_stop_id), stop_name: String(r.stop_name),
      stop_no: String(r.stop_no), pickup_time: String(r.pickup_time), driver_id: r.driver_id === null ? null : Number(r.driver_id),
    }));
    // Past shifts may name a driver deleted since: the plan still shows who drove.
    const drivers: PlanDriver[] = (await rowsOf<Record<string, unknown>>(db.execute(sql`select id, full_name, plate, capacity from transfer_drivers d
      where deleted_at is null or exists (select 1 from driver_shifts s where s.driver_id = d.id and s.shift_date = ${date}) order by full_name, id`)))
      .map((r) => ({ id: Number(r.id), full_name: String(r.full_name), plate: String(r.plate), capacity: Number(r.capacity) }));
    const transfers = (await rowsOf<Record<string, unknown>>(db.execute(sql`select t.id, t.transfer_type, t.driver_id, t.release_time, t.passenger_count,
      dp.name as department_name, c.name as company_name, t.note from transfer_requests t join companies c on c.id = t.company_id
      left join departments dp on dp.id = t.department_id where t.transfer_date = ${date} order by t.release_time nulls first, t.id`))).map((r) => ({
      id: Number(r.id), transfer_type: r.transfer_type as 'arrival', driver_id: r.driver_id === null ? null : Number(r.driver_id),
      release_time: (r.release_time as string | null) ?? null, passenger_count: Number(r.passenger_count), department_name: (r.department_name as string | null) ?? null,
      company_name: String(r.company_name), note: (r.note as string | null) ?? null,
    }));
    return { passengers, drivers, transfers };
  }

  return {
    inputs,
    async plan(date: string) {
      const { passengers, drivers, transfers } = await inputs(date);
      return { transfer_date: date, ...computePlan(passengers as PlanPassenger[], drivers, transfers as PlanTransfer[]) };
    },
    /** Per day and driver over a range: runs, people carried, transfers. */
    async range(start: string, end: string) {
      return rowsOf<Record<string, unknown>>(db.execute(sql`
        with days as (
          select shift_date as day, driver_id, count(*)::int as people, count(distinct shift_start)::int as arrivals, count(distinct shift_end)::int as departures
          from driver_shifts where shift_date between ${start} and ${end} group by 1, 2
        ), tr as (
          select transfer_date as day, driver_id, count(*)::int as transfers, sum(passenger_count)::int as transfer_people
          from transfer_requests where transfer_date between ${start} and ${end} group by 1, 2
        )
        select coalesce(days.day, tr.day)::text as day, d.full_name, d.plate, coalesce(days.people, 0) as people, coalesce(days.arrivals, 0) as arrivals,
          coalesce(days.departures, 0) as departures, coalesce(tr.transfers, 0) as transfers, coalesce(tr.transfer_people, 0) as transfer_people
        from days full join tr on tr.day = days.day and tr.driver_id is not distinct from days.driver_id
        left join transfer_drivers d on d.id = coalesce(days.driver_id, tr.driver_id)
        order by 1, d.full_name nulls first`));
    },
  };
}
