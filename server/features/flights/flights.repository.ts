import { and, asc, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { offsetOf } from '../../db/sql';
import { securityProjects } from '../security-projects/security-projects.table';
import type { FlightSearch } from './flights.adapter';
import { flights } from './flights.table';

/** Security project types that are airports (ground services and airport operations). */
export const AIRPORT_PROJECT_TYPES = ['ggh', 'uog'];

export const flightsRepository = {
  /** The company's airports: live, enabled ggh/uog projects; their short code is the IATA code. */
  airports(db: Executor) {
    return db.select({ id: securityProjects.id, name: securityProjects.name, short_code: securityProjects.short_code })
      .from(securityProjects)
      .where(and(isNull(securityProjects.deleted_at), eq(securityProjects.enable, true), inArray(securityProjects.type, AIRPORT_PROJECT_TYPES)))
      .orderBy(asc(securityProjects.name));
  },

  async search(db: Executor, s: FlightSearch) {
    const conditions: SQL[] = [eq(flights.flight_date, s.date), inArray(flights.security_project_id, s.airports.map((a) => a.id))];
    if (s.direction) conditions.push(eq(flights.direction, s.direction));
    const where = and(...conditions);
    const [rows, total] = await Promise.all([
      db.select().from(flights).where(where).orderBy(asc(flights.scheduled_at), asc(flights.id)).limit(s.perpage).offset(offsetOf(s)),
      db.select({ total: count() }).from(flights).where(where).then((r) => Number(r[0]?.total ?? 0)),
    ]);
    return { rows, total };
  },
};
