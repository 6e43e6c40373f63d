import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { electronicFormatIBAN } from 'ibantools';
import { employeeReasons, employeeSeasonProjects, employeeSeasons } from './employee-lists.table';
import { rewardPenaltyReasons, rewardPenaltyTypes } from './employee-records.table';

/** After the reference lists (apron cards, training types and names, order 110). */
export const order = 115;

const YEAR = new Date().getFullYear();

/** A valid Turkish IBAN for a bank code and an account number (mod-97 check digits). */
export function turkishIban(bank: number, account: number): string {
  const bban = `${String(bank).padStart(5, '0')}0${String(account).padStart(16, '0')}`;
  const digits = `${bban}2927` + '00'; // 'TR' = 29 27
  let rest = 0;
  for (const ch of digits) rest = (rest * 10 + Number(ch)) % 97;
  return electronicFormatIBAN(`TR${String(98 - rest).padStart(2, '0')}${bban}`)!;
}

const TYPES = [
  { name: 'Ödül', type: 'reward', performance_status: true, performance_type: null, reasons: [['Teşekkür Belgesi', 'O1'], ['Başarı Belgesi', 'O2']] },
  { name: 'Disiplin Cezası', type: 'penalty', performance_status: true, performance_type: null, reasons: [['Sözlü Uyarı', 'C1'], ['Yazılı Uyarı', 'C2']] },
  { name: 'Devamsızlık', type: 'penalty', performance_status: true, performance_type: 'd', reasons: [['Mazeretsiz Devamsızlık', 'D1'], ['Geç Gelme', 'D2']] },
  { name: 'Rapor', type: 'penalty', performance_status: false, performance_type: 're', reasons: [['Hastalık Raporu', 'R1'], ['İş Kazası Raporu', 'R2']] },
] as const;

/**
 * HR reference data (reward/penalty types, seasons, reasons) and full records for every seeded
 * employee: terms, seasons, addresses, IBAN, TPSS certifications, a few reward/penalty/absence
 * records and trainings. Set-based SQL, so `--employees 100000` stays fast.
 */
