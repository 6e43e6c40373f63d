import type { Db } from '../../db/client';
import { officialHolidays } from './official-holidays';
import { bankHolidays, seasonDefinitionSeries, seasonDefinitions } from './leave-years.table';

/** Official holidays of 2025–2027 and one season series per year (summer peak, winter). */
export async function seed(db: Db): Promise<void> {
  for (const year of [2025, 2026, 2027]) {
    await db.insert(bankHolidays).values(officialHolidays(year).rows);
    const [series] = await db.insert(seasonDefinitionSeries).values({
      year, code: `SEZON-${year}`, name: `${year} Operasyon Sezonları`, description: 'Yoğun dönemlerde yıllık izin kısıtlıdır.',
    }).returning();
    await db.insert(seasonDefinitions).values([
      { series_id: series!.id, name: 'Yaz Yoğun Sezonu', starts_on: `${year}-06-15`, ends_on: `${year}-09-15`, leave_restricted: true, description: 'Yıllık izin verilmez.' },
      { series_id: series!.id, name: 'Kış Sezonu', starts_on: `${year}-11-01`, ends_on: `${year + 1}-03-31`, leave_restricted: false, description: null },
    ]);
  }
}
