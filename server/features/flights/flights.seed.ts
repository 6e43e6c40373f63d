import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { securityProjects } from '../security-projects/security-projects.table';
import { AIRPORT_PROJECT_TYPES } from './flights.repository';

/** A fixed range keeps the seed deterministic; the timetable repeats every day of it. */
const FIRST_DAY = '2026-01-01';
const LAST_DAY = '2027-12-31';

/** Daily timetable: departure time is local at `from`; a row is made at each end that is a company airport. */
const ROUTES: { code: string; airline: string; from: string; to: string; dep: string; minutes: number }[] = [
  { code: 'TK2120', airline: 'Türk Hava Yolları', from: 'IST', to: 'ESB', dep: '07:00', minutes: 70 },
  { code: 'TK2125', airline: 'Türk Hava Yolları', from: 'ESB', to: 'IST', dep: '09:30', minutes: 70 },
  { code: 'TK2310', airline: 'Türk Hava Yolları', from: 'IST', to: 'ADB', dep: '08:15', minutes: 65 },
  { code: 'TK2315', airline: 'Türk Hava Yolları', from: 'ADB', to: 'IST', dep: '10:40', minutes: 65 },
  { code: 'TK1979', airline: 'Türk Hava Yolları', from: 'IST', to: 'LHR', dep: '09:00', minutes: 240 },
  { code: 'TK1980', airline: 'Türk Hava Yolları', from: 'LHR', to: 'IST', dep: '11:10', minutes: 230 },
  { code: 'TK1587', airline: 'Türk Hava Yolları', from: 'IST', to: 'FRA', dep: '11:30', minutes: 180 },
  { code: 'TK1588', airline: 'Türk Hava Yolları', from: 'FRA', to: 'IST', dep: '13:20', minutes: 175 },
  { code: 'TK0001', airline: 'Türk Hava Yolları', from: 'IST', to: 'JFK', dep: '14:05', minutes: 660 },
  { code: 'TK2134', airline: 'Türk Hava Yolları', from: 'IST', to: 'ESB', dep: '18:45', minutes: 70 },
  { code: 'TK2139', airline: 'Türk Hava Yolları', from: 'ESB', to: 'IST', dep: '21:10', minutes: 70 },
  { code: 'TK0078', airline: 'Türk Hava Yolları', from: 'DXB', to: 'IST', dep: '01:55', minutes: 290 },
  { code: 'PC2012', airline: 'Pegasus', from: 'SAW', to: 'ESB', dep: '06:40', minutes: 65 },
  { code: 'PC2013', airline: 'Pegasus', from: 'ESB', to: 'SAW', dep: '08:30', minutes: 65 },
  { code: 'PC2170', airline: 'Pegasus', from: 'SAW', to: 'ADB', dep: '12:20', minutes: 60 },
  { code: 'PC2171', airline: 'Pegasus', from: 'ADB', to: 'SAW', dep: '14:05', minutes: 60 },
  { code: 'PC1251', airline: 'Pegasus', from: 'SAW', to: 'AMS', dep: '10:15', minutes: 215 },
  { code: 'PC1252', airline: 'Pegasus', from: 'AMS', to: 'SAW', dep: '15:40', minutes: 210 },
  { code: 'PC2220', airline: 'Pegasus', from: 'SAW', to: 'ESB', dep: '23:10', minutes: 65 },
  { code: 'VF3001', airline: 'AJet', from: 'SAW', to: 'AYT', dep: '07:30', minutes: 70 },
  { code: 'VF3002', airline: 'AJet', from: 'AYT', to: 'SAW', dep: '09:20', minutes: 70 },
  { code: 'VF4021', airline: 'AJet', from: 'ESB', to: 'ADB', dep: '13:00', minutes: 70 },
  { code: 'VF4022', airline: 'AJet', from: 'ADB', to: 'ESB', dep: '15:10', minutes: 70 },
  { code: 'XQ0511', airline: 'SunExpress', from: 'ADB', to: 'MUC', dep: '06:10', minutes: 180 },
  { code: 'XQ0512', airline: 'SunExpress', from: 'MUC', to: 'ADB', dep: '12:35', minutes: 170 },
];

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const toMinutes = (t: string) => +t.slice(0, 2) * 60 + +t.slice(3, 5);

/**
 * Departures and arrivals at the enabled airports for every day of the range. Status, delay and
 * gate come from arithmetic on the day and the row, never from a clock: the same data everywhere.
 */
export async function seed(db: Db): Promise<void> {
  const airports = await db.select({ id: securityProjects.id, code: securityProjects.short_code }).from(securityProjects)
    .where(and(isNull(securityProjects.deleted_at), eq(securityProjects.enable, true), inArray(securityProjects.type, AIRPORT_PROJECT_TYPES)));
  const projectOf = new Map(airports.map((a) => [a.code, a.id]));
  const rows = ROUTES.flatMap((r) => {
    const out = [];
    const dep = projectOf.get(r.from);
    const arr = projectOf.get(r.to);
    if (dep) out.push({ project: dep, direction: 'departure', at: r.dep, gate: r.from === 'IST' ? 'A' : r.from === 'SAW' ? '2' : 'B', r });
    if (arr) out.push({ project: arr, direction: 'arrival', at: hhmm(toMinutes(r.dep) + r.minutes), gate: null, r });
    return out;
  });
  if (!rows.length) return;
  const timetable = sql.join(rows.map((t, k) =>
    sql`(${k}::int, ${t.project}::int, ${t.direction}, ${t.r.code}, ${t.r.airline}, ${t.r.from}, ${t.r.to}, ${t.at}, ${t.gate}::text)`), sql`, `);
  await db.execute(sql`
    with t (k, project_id, direction, code, airline, origin, destination, at, gate_prefix) as (values ${timetable}),
    plan as (
      select t.*, d::date as day,
        ((d::date::text || ' ' || t.at || '+03')::timestamptz) as scheduled_at,
        ((extract(doy from d)::int * 37 + t.k * 101 + extract(year from d)::int) % 100) as h
      from t cross join generate_series(${FIRST_DAY}::date, ${LAST_DAY}::date, interval '1 day') d
    )
    insert into flights (security_project_id, flight_date, direction, flight_code, airline, origin, destination, scheduled_at, estimated_at, status, gate)
    select project_id, day, direction, code, airline, origin, destination, scheduled_at,
      case when h >= 3 and h < 15 then scheduled_at + make_interval(mins => 10 + (h * 7) % 50) end,
      case when h < 3 then 'cancelled' when h < 15 then 'delayed' else 'scheduled' end,
      case when gate_prefix is null then null else gate_prefix || (1 + (t_gate.n % 30))::text end
    from plan cross join lateral (select (k * 7 + extract(doy from day)::int) as n) t_gate`);
}
