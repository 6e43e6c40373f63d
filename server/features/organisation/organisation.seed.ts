import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailDomains, positionGroupMails, positionGroups } from './organisation.table';

export const order = 120;

/** The company's mail domain, each demo user's address, and one position group of the shift supervisors. */
export async function seed(db: Db): Promise<void> {
  await db.insert(emailDomains).values([{ name: 'apron.example' }, { name: 'apron.com.tr' }]);
  await db.execute(sql`insert into user_emails (user_id, email) select id, lower(email) from users where email is not null on conflict do nothing`);
  const [group] = await db.insert(positionGroups).values({ name: 'Vardiya Sorumluları' }).returning();
  await db.execute(sql`insert into position_group_positions (group_id, position_id)
    select ${group!.id}, p.id from positions p join users u on u.id = p.user_id where u.name in ('sef', 'operasyon.muduru') and p.is_primary`);
  await db.insert(positionGroupMails).values({ group_id: group!.id, email: 'vardiya@apron.example' });
}
