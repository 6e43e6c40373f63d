import type { FastifyInstance } from 'fastify';
import { TIMELINE_PERPAGE, type TIMELINE_SCOPES, type TimelinePost } from '../../../src/contracts/dashboard';
import type { Executor } from '../../db/client';
import { pageMeta } from '../../db/sql';
import { hrPeopleRepository } from '../hr-provider/hr-people.repository';
import { dashboardRepository as repo, type PostValues } from './dashboard.repository';
import { sanitiseBody } from './sanitise';

type Row = Awaited<ReturnType<typeof repo.timeline>>['rows'][number];

function toPost(r: Row): TimelinePost {
  const author = [r.author_first, r.author_middle, r.author_last].filter(Boolean).join(' ');
  return {
    id: r.post.id,
    title: r.post.title,
    body: r.post.body,
    department: r.post.department_id ? { id: r.post.department_id, name: r.department_name ?? '' } : null,
    author: r.post.author_user_id ? { id: r.post.author_user_id, full_name: author } : null,
    published_at: r.post.published_at.toISOString(),
  };
}

/** Every write of a post goes through here: the body is sanitised before it is stored. */
export function publishPost(db: Executor, values: PostValues) {
  return repo.insert(db, { ...values, title: values.title.trim(), body: sanitiseBody(values.body) });
}

export function dashboardService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  return {
    /** A department's news is for the people holding a position in it; company-wide posts are for all. */
    async timeline(userId: number, q: { page: number; scope: (typeof TIMELINE_SCOPES)[number] }) {
      const page = { page: q.page, perpage: TIMELINE_PERPAGE };
      const departmentIds = await hrPeopleRepository.departmentIdsOfUser(database.db, userId);
      const { rows, total } = await repo.timeline(database.db, { ...page, scope: q.scope, departmentIds, now: clock() });
      return { data: rows.map(toPost), meta: pageMeta(page, total) };
    },
  };
}
