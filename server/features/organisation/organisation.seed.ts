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
  // Onbase role codes: 'IST' equals a project's short code (grants of it carry that project).
  await db.execute(sql`insert into onbase_roles (name, onbase_code) values ('İstanbul Proje Arşivi', 'IST'), ('İK Özlük Okuma', 'HR_READ'), ('Güvenlik Belgeleri Yazma', 'SEC_WRITE')`);
  await db.execute(sql`insert into onbase_user_roles (user_id, role_id, security_project_id)
    select u.id, r.id, (select id from security_projects where short_code = 'IST') from users u, onbase_roles r where u.name = 'admin' and r.onbase_code = 'IST'`);
}
