import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Demo payroll: the view day (1st of the following month), a mobile number for each demo user
 * without one (the SMS step needs it), and slips of the three months before the seed for the demo
 * users and the first 50 staff, so `personel` sees a slip at once.
 */
export const order = 60;

const EARNINGS = [['Brüt Ücret', 1], ['Fazla Mesai', 0.08], ['Yemek Yardımı', 0.06], ['Yol Yardımı', 0.04]] as const;
const DEDUCTIONS = [['SGK İşçi Payı', 0.14], ['İşsizlik Sigortası İşçi Payı', 0.01], ['Gelir Vergisi', 0.11], ['Damga Vergisi', 0.00759]] as const;
const r2 = (x: number) => Math.round(x * 100) / 100;

export async function seed(db: Db): Promise<void> {
  await db.execute(sql`insert into payroll_settings (id, day_of_payroll_viewing) values (1, 1) on conflict (id) do nothing`);
  await db.execute(sql`update users set mobile_number = '555' || lpad(id::text, 7, '0') where mobile_number is null and deleted_at is null`);
  const people = ((await db.execute(sql`select e.user_id, e.national_id_number, e.full_name from employees e
    join users u on u.id = e.user_id order by (u.password_hash is null), e.user_id limit 60`)) as unknown as { rows: { user_id: number; national_id_number: string; full_name: string }[] }).rows;
  const now = new Date();
  for (let back = 1; back <= 3; back++) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    const year = d.getUTCFullYear();
    const month = d.getUTCMonth() + 1;
    const values = people.map((p, i) => {
      const base = 28000 + ((Number(p.user_id) * 7919 + i * 131) % 40) * 500;
      const lines = [
        ...EARNINGS.map(([label, f]) => ({ kind: 'earning' as const, label, amount: r2(base * f) })),
        ...DEDUCTIONS.map(([label, f]) => ({ kind: 'deduction' as const, label, amount: r2(base * f) })),
      ];
      const gross = r2(lines.filter((l) => l.kind === 'earning').reduce((s, l) => s + l.amount, 0));
      const ded = r2(lines.filter((l) => l.kind === 'deduction').reduce((s, l) => s + l.amount, 0));
      return sql`(${Number(p.user_id)}, ${year}, ${month}, ${p.national_id_number}, ${p.full_name}, ${JSON.stringify(lines)}::jsonb, ${gross}, ${ded}, ${r2(gross - ded)})`;
    });
    if (values.length) {
      await db.execute(sql`insert into payroll_slips (user_id, year, month, national_id_number, full_name, lines, gross_pay, total_deductions, net_pay)
        values ${sql.join(values, sql`, `)} on conflict do nothing`);
    }
  }
}
