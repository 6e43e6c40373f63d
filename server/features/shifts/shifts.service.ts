import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { addDays, isoWeekOf, isoWeekStart, isoWeeksInYear, turkeyDate } from '../../../src/contracts/dashboard';
import { SCHEDULE_MESSAGES, SCHEDULE_YEAR_MAX, SCHEDULE_YEAR_MIN } from '../../../src/contracts/schedule';
import { SHIFT_MESSAGES as M, type ShiftList, type shiftQuery } from '../../../src/contracts/shifts';
import { pageMeta } from '../../db/sql';
import type { AuthContext } from '../../plugins/auth';
import { forbidden, invalidField } from '../../plugins/http-errors';
import { integrations } from '../dashboard/integrations';
import { projectScope, scopedProjects } from '../drills/project-scope';
import { shiftsRepository as repo } from './shifts.repository';

type Query = z.output<typeof shiftQuery>;

/** Runs `work` over `items` with at most `limit` at a time (an HTTP schedule service is not flooded). */
async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** The shift list (docs/decisions/shifts.md): the schedule adapter's days for each member of one project. */
export function shiftsService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;

  /** The asked day's week, else the asked year and week, each part defaulting to the current Turkish week. */
  function weekOf(q: Query): { year: number; week: number } {
    if (q.date) return isoWeekOf(q.date);
    const current = isoWeekOf(turkeyDate(clock()));
    const year = q.year ?? current.year;
    const week = q.week ?? current.week;
    if (year < SCHEDULE_YEAR_MIN || year > SCHEDULE_YEAR_MAX) throw invalidField('year', SCHEDULE_MESSAGES.year);
    const weeks = isoWeeksInYear(year);
    if (week > weeks) throw invalidField('week', SCHEDULE_MESSAGES.weekOfYear(year, weeks));
    return { year, week };
  }

  return {
    async list(auth: AuthContext, q: Query): Promise<{ data: ShiftList; meta: ReturnType<typeof pageMeta> }> {
      const { year, week } = weekOf(q);
      const projects = (await scopedProjects(db, await projectScope(db, auth))).map(({ id, name, short_code }) => ({ id, name, short_code }));
      if (q.security_project_id && !projects.some((p) => p.id === q.security_project_id)) throw forbidden(M.projectNotYours);
      const projectId = q.security_project_id ?? projects[0]?.id ?? null;
      const schedule = integrations(app.deps).schedule;
      const { rows: members, total } = projectId ? await repo.members(db, projectId, q) : { rows: [], total: 0 };
      const weeks = await mapLimited(members, 8, (m) => schedule.weekly(m.user_id, year, week));
      const monday = isoWeekStart(year, week);
      return {
        data: {
          year, week, starts_on: monday, ends_on: addDays(monday, 6), security_projects: projects, security_project_id: projectId,
          rows: members.map((m, i) => ({ ...m, days: weeks[i]!.days })),
        },
        meta: pageMeta(q, total),
      };
    },
  };
}
