import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Transfer, transferBody, transferListQuery } from '../../../src/contracts/transfers/transfers';
import { offsetOf, pageMeta } from '../../db/sql';
import type { AuthContext } from '../../plugins/auth';
import { invalidField, notFound } from '../../plugins/http-errors';
import { isoOf, rowsOf } from './drivers.service';

const SELECT = sql`select t.id, t.transfer_type, t.company_id, c.name as company_name, t.department_id, dp.name as department_name, t.driver_id,
  d.full_name as driver_name, d.plate, t.show_note_field, t.note, t.transfer_date::text as transfer_date, t.release_date::text as release_date,
  t.release_time, t.passenger_count, t.registrar_user_id, trim(u.first_name || ' ' || u.last_name) as registrar_name, t.created_at
  from transfer_requests t join companies c on c.id = t.company_id left join departments dp on dp.id = t.department_id
  left join transfer_drivers d on d.id = t.driver_id join users u on u.id = t.registrar_user_id`;
const mapTransfer = (r: Record<string, unknown>): Transfer => ({
  id: Number(r.id), transfer_type: r.transfer_type as 'arrival', company_id: Number(r.company_id), company_name: String(r.company_name),
  department: r.department_id === null ? null : Number(r.department_id), department_name: (r.department_name as string | null) ?? null,
  driver: r.driver_id === null ? null : Number(r.driver_id), driver_name: (r.driver_name as string | null) ?? null, plate: (r.plate as string | null) ?? null,
  show_note_field: Boolean(r.show_note_field), note: (r.note as string | null) ?? null, transfer_date: String(r.transfer_date),
  release_date: (r.release_date as string | null) ?? null, release_time: (r.release_time as string | null) ?? null, passenger_count: Number(r.passenger_count),
  registrar: Number(r.registrar_user_id), registrar_name: String(r.registrar_name), created_at: isoOf(r.created_at),
});
type Body = z.output<typeof transferBody>;

/** Transfer requests (spec 3 §3 Transfer, §7 transfer CRUD). */
export function requestsService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;

  async function one(id: number) {
    const [r] = await rowsOf<Record<string, unknown>>(db.execute(sql`${SELECT} where t.id = ${id}`));
    if (!r) throw notFound();
    return mapTransfer(r);
  }
  async function check(b: Body) {
    const [c] = await rowsOf<{ ok: boolean }>(db.execute(sql`select exists (select 1 from companies where id = ${b.company_id}) as ok`));
    if (!c?.ok) throw invalidField('company_id', 'Şirket bulunamadı.');
    if (b.department) {
      const [d] = await rowsOf<{ ok: boolean }>(db.execute(sql`select exists (select 1 from departments where id = ${b.department}) as ok`));
      if (!d?.ok) throw invalidField('department', 'Departman bulunamadı.');
    }
    if (b.driver) {
      const [d] = await rowsOf<{ ok: boolean }>(db.execute(sql`select exists (select 1 from transfer_drivers where id = ${b.driver} and deleted_at is null) as ok`));
      if (!d?.ok) throw invalidField('driver', 'Şoför bulunamadı.');
    }
  }
  // The note is kept only when its field is shown (show_note_field).
  const note = (b: Body) => (b.show_note_field ? b.note || null : null);

  return {
    one,
    /** archive_filter: active = from today on, archived = before today, all. Newest first. */
    async list(q: z.output<typeof transferListQuery>, today: string) {
      const where: SQL[] = [sql`true`];
      if (q.archive_filter === 'active') where.push(sql`t.transfer_date >= ${today}`);
      if (q.archive_filter === 'archived') where.push(sql`t.transfer_date < ${today}`);
      if (q.release_date) where.push(sql`t.release_date = ${q.release_date}`);
      if (q.registrar) where.push(sql`t.registrar_user_id = ${q.registrar}`);
      if (q.transfer_type) where.push(sql`t.transfer_type = ${q.transfer_type}`);
      const cond = sql.join(where, sql` and `);
      const [total] = await rowsOf<{ n: number }>(db.execute(sql`select count(*)::int as n from transfer_requests t where ${cond}`));
      const order = q.ordering === 'transfer_date' ? sql`t.transfer_date, t.id` : q.ordering === '-transfer_date' ? sql`t.transfer_date desc, t.id desc` : sql`t.created_at desc, t.id desc`;
      const rows = await rowsOf<Record<string, unknown>>(db.execute(sql`${SELECT} where ${cond} order by ${order} limit ${q.perpage} offset ${offsetOf(q)}`));
      const registrars = await rowsOf<{ id: number; name: string }>(db.execute(sql`select distinct u.id, trim(u.first_name || ' ' || u.last_name) as name
        from transfer_requests t join users u on u.id = t.registrar_user_id order by 2 limit 500`));
      return { data: rows.map(mapTransfer), meta: pageMeta(q, Number(total?.n ?? 0)), helper: { registrars: registrars.map((r) => ({ id: Number(r.id), name: r.name })) } };
    },
    async create(b: Body, auth: AuthContext) {
      await check(b);
      const [r] = await rowsOf<{ id: number }>(db.execute(sql`insert into transfer_requests (transfer_type, company_id, department_id, driver_id, show_note_field, note,
        transfer_date, release_date, release_time, passenger_count, registrar_user_id, created_at, updated_at)
        values (${b.transfer_type}, ${b.company_id}, ${b.department ?? null}, ${b.driver ?? null}, ${b.show_note_field}, ${note(b)}, ${b.transfer_date},
        ${b.release_date ?? null}, ${b.release_time ?? null}, ${b.passenger_count}, ${auth.userId}, ${clock()}, ${clock()}) returning id`));
      return one(Number(r!.id));
    },
    async update(id: number, b: Body) {
      await one(id);
      await check(b);
      await db.execute(sql`update transfer_requests set transfer_type = ${b.transfer_type}, company_id = ${b.company_id}, department_id = ${b.department ?? null},
        driver_id = ${b.driver ?? null}, show_note_field = ${b.show_note_field}, note = ${note(b)}, transfer_date = ${b.transfer_date},
        release_date = ${b.release_date ?? null}, release_time = ${b.release_time ?? null}, passenger_count = ${b.passenger_count}, updated_at = ${clock()}
        where id = ${id}`);
      return one(id);
    },
    async remove(id: number) {
      await one(id);
      await db.execute(sql`delete from transfer_requests where id = ${id}`);
    },
    /** Companies and departments the form chooses from. */
    async formChoices() {
      const companies = await rowsOf<{ id: number; name: string }>(db.execute(sql`select id, name from companies where deleted_at is null order by name`));
      const departments = await rowsOf<{ id: number; name: string; company_id: number }>(db.execute(sql`select id, name, company_id from departments
        where deleted_at is null order by name limit 2000`));
      const stops = await rowsOf<{ id: number; stop_no: string; stop_name: string }>(db.execute(sql`select id, stop_no, stop_name from shuttle_stops
        where deleted_at is null order by stop_no, id limit 2000`));
      return {
        stops: stops.map((s) => ({ id: Number(s.id), stop_no: s.stop_no, stop_name: s.stop_name })),
        companies: companies.map((c) => ({ id: Number(c.id), name: c.name })),
        departments: departments.map((d) => ({ id: Number(d.id), name: d.name, company_id: Number(d.company_id) })),
      };
    },
  };
}
