import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FeedbackRow } from '../../../src/contracts/performance/cards';
import { containsFolded, nameContains, pageMeta, personNameOf, type Page } from '../../db/sql';
import { isoOrNull, rows } from './sql';

export interface FeedbackFilters extends Page {
  performance_period_id?: number; full_name?: string; security_project_id?: number; interviewer_full_name?: string;
  keyword?: string; performance_training_id?: number;
}

/**
 * HR's list of interviewer feedback (spec 3 §3 card: trainings list and interviewer_feedback):
 * every live card with feedback, the writer and when, the card's trainings. Read with
 * view-performance-card-personnel-point (the route's access); HR reads every card.
 */
export function feedbackService(app: FastifyInstance) {
  const db = app.deps.database.db;

  function where(f: FeedbackFilters): SQL {
    const parts: SQL[] = [sql`c.interviewer_feedback is not null`, sql`c.deleted_at is null`, sql`btrim(c.interviewer_feedback) <> ''`];
    if (f.performance_period_id) parts.push(sql`c.performance_period_id = ${f.performance_period_id}`);
    if (f.full_name) parts.push(nameContains(sql`c.full_name`, f.full_name));
    if (f.security_project_id) parts.push(sql`c.security_project_id = ${f.security_project_id}`);
    if (f.interviewer_full_name) parts.push(sql`exists (select 1 from users w where w.id = c.interviewer_feedback_by and ${nameContains(personNameOf('w'), f.interviewer_full_name)})`);
    if (f.keyword) parts.push(containsFolded(sql`c.interviewer_feedback`, f.keyword));
    if (f.performance_training_id) parts.push(sql`c.training_ids @> ${JSON.stringify([f.performance_training_id])}::jsonb`);
    return sql.join(parts, sql` and `);
  }

  return {
    async list(f: FeedbackFilters) {
      const w = where(f);
      const [data, [total]] = await Promise.all([
        rows<Omit<FeedbackRow, 'written_at'> & { written_at: unknown }>(db, sql`select c.id as card_id, c.performance_period_id, p.name as period_name, c.full_name,
            c.national_id_number, s.name as security_project_name, c.interviewer_feedback, trim(u.first_name || ' ' || u.last_name) as interviewer_full_name,
            exists (select 1 from performance_card_managers m where m.card_id = c.id and m.user_id = c.interviewer_feedback_by and m.is_interviewer) as by_interviewer,
            c.interviewer_feedback_at as written_at,
            coalesce((select json_agg(json_build_object('id', r.id, 'name', r.label) order by r.label) from reference_items r
              where r.list = 'performance-training' and c.training_ids @> to_jsonb(r.id)), '[]'::json) as trainings
          from performance_cards c join performance_periods p on p.id = c.performance_period_id
          left join security_projects s on s.id = c.security_project_id left join users u on u.id = c.interviewer_feedback_by
          where ${w} order by c.interviewer_feedback_at desc nulls last, c.id desc limit ${f.perpage} offset ${(f.page - 1) * f.perpage}`),
        rows<{ n: number }>(db, sql`select count(*)::int as n from performance_cards c where ${w}`),
      ]);
      return {
        data: data.map((r) => ({
          ...r, written_at: isoOrNull(r.written_at),
          trainings: (typeof r.trainings === 'string' ? JSON.parse(r.trainings) : r.trainings) as FeedbackRow['trainings'],
        })),
        meta: pageMeta(f, total?.n ?? 0),
      };
    },
  };
}