export async function seed(db: Db): Promise<void> {
  for (const t of TYPES) {
    const [row] = await db.insert(rewardPenaltyTypes).values({ name: t.name, type: t.type, performance_status: t.performance_status, performance_type: t.performance_type }).returning();
    await db.insert(rewardPenaltyReasons).values(t.reasons.map(([name, code]) => ({ type_id: row!.id, name, code, is_penalty: t.type === 'penalty' })));
  }
  await db.insert(employeeReasons).values([
    ...['İstifa', 'Emeklilik', 'Sözleşme Sonu', 'Deneme Süresinde Fesih'].map((name) => ({ kind: 'exit', name, sequence_yearly_reset: 1 })),
    ...['Sezon Başlangıcı', 'Proje İhtiyacı', 'Eski Personel Talebi'].map((name) => ({ kind: 'reemploy', name, sequence_yearly_reset: 0 })),
  ]);
  const seasons = await db.insert(employeeSeasons).values([
    { name: `${YEAR} Yaz Sezonu`, start_date: `${YEAR}-04-01`, end_date: `${YEAR}-10-31` },
    { name: `${YEAR} Kış Sezonu`, start_date: `${YEAR}-11-01`, end_date: `${YEAR + 1}-03-31` },
    { name: `${YEAR + 1} Yaz Sezonu`, start_date: `${YEAR + 1}-04-01`, end_date: `${YEAR + 1}-10-31` },
  ]).returning();
  const projects = await db.execute(sql`select id from security_projects where enable order by id`);
  const projectIds = (projects as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
  await db.insert(employeeSeasonProjects).values(seasons.flatMap((s) => projectIds.map((p) => ({ season_id: s.id, security_project_id: p }))));

  // Project from the primary position; terms, address and the rest from the id (deterministic).
  await db.execute(sql`
    update employees e set security_project_id = x.project
    from (select p.user_id, min(spp.security_project_id) as project from positions p
          join security_project_positions spp on spp.position_id = p.id where p.is_primary group by p.user_id) x
    where x.user_id = e.user_id`);
  await db.execute(sql`
    with counties as (select id, row_number() over (order by id) - 1 as n from destinations where type = 'county'),
         nc as (select count(*)::int as c from counties),
         apron as (select id, row_number() over (order by id) - 1 as n from reference_items where list = 'apron-card-type')
    update employees e set
      term_type = (array['uncertain_term','uncertain_term','certain_term','seasonal_term','part_time_term','part_term','on_the_job_training_program_term'])[1 + e.id % 7],
      term_season_id = case when e.id % 7 = 3 then ${seasons[0]!.id}::int end,
      hired_at = case when e.id % 7 = 3 then ${seasons[0]!.start_date}::date else e.hired_at end,
      initial_hired_at = coalesce(e.hired_at, ${`${YEAR}-01-01`}::date),
      term_end_date = case when e.id % 7 = 2 then ${`${YEAR + 1}-12-31`}::date when e.id % 7 = 3 then ${seasons[0]!.end_date}::date end,
      term_hours = case when e.id % 7 in (4, 5) then 10 + e.id % 20 end,
      county_id = (select id from counties where n = e.id % (select c from nc)),
      birth_county_id = (select id from counties where n = (e.id * 7) % (select c from nc)),
      children = e.id % 4, arm_info = (e.id % 5 = 0)::int,
      employee_type = case when e.id % 40 = 0 then 'disabled' else 'normal' end,
      disability_degree = case when e.id % 40 = 0 then '2. derece' end,
      disability_rate = case when e.id % 40 = 0 then 40 end,
      apron_card_exists = e.id % 3 = 0,
      apron_card_type_id = case when e.id % 3 = 0 then (select id from apron where n = e.id % 3) end,
      apron_card_validity_date = case when e.id % 3 = 0 then current_date + (e.id % 400)::int - 20 end,
      is_tpss_exists = e.id % 2 = 0, security_id_exists = e.id % 2 = 0,
      overwork_information_state = e.id % 4 <> 0,
      resignation_date = case when e.id % 97 = 0 then current_date - 3 end,
      exit_date = case when e.id % 89 = 0 then current_date + 10 end,
      birth_date = coalesce(e.birth_date, (date '1975-01-01' + (e.id * 37 % 9000)::int))`);
  await db.execute(sql`
    update employees e set district_id = d.id from destinations d
    where d.id = (select min(id) from destinations where parent_id = e.county_id and type = 'district')`);
  await db.execute(sql`
    update employees e set region_id = r.id from (select security_project_id, min(id) as id from regions group by security_project_id) r
    where r.security_project_id = e.security_project_id`);

  // IBANs in batches (the check digits are computed here, not in SQL).
  const ids = (await db.execute(sql`select id from employees order by id`)) as unknown as { rows: { id: number }[] };
  for (let i = 0; i < ids.rows.length; i += 5000) {
    const chunk = ids.rows.slice(i, i + 5000);
    const values = sql.join(chunk.map(({ id }) => sql`(${id}::int, ${turkishIban([10, 12, 46, 62, 64][id % 5]!, 1000000 + id * 13)})`), sql`, `);
    await db.execute(sql`update employees e set iban_no = v.iban from (values ${values}) v(id, iban) where e.id = v.id`);
  }

  await db.execute(sql`
    insert into employee_certifications (employee_id, tpss_document_type, tpss_validity_date)
    select id, 'X-Ray Tarama', current_date + (id % 500)::int - 25 from employees where id % 2 = 0
    union all
    select id, 'Patlayıcı İz Dedektörü (ETD)', current_date + (id % 700)::int + 5 from employees where id % 6 = 0`);
  await db.execute(sql`
    insert into employee_reward_penalties (employee_id, type_id, reason_id, reason, event_at, report_finish_date)
    select e.id, t.id, (select min(r.id) from reward_penalty_reasons r where r.type_id = t.id), 'Demo kaydı',
           current_date - (e.id % 60)::int - 10 * t.n,
           case when t.performance_type = 're' then current_date - (e.id % 60)::int - 10 * t.n + 2 end
    from employees e join (select id, performance_type, row_number() over (order by id)::int as n from reward_penalty_types) t on (e.id + t.n) % 11 = 0`);
  await db.execute(sql`
    insert into employee_trainings (employee_id, training_type_id, training_name_id, started_at, finished_at, validity_date, mandatory, score, evaluated_at)
    select e.id, tt.id, tn.id, current_date - (e.id % 300)::int, current_date - (e.id % 300)::int + 2, current_date - (e.id % 300)::int + 365, tt.n = 0,
           case when e.id % 3 = 0 then 60 + e.id % 40 end, case when e.id % 3 = 0 then current_date - (e.id % 300)::int + 3 end
    from employees e
    join (select id, row_number() over (order by id)::int - 1 as n from reference_items where list = 'employee-training-type') tt on tt.n = e.id % 2
    join (select id, row_number() over (order by id)::int - 1 as n from reference_items where list = 'employee-training-name') tn on tn.n = e.id % 5`);
  await db.execute(sql`
    insert into employee_overworks (employee_id, petition_date, state)
    select id, current_date - (id % 200)::int, case when id % 4 = 0 then 0 else 1 end from employees where id % 2 = 1`);
  await db.execute(sql`
    insert into employee_languages (employee_id, language, level)
    select id, (array['İngilizce','Almanca','Arapça','Rusça'])[1 + id % 4], (array['A2','B1','B2','C1'])[1 + id % 4] from employees where id % 3 = 1`);
  await db.execute(sql`
    insert into employee_notes (employee_id, note)
    select id, 'İşe giriş evrakları tamamlandı.' from employees where id % 10 = 0`);
}
