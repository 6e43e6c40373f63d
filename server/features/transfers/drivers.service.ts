import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { TRANSFER_MESSAGES as M, type Driver, type driverBody } from '../../../src/contracts/transfers/transfers';
import { containsFolded, offsetOf, pageMeta } from '../../db/sql';
import { invalidField, notFound } from '../../plugins/http-errors';

type Rows<T> = { rows: T[] };
export const rowsOf = async <T>(p: Promise<unknown>) => ((await p) as Rows<T>).rows;
export const isoOf = (v: unknown) => new Date(v as string).toISOString();
type DriverIn = z.output<typeof driverBody>;

const SELECT = sql`select id, full_name, phone, plate, capacity, is_active, created_at from transfer_drivers d`;
export const mapDriver = (r: Record<string, unknown>): Driver => ({
  id: Number(r.id), full_name: String(r.full_name), phone: (r.phone as string | null) ?? null, plate: String(r.plate),
  capacity: Number(r.capacity), is_active: Boolean(r.is_active), created_at: isoOf(r.created_at),
});

/** Drivers (spec 3 §7 transfer-list/driver CRUD) and the drivers a release can be given to. */
export function driversService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;

  async function one(id: number): Promise<Driver> {
    const [r] = await rowsOf<Record<string, unknown>>(db.execute(sql`${SELECT} where id = ${id} and deleted_at is null`));
    if (!r) throw notFound();
    return mapDriver(r);
  }

  return {
    one,
    async list(q: { page: number; perpage: number; keyword?: string; active?: boolean }) {
      const where: SQL[] = [sql`deleted_at is null`];
      if (q.keyword) where.push(sql`(${containsFolded(sql`d.full_name`, q.keyword)} or ${containsFolded(sql`d.plate`, q.keyword)})`);
      if (q.active !== undefined) where.push(sql`is_active = ${q.active}`);
      const cond = sql.join(where, sql` and `);
      const [total] = await rowsOf<{ n: number }>(db.execute(sql`select count(*)::int as n from transfer_drivers d where ${cond}`));
      const rows = await rowsOf<Record<string, unknown>>(db.execute(sql`${SELECT} where ${cond} order by full_name, id limit ${q.perpage} offset ${offsetOf(q)}`));
      return { data: rows.map(mapDriver), meta: pageMeta(q, Number(total?.n ?? 0)) };
    },
    async create(b: DriverIn) {
      const [r] = await rowsOf<{ id: number }>(db.execute(sql`insert into transfer_drivers (full_name, phone, plate, capacity, is_active, created_at, updated_at)
        values (${b.full_name}, ${b.phone ?? null}, ${b.plate}, ${b.capacity}, ${b.is_active}, ${clock()}, ${clock()}) returning id`));
      return one(Number(r!.id));
    },
    async update(id: number, b: DriverIn) {
      await one(id);
      await db.execute(sql`update transfer_drivers set full_name = ${b.full_name}, phone = ${b.phone ?? null}, plate = ${b.plate}, capacity = ${b.capacity},
        is_active = ${b.is_active}, updated_at = ${clock()} where id = ${id}`);
      return one(id);
    },
    async remove(id: number, today: string) {
      await one(id);
      const [used] = await rowsOf<{ n: number }>(db.execute(sql`select count(*)::int as n from driver_shifts where driver_id = ${id} and shift_date >= ${today}`));
      if (Number(used!.n)) throw invalidField('id', M.driverInUse);
      await db.execute(sql`update transfer_drivers set deleted_at = ${clock()}, is_active = false where id = ${id}`);
    },
    /**
     * Drivers for a release at `time` on `date`: those already taking people home then (a
     * departure run ending-shift at that time) with seats left, then drivers with no run that day.
     */
    async byShift(date: string, time: string) {
      const rows = await rowsOf<Record<string, unknown>>(db.execute(sql`
        with load as (
          select driver_id, count(*) filter (where shift_end = ${time})::int as at_time, count(*)::int as day_total,
            count(distinct shift_end) filter (where shift_end = ${time})::int as runs
          from driver_shifts where shift_date = ${date} and driver_id is not null group by driver_id
        ), booked as (
          select driver_id, coalesce(sum(passenger_count), 0)::int as n from transfer_requests
          where release_date = ${date} and release_time = ${time} and driver_id is not null group by driver_id
        )
        select d.id, d.full_name, d.phone, d.plate, d.capacity, d.is_active, d.created_at,
          coalesce(l.runs, 0) as runs_at_time, coalesce(l.at_time, 0) + coalesce(b.n, 0) as passengers_at_time
        from transfer_drivers d left join load l on l.driver_id = d.id left join booked b on b.driver_id = d.id
        where d.deleted_at is null and d.is_active and (coalesce(l.at_time, 0) > 0 or coalesce(l.day_total, 0) = 0)
          and d.capacity > coalesce(l.at_time, 0) + coalesce(b.n, 0)
        order by (coalesce(l.at_time, 0) > 0) desc, d.capacity - coalesce(l.at_time, 0) - coalesce(b.n, 0) desc, d.full_name`));
      return rows.map((r) => ({
        ...mapDriver(r), runs_at_time: Number(r.runs_at_time), passengers_at_time: Number(r.passengers_at_time),
        free_seats: Number(r.capacity) - Number(r.passengers_at_time),
      }));
    },
  };
}
