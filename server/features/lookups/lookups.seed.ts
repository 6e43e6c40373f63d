import { and, eq, inArray, isNull, min } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, departments } from '../organisation/organisation.table';
import { departmentContactCards, departmentContactNumbers } from './lookups.table';

/** Demo contact cards of the main company: switchboard numbers with extensions, as departments publish them. */
const CARDS: Record<string, { primary: boolean; numbers: { number: string; ext: string | null }[] }[]> = {
  'Genel Müdürlük': [
    { primary: true, numbers: [{ number: '2124630000', ext: null }, { number: '2124630000', ext: '100' }] },
    { primary: false, numbers: [{ number: '2164650000', ext: '1010' }] },
  ],
  'İnsan Kaynakları': [{ primary: true, numbers: [{ number: '2124630000', ext: '210' }, { number: '2124630000', ext: '211' }] }],
  'Güvenlik Operasyonları': [{ primary: true, numbers: [{ number: '2124631500', ext: '300' }] }],
  'Bilgi Teknolojileri': [{ primary: true, numbers: [{ number: '2124630000', ext: '400' }] }],
};

export async function seed(db: Db): Promise<void> {
  const [main] = await db.select({ id: min(companies.id) }).from(companies);
  if (!main?.id) return;
  const rows = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(eq(departments.company_id, main.id), inArray(departments.name, Object.keys(CARDS)), isNull(departments.deleted_at)))
    .orderBy(departments.id);
  for (const department of rows) {
    for (const card of CARDS[department.name]!) {
      const [created] = await db
        .insert(departmentContactCards)
        .values({ department_id: department.id, primary: card.primary })
        .returning({ id: departmentContactCards.id });
      await db.insert(departmentContactNumbers).values(
        card.numbers.map((n, position) => ({ contact_card_id: created!.id, number: n.number, ext: n.ext, type: 'normal' as const, position })),
      );
    }
  }
}
