import { and, count, desc, eq, inArray, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { offsetOf, type Page } from '../../db/sql';
import { users } from '../auth/auth.table';
import { departments } from '../organisation/organisation.table';
import { timelinePosts } from './dashboard.table';
import type { TIMELINE_SCOPES } from '../../../src/contracts/dashboard';

export interface TimelineSearch extends Page {
  /** Departments the reader belongs to. */
  departmentIds: number[];
  scope: (typeof TIMELINE_SCOPES)[number];
  now: Date;
}

export type PostValues = Pick<typeof timelinePosts.$inferInsert, 'title' | 'body' | 'department_id' | 'author_user_id' | 'published_at'>;

export const dashboardRepository = {
  /** Published posts the reader may see, newest first. */
  async timeline(db: Executor, s: TimelineSearch) {
    const company = isNull(timelinePosts.department_id);
    const ownDepartments: SQL = s.departmentIds.length
      ? and(isNotNull(timelinePosts.department_id), inArray(timelinePosts.department_id, s.departmentIds))!
      : eq(timelinePosts.id, -1);
    const visible = s.scope === 'company' ? company : s.scope === 'department' ? ownDepartments : or(company, ownDepartments)!;
    const where = and(isNull(timelinePosts.deleted_at), lte(timelinePosts.published_at, s.now), visible);
    const [rows, total] = await Promise.all([
      db.select({
        post: timelinePosts,
        department_name: departments.name,
        author_first: users.first_name,
        author_middle: users.middle_name,
        author_last: users.last_name,
      }).from(timelinePosts)
        .leftJoin(departments, eq(departments.id, timelinePosts.department_id))
        .leftJoin(users, eq(users.id, timelinePosts.author_user_id))
        .where(where).orderBy(desc(timelinePosts.published_at), desc(timelinePosts.id)).limit(s.perpage).offset(offsetOf(s)),
      db.select({ total: count() }).from(timelinePosts).where(where).then((r) => Number(r[0]?.total ?? 0)),
    ]);
    return { rows, total };
  },

  insert(db: Executor, values: PostValues) {
    return db.insert(timelinePosts).values(values).returning().then((r) => r[0]!);
  },
};
