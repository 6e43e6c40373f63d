import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { periodOf } from './periods.service';
import { mailPort } from './mail';
import { rows } from './sql';

/** E-mails each assessor who still has active cards of the period without a vote; answers how many were sent. */
export async function nonRespondentMail(app: FastifyInstance, periodId: number): Promise<number> {
  const db = app.deps.database.db;
  const period = await periodOf(db, periodId);
  const late = await rows<{ email: string | null; full_name: string; open: number }>(db, sql`
    select u.email, u.first_name || ' ' || u.last_name as full_name, count(*)::int as open
    from performance_card_managers m join performance_cards c on c.id = m.card_id join users u on u.id = m.user_id
    where c.performance_period_id = ${periodId} and c.deleted_at is null and c.is_active
      and not exists (select 1 from performance_votes v where v.card_id = c.id)
    group by u.id, u.email, u.first_name, u.last_name order by u.id`);
  const port = mailPort(db);
  let sent = 0;
  for (const a of late) {
    if (!a.email) continue;
    await port.send({
      to: a.email, subject: `${period.name}: değerlendirilmeyi bekleyen kartlar`,
      text: `Sayın ${a.full_name},\n\n${period.name} döneminde değerlendirmenizi bekleyen ${a.open} performans kartı var. Lütfen Apron'da değerlendirmenizi tamamlayınız.`,
    });
    sent += 1;
  }
  return sent;
}
