import { sql, type SQL } from 'drizzle-orm';
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
  // This year's (the first period), under evaluation: cards for everyone, calculated, so assessors can vote.
  const pid = await periodWithCards(db, { year, projectIds: [] });
  await db.execute(sql`update performance_periods set status = 'under_evaluation' where id = ${pid}`);
  // The general manager (admin) assesses the shift supervisor's card alongside the default assessor.
  await db.execute(sql`insert into performance_card_managers (card_id, user_id)
    select c.id, a.id from performance_cards c join users s on s.id = c.user_id and s.name = 'sef' join users a on a.name = 'admin'
    where c.performance_period_id = ${pid} on conflict do nothing`);
  // Then last year's period, closed, for the Istanbul project (where the demo users work): the history
  // of a card, and objections the committee decided (the rejected-cards list).
  const [ist] = await rows<{ id: number }>(db, sql`select id from security_projects where short_code = 'IST' and deleted_at is null`);
  if (ist) {
    const past = await periodWithCards(db, { year: year - 1, projectIds: [ist.id] });
    await objectionsDecided(db, past);
    await db.execute(sql`update performance_periods set status = 'closed' where id = ${past}`);
  }
}

const rows = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** A period of `year` with the demo criteria and base scores, its cards made and calculated (status active). */
async function periodWithCards(db: Db, o: { year: number; projectIds: number[] }): Promise<number> {
  const { year } = o;
  const [period] = await rows<{ id: number }>(db, sql`insert into performance_periods (name, start_at, end_at, status, objection_deadline, security_project_ids)
    values (${`${year} Performans Dönemi`}, ${`${year}-01-01`}, ${`${year}-12-31`}, 'active', ${`${year + 1}-01-31`}, ${JSON.stringify(o.projectIds)}::jsonb) returning id`);
  const pid = period!.id;
  const types = await rows<{ id: number; name: string }>(db, sql`select id, name from reward_penalty_types where deleted_at is null order by id`);
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
    select ${pid}, id, 80 from security_projects where enable ${o.projectIds.length ? sql`and id in (${sql.join(o.projectIds.map((id) => sql`${id}`), sql`, `)})` : sql``}`);
  await createCards(db, await periodOf(db, pid));
  await calculatePeriod(db, pid);
  return pid;
}

/**
 * Two objections to last year's cards, decided by the committee (İK) before the deadline:
 * personel's (rejected) and a field employee's (accepted).
 */
async function objectionsDecided(db: Db, pid: number): Promise<void> {
  const [hr] = await rows<{ id: number }>(db, sql`select id from users where name = 'ik.uzmani'`);
  const cards = await rows<{ id: number }>(db, sql`select c.id from performance_cards c join users u on u.id = c.user_id
    where c.performance_period_id = ${pid} and (u.name = 'personel' or u.id = (select min(c2.user_id) from performance_cards c2 join users u2 on u2.id = c2.user_id
      where c2.performance_period_id = ${pid} and u2.name like 'p1%')) order by u.name = 'personel' desc`);
  const reasons = await rows<{ id: number; name: string }>(db, sql`select id, name from performance_objection_reasons order by id`);
  const reason = (name: string) => reasons.find((r) => r.name === name)!.id;
  const objections = [
    { reasons: [reason('Puanlama hatalı')], text: 'Yolcuya yaklaşım puanım, aldığım teşekkür belgesine rağmen düşük verilmiş.', decision: 'rejected',
      committee: 'Teşekkür belgesi puana ayrıca eklenmiş; yolcuya yaklaşım değerlendirmesi değerlendiricinin takdiridir.' },
    { reasons: [reason('Kayıtlarım eksik veya yanlış')], text: 'Mart ayındaki devamsızlık kaydım raporlu günlerimdir.', decision: 'accepted',
      committee: 'Rapor belgesi doğrulandı; devamsızlık kaydı düzeltildi.' },
  ];
  for (const [i, card] of cards.slice(0, objections.length).entries()) {
    const o = objections[i]!;
    await db.execute(sql`update performance_cards set is_rejected = true, objection_reason_ids = ${JSON.stringify(o.reasons)}::jsonb, rejection_description = ${o.text},
      objected_at = ${new Date(`${new Date().getUTCFullYear()}-01-0${5 + i}T09:00:00Z`)}, objection_decision = ${o.decision}, committee_rejection_description = ${o.committee},
      decided_by = ${hr?.id ?? null}, decided_at = ${new Date(`${new Date().getUTCFullYear()}-01-2${i}T14:00:00Z`)} where id = ${card.id}`);
  }
}
