import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Demo transfers: six drivers, today's and tomorrow's shuttle lists (the first 60 staff, each at a
 * stop of their project, over three shift slots) and a few transfer requests; the Operations
 * Manager (operasyon.muduru) may plan them. Pickup is 40–60 minutes before the shift starts.
 */
export const order = 160;

const DRIVERS = [
  ['Hasan Yıldırım', '5321000001', '34 TRF 101', 16], ['Mehmet Kaya', '5321000002', '34 TRF 102', 16],
  ['Ali Demir', '5321000003', '34 TRF 103', 27], ['Mustafa Çelik', '5321000004', '34 TRF 104', 27],
  ['İbrahim Şahin', '5321000005', '34 TRF 105', 14], ['Osman Aydın', '5321000006', '34 TRF 106', 46],
] as const;
const SLOTS = [['06:00', '14:00'], ['14:00', '22:00'], ['22:00', '06:00']] as const;
const istanbulDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(d);
const minus = (t: string, m: number) => {
  const v = (Number(t.slice(0, 2)) * 60 + Number(t.slice(3)) - m + 1440) % 1440;
  return `${String(Math.floor(v / 60)).padStart(2, '0')}:${String(v % 60).padStart(2, '0')}`;
};
type Rows<T> = { rows: T[] };

export async function seed(db: Db): Promise<void> {
  await db.execute(sql`insert into role_permissions (role_id, permission)
    select r.id, p from roles r cross join unnest(array['view-transfers', 'manage-transfers', 'manage-drivers']) as p
    where r.name = 'Operasyon Müdürü' on conflict do nothing`);
  const drivers = ((await db.execute(sql`insert into transfer_drivers (full_name, phone, plate, capacity)
    values ${sql.join(DRIVERS.map(([n, p, pl, c]) => sql`(${n}, ${p}, ${pl}, ${c})`), sql`, `)} returning id`)) as unknown as Rows<{ id: number }>).rows.map((r) => Number(r.id));
  const stops = ((await db.execute(sql`select id from shuttle_stops where deleted_at is null order by id limit 6`)) as unknown as Rows<{ id: number }>).rows.map((r) => Number(r.id));
  if (!stops.length) return;
  const people = ((await db.execute(sql`select e.national_id_number, e.full_name, e.shuttle_stop_id from employees e
    join users u on u.id = e.user_id where u.deleted_at is null order by e.user_id limit 60`)) as unknown as Rows<{ national_id_number: string; full_name: string; shuttle_stop_id: number | null }>).rows;
  const now = new Date();
  for (const offset of [0, 1]) {
    const date = istanbulDay(new Date(now.getTime() + offset * 86_400_000));
    const values = people.map((p, i) => {
      const [start, end] = SLOTS[i % SLOTS.length]!;
      const stop = p.shuttle_stop_id ? Number(p.shuttle_stop_id) : stops[i % stops.length]!;
      // Two drivers per slot; every tenth person is left for the planner to assign.
      const driver = i % 10 === 9 ? null : drivers[(i % SLOTS.length) * 2 + (Math.floor(i / SLOTS.length) % 2)]!;
      return sql`(${date}, ${p.national_id_number}, ${p.full_name}, ${start}, ${end}, ${stop}, ${minus(start, 40 + (i % 3) * 10)}, ${driver}, 'import')`;
    });
    if (values.length) {
      await db.execute(sql`insert into driver_shifts (shift_date, national_id_number, full_name, shift_start, shift_end, shuttle_stop_id, pickup_time, driver_id, source)
        values ${sql.join(values, sql`, `)} on conflict do nothing`);
    }
  }
  const [registrar] = ((await db.execute(sql`select id from users where name = 'operasyon.muduru'`)) as unknown as Rows<{ id: number }>).rows;
  const [company] = ((await db.execute(sql`select c.id, (select min(d.id) from departments d where d.company_id = c.id) as dep from companies c order by c.id limit 1`)) as unknown as Rows<{ id: number; dep: number | null }>).rows;
  if (!registrar || !company) return;
  const tomorrow = istanbulDay(new Date(now.getTime() + 86_400_000));
  const yesterday = istanbulDay(new Date(now.getTime() - 86_400_000));
  await db.execute(sql`insert into transfer_requests (transfer_type, company_id, department_id, driver_id, show_note_field, note, transfer_date, release_date,
    release_time, passenger_count, registrar_user_id) values
    ('departure', ${company.id}, ${company.dep}, ${drivers[5]}, true, 'Fazla mesai çıkışı', ${tomorrow}, ${tomorrow}, '02:30', 12, ${registrar.id}),
    ('arrival', ${company.id}, ${company.dep}, ${drivers[2]}, false, null, ${tomorrow}, null, null, 8, ${registrar.id}),
    ('departure', ${company.id}, null, null, false, null, ${tomorrow}, ${tomorrow}, '23:30', 5, ${registrar.id}),
    ('arrival', ${company.id}, ${company.dep}, ${drivers[0]}, false, null, ${yesterday}, null, null, 10, ${registrar.id})`);
}
