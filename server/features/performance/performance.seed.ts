import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calculatePeriod, createCards } from './calculation.service';
import { periodOf } from './periods.service';

/**
 * Demo performance data (runs after the employees' seed): the permissions of the three card views
 * on the demo roles (HR = Manager holds the performance admin's five, Supervisor = `sef` assesses,
 * every staff role sees its own card), the objection reasons, extra points, and one period
 * "2026 Performans Dönemi" under evaluation with criteria and calculated cards, so `sef` can vote
 * on `personel`'s card at once.
 */
export const order = 80;

const GRANTS: Record<string, string[]> = {
  'İK Müdürü': ['view-performance-periods', 'create-performance-periods', 'edit-performance-periods', 'delete-performance-periods',
    'view-performance-card-personnel-point', 'create-performance-card-note', 'send-email-to-non-respondent-evaluators', 'view-self-performance-card-point'],
  'Vardiya Şefi': ['view-performance-assessor-cards', 'create-performance-card-note', 'view-self-performance-card-point'],
  Personel: ['view-self-performance-card-point'],
  Airsider: ['view-self-performance-card-point'],
  Interviewer: ['view-self-performance-card-point'],
  'Köpek Eğitmeni': ['view-self-performance-card-point'],
};

export const OBJECTION_REASONS = ['Puanlama hatalı', 'Kayıtlarım eksik veya yanlış', 'Değerlendirici tarafsız değil', 'Diğer'];

export async function seed(db: Db): Promise<void> {
  for (const [role, permissions] of Object.entries(GRANTS)) {
    for (const p of permissions) {
      await db.execute(sql`insert into role_permissions (role_id, permission) select id, ${p} from roles where name = ${role}
        and not exists (select 1 from role_permissions rp where rp.role_id = roles.id and rp.permission = ${p})`);
    }
  }
  await db.execute(sql`insert into performance_objection_reasons (name) values ${sql.join(OBJECTION_REASONS.map((r) => sql`(${r})`), sql`, `)}`);
  await db.execute(sql`insert into performance_extra_points (name, point) values ('Yılın Personeli', 10), ('Teşekkür Belgesi', 5), ('Proje Katkısı', 3)`);

  const year = new Date().getUTCFullYear();
  const [period] = ((await db.execute(sql`insert into performance_periods (name, start_at, end_at, status, objection_deadline)
    values (${`${year} Performans Dönemi`}, ${`${year}-01-01`}, ${`${year}-12-31`}, 'active', ${`${year + 1}-01-31`}) returning id`)) as unknown as { rows: { id: number }[] }).rows;
  const pid = period!.id;
  const types = ((await db.execute(sql`select id, name from reward_penalty_types where deleted_at is null order by id`)) as unknown as { rows: { id: number; name: string }[] }).rows;
  const type = (name: string) => types.find((t) => t.name === name)?.id ?? null;
  await db.execute(sql`insert into performance_criteria (performance_period_id, name, type, source_type_id, criterion_entry_limit, weight, unit_point, standard_goal, substandard_goal, sort) values
    (${pid}, 'Devamsızlık', 'i', ${type('Devamsızlık')}, 5, 100, 3, 0, 2, 0),
    (${pid}, 'Disiplin', 'i', ${type('Disiplin Cezası')}, 3, 100, 5, 0, 1, 1),
    (${pid}, 'Ödül', 'b', ${type('Ödül')}, 3, 100, 2, 1, 0, 1),
    (${pid}, 'Ekip Çalışması', 'b', null, 1, 100, 0, 1, 0, 2),
    (${pid}, 'Yolcuya Yaklaşım', 'b', null, 1, 100, 0, 1, 0, 3)`);
  await db.execute(sql`insert into performance_criterion_options (criterion_id, name, point)
    select c.id, o.name, o.point from performance_criteria c cross join (values ('Beklentinin Üstünde', 10), ('Beklenen Düzeyde', 5), ('Gelişmeli', 0), ('Yetersiz', -10)) as o(name, point)
    where c.performance_period_id = ${pid} and c.source_type_id is null and c.type = 'b'`);
  await db.execute(sql`insert into performance_base_scores (performance_period_id, security_project_id, base_score)
    select ${pid}, id, 80 from security_projects where enable`);
  // Cards for everyone, calculated, then the period moves on so assessors can vote.
  await createCards(db, await periodOf(db, pid));
  await calculatePeriod(db, pid);
  await db.execute(sql`update performance_periods set status = 'under_evaluation' where id = ${pid}`);
}
