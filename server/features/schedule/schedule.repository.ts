import { and, asc, between, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { securityProjects } from '../security-projects/security-projects.table';
import { scheduleEntries } from './schedule.table';

export const scheduleRepository = {
  /** A person's entries from `from` to `to` (inclusive days), with the project each is worked for. */
  entries(db: Executor, userId: number, from: string, to: string) {
    return db
      .select({
        date: scheduleEntries.date,
        kind: scheduleEntries.kind,
        starts_at: scheduleEntries.starts_at,
        ends_at: scheduleEntries.ends_at,
        project_id: securityProjects.id,
        project_name: securityProjects.name,
        project_short_code: securityProjects.short_code,
      })
      .from(scheduleEntries)
      .leftJoin(securityProjects, eq(securityProjects.id, scheduleEntries.security_project_id))
      .where(and(eq(scheduleEntries.user_id, userId), between(scheduleEntries.date, from, to)))
      .orderBy(asc(scheduleEntries.date));
  },
};
