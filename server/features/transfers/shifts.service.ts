import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { TRANSFER_MESSAGES as M, type DriverShift, type manualShiftBody, type shiftListQuery } from '../../../src/contracts/transfers/transfers';
import { isUniqueViolation, nameOrNationalId, offsetOf, pageMeta } from '../../db/sql';
import type { AuthContext } from '../../plugins/auth';
import { invalidField, notFound } from '../../plugins/http-errors';
import { isoOf, rowsOf } from './drivers.service';

const SELECT = sql`select s.id, s.shift_date::text as shift_date, s.national_id_number, s.full_name, s.phone, s.shift_start, s.shift_end,
  s.shuttle_stop_id, st.stop_no, st.stop_name, s.pickup_time, s.driver_id, d.full_name as driver_name, d.plate, s.source, s.created_at
  from driver_shifts s join shuttle_stops st on st.id = s.shuttle_stop_id left join transfer_drivers d on d.id = s.driver_id`;
const mapShift = (r: Record<string, unknown>): DriverShift => ({
  id: Number(r.id), shift_date: String(r.shift_date), national_id_number: String(r.national_id_number), full_name: String(r.full_name),
  phone: (r.phone as string | null) ?? null, shift_start: String(r.shift_start), shift_end: String(r.shift_end),
  shift_id: `${String(r.shift_start)}-${String(r.shift_end)}`, shuttle_stop_id: Number(r.shuttle_stop_id), stop_no: String(r.stop_no),
  stop_name: String(r.stop_name), pickup_time: String(r.pickup_time), driver_id: r.driver_id === null ? null : Number(r.driver_id),
  driver_name: (r.driver_name as string | null) ?? null, plate: (r.plate as string | null) ?? null, source: r.source as 'import', created_at: isoOf(r.created_at),
});

/** The driver-shift list and its single-row changes (spec 3 §7 driver/shift/*, shift/manuel). */
export function shiftsService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;

  async function one(id: number) {
    const [r] = await rowsOf<Record<string, unknown>>(db.execute(sql`${SELECT} where s.id = ${id}`));
    if (!r) throw notFound();
    return mapShift(r);
  }
  async function activeDriver(id: number) {
    const [d] = await rowsOf<{ id: number }>(db.execute(sql`select id from transfer_drivers where id = ${id} and deleted_at is null and is_active`));
    if (!d) throw invalidField('new_driver_id', 'Şoför bulunamadı.');
  }

  return {
    one,
    /** all = 1 lists every date; all = 0 with a shift date lists that date (spec 3 §2). */
    async list(q: z.output<typeof shiftListQuery>) {
      const where: SQL[] = [sql`true`];
      const byDate = q.shift_date && q.all !== '1';
      if (byDate) where.push(sql`s.shift_date = ${q.shift_date}`);
      if (q.shift_id) where.push(sql`s.shift_start = ${q.shift_id.slice(0, 5)} and s.shift_end = ${q.shift_id.slice(6)}`);
      if (q.driver_id) where.push(sql`s.driver_id = ${q.driver_id}`);
      if (q.keyword) where.push(nameOrNationalId(sql`s.full_name`, sql`s.national_id_number`, q.keyword));
      const cond = sql.join(where, sql` and `);
      const [total] = await rowsOf<{ n: number }>(db.execute(sql`select count(*)::int as n from driver_shifts s where ${cond}`));
      const rows = await rowsOf<Record<string, unknown>>(db.execute(sql`${SELECT} where ${cond}
        order by s.shift_date desc, s.shift_start, d.full_name nulls first, s.pickup_time, s.full_name, s.id limit ${q.perpage} offset ${offsetOf(q)}`));
      const drivers = await rowsOf<{ id: number; full_name: string; plate: string }>(db.execute(sql`select id, full_name, plate from transfer_drivers
        where deleted_at is null and is_active order by full_name`));
      // Without a date, the slots of the last month and beyond: a year of lists need not be scanned for them.
      const slots = await rowsOf<{ slot: string }>(db.execute(sql`select distinct shift_start || '-' || shift_end as slot from driver_shifts s
        ${byDate ? sql`where s.shift_date = ${q.shift_date}` : sql`where s.shift_date >= current_date - 31`} order by 1 limit 200`));
      return {
        data: rows.map(mapShift), meta: pageMeta(q, Number(total?.n ?? 0)),
        helper: { drivers: drivers.map((d) => ({ id: Number(d.id), full_name: d.full_name, plate: d.plate })), shift_slots: slots.map((s) => s.slot) },
      };
    },
    async changeDriver(shiftId: number, driverId: number | null) {
      await one(shiftId);
      if (driverId !== null) await activeDriver(driverId);
      await db.execute(sql`update driver_shifts set driver_id = ${driverId}, updated_at = ${clock()} where id = ${shiftId}`);
      return one(shiftId);
    },
    async manual(b: z.output<typeof manualShiftBody>, auth: AuthContext) {
      const [stop] = await rowsOf<{ id: number }>(db.execute(sql`select id from shuttle_stops where id = ${b.shuttle_stop_id} and deleted_at is null`));
      if (!stop) throw invalidField('shuttle_stop_id', 'Durak bulunamadı.');
      if (b.driver_id) await activeDriver(b.driver_id);
      try {
        const [r] = await rowsOf<{ id: number }>(db.execute(sql`insert into driver_shifts (shift_date, national_id_number, full_name, phone, shift_start, shift_end,
          shuttle_stop_id, pickup_time, driver_id, source, created_by, created_at, updated_at)
          values (${b.shift_date}, ${b.national_id_number}, ${b.full_name}, ${b.phone ?? null}, ${b.shift_start}, ${b.shift_end}, ${b.shuttle_stop_id},
          ${b.pickup_time}, ${b.driver_id ?? null}, 'manual', ${auth.userId}, ${clock()}, ${clock()}) returning id`));
        return one(Number(r!.id));
      } catch (error) {
        if (isUniqueViolation(error)) throw invalidField('national_id_number', M.duplicatePerson);
        throw error;
      }
    },
    async remove(id: number) {
      await one(id);
      await db.execute(sql`delete from driver_shifts where id = ${id}`);
    },
    async removeDate(date: string) {
      const rows = await rowsOf<{ id: number }>(db.execute(sql`delete from driver_shifts where shift_date = ${date} returning id`));
      return rows.length;
    },
  };
}
