import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Demo QDMS folders and the roles that open them. */
export const order = 130;

export async function seed(db: Db): Promise<void> {
  await db.execute(sql`insert into qdms_folders (name) values ('Güvenlik El Kitapları'), ('İK Formları')`);
  await db.execute(sql`insert into qdms_folder_roles (folder_id, role_id)
    select f.id, r.id from qdms_folders f, roles r
    where (f.name = 'Güvenlik El Kitapları' and r.name in ('Vardiya Şefi', 'Personel')) or (f.name = 'İK Formları' and r.name = 'İK Müdürü')`);
}
