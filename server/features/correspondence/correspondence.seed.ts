import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uniqueTypeCode } from '../../db/numbering';

/** Demo correspondence types: a running-numbered announcement and a yearly-numbered security directive. */
export const order = 130;

export async function seed(db: Db): Promise<void> {
  for (const [name, yearly] of [['Genel Duyuru', false], ['Güvenlik Talimatı', true]] as const) {
    await db.execute(sql`insert into correspondence_types (name, code, sequence_yearly_reset) values (${name}, ${await uniqueTypeCode(db, 'correspondence_types', name)}, ${yearly})`);
  }
}
