import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Demo document types: security procedures for the operations department (supervisors add), public forms (HR managers add). */
export const order = 130;

export async function seed(db: Db): Promise<void> {
  await db.execute(sql`insert into document_types (name, icon) values ('Güvenlik Prosedürleri', 'shield'), ('Genel Formlar', 'document')`);
  await db.execute(sql`insert into document_type_viewer_departments (document_type_id, department_id)
    select t.id, d.id from document_types t, departments d where t.name = 'Güvenlik Prosedürleri' and d.name = 'Güvenlik Operasyonları'`);
  await db.execute(sql`insert into document_type_creator_roles (document_type_id, role_id)
    select t.id, r.id from document_types t, roles r where (t.name = 'Güvenlik Prosedürleri' and r.name = 'Vardiya Şefi') or (t.name = 'Genel Formlar' and r.name = 'İK Müdürü')`);
}
