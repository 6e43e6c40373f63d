import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Demo correspondence types: a running-numbered announcement and a yearly-numbered security directive. */
export const order = 130;

export async function seed(db: Db): Promise<void> {
  await db.execute(sql`insert into correspondence_types (name, sequence_yearly_reset) values ('Genel Duyuru', false), ('Güvenlik Talimatı', true)`);
}
