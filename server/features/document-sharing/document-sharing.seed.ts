import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SeedContext } from '../../db/seed/demo';
import { a4Pdf } from '../audit-reports/pdf/a4-pdf';
import { filesRepository } from '../files/files.repository';

/**
 * Demo document types: security procedures for the operations department (supervisors add), public
 * forms (HR managers add). With a file store (the server, `npm run seed`; not the server tests),
 * one document of each, as their creators would upload them: a PDF written here.
 */
export const order = 130;

const rowsOf = async <T>(p: Promise<unknown>) => ((await p) as { rows: T[] }).rows;

const DOCUMENTS = [
  {
    type: 'Güvenlik Prosedürleri', by: 'sef', title: 'Apron giriş kontrol prosedürü', file: 'apron-giris-kontrol-proseduru.pdf',
    lines: [
      '1. Apron kapısında her geçişte personel kartı okutulur; kartı okunmayan kişi içeri alınmaz.',
      '2. Araçlar kapıda aranır; araç içindeki her kişinin kartı ayrı ayrı kontrol edilir.',
      '3. Refakatli ziyaretçiler refakatçiden ayrılmaz; ziyaretçi kartı çıkışta teslim alınır.',
      '4. Şüpheli bir durumda vardiya şefine telsizle bilgi verilir ve geçiş durdurulur.',
    ],
  },
  {
    type: 'Genel Formlar', by: 'ik.uzmani', title: 'Yıllık izin talep formu', file: 'yillik-izin-talep-formu.pdf',
    lines: [
      'Adı Soyadı: ..............................   Sicil No: ..................',
      'Birimi: ..............................   İzin başlangıç / bitiş: ....../....../......  –  ....../....../......',
      'İzin süresi (iş günü): ........   İzinde ulaşılacak telefon: ..............................',
      'Personel imzası: ....................   Birim amiri onayı: ....................',
    ],
  },
];

const pdfOf = (title: string, lines: string[]) =>
  a4Pdf(title, (doc) => {
    doc.fontSize(16).text(title).moveDown().fontSize(11);
    for (const line of lines) doc.text(line).moveDown(0.5);
  });

export async function seed(db: Db, context: SeedContext = {}): Promise<void> {
  await db.execute(sql`insert into document_types (name, icon) values ('Güvenlik Prosedürleri', 'shield'), ('Genel Formlar', 'document')`);
  await db.execute(sql`insert into document_type_viewer_departments (document_type_id, department_id)
    select t.id, d.id from document_types t, departments d where t.name = 'Güvenlik Prosedürleri' and d.name = 'Güvenlik Operasyonları'`);
  await db.execute(sql`insert into document_type_creator_roles (document_type_id, role_id)
    select t.id, r.id from document_types t, roles r where (t.name = 'Güvenlik Prosedürleri' and r.name = 'Vardiya Şefi') or (t.name = 'Genel Formlar' and r.name = 'İK Müdürü')`);
  if (!context.files) return;

  for (const d of DOCUMENTS) {
    const [owner] = await rowsOf<{ id: number }>(db.execute(sql`select id from users where name = ${d.by} and deleted_at is null`));
    const [type] = await rowsOf<{ id: number }>(db.execute(sql`select id from document_types where name = ${d.type}`));
    if (!owner || !type) continue; // not the demo organisation
    const bytes = await pdfOf(d.title, d.lines);
    const stored = await context.files.put(bytes);
    const file = await filesRepository.insert(db, { sha256: stored.sha256, size: stored.size, mime_type: 'application/pdf', original_name: d.file, owner_user_id: owner.id });
    await db.execute(sql`insert into shared_documents (document_type_id, title, file_id, owner_user_id) values (${type.id}, ${d.title}, ${file.id}, ${owner.id})`);
  }
}
