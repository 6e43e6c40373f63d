import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EMPLOYEE_FILE_SLOTS, type EmployeeFileSlot } from '../../../src/contracts/employees/schemas';
import { EMPLOYEE_MESSAGES as M } from '../../../src/contracts/employees/messages';
import { IMAGE_MIME_TYPES } from '../../../src/contracts/files';
import { notFound } from '../../plugins/http-errors';
import { activityLogRepository } from '../activity-log/activity-log.repository';
import { files } from '../files/files.table';
import { filesService } from '../files/files.service';
import { sendWorkbook, turkishDay, workbook } from '../files/workbook';
import { loadCard } from './employee-card';
import { employeeFiles, employees } from './employees.table';

const shape = (r: { id: number; name: string; kind: string; created_at: Date }) => ({ id: r.id, name: r.name, url: `/api/files/${r.id}`, type: r.kind, created_at: r.created_at.toISOString() });

/** The six file slots, the documents (certificates, others), the photo and the work paper. */
export function employeeFilesService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;
  const store = filesService(app);

  async function employee(id: number) {
    const [e] = await db.select({ id: employees.id, user_id: employees.user_id }).from(employees).where(eq(employees.id, id));
    if (!e) throw notFound(M.notFound);
    return e;
  }

  return {
    async all(id: number) {
      await employee(id);
      const rows = await db.select({ id: files.id, name: files.original_name, kind: employeeFiles.kind, created_at: employeeFiles.created_at })
        .from(employeeFiles).innerJoin(files, eq(files.id, employeeFiles.file_id)).where(eq(employeeFiles.employee_id, id)).orderBy(desc(employeeFiles.id));
      const slots = Object.fromEntries(EMPLOYEE_FILE_SLOTS.map((s) => [s, null])) as Record<string, ReturnType<typeof shape> | null>;
      for (const r of rows) if (r.kind in slots && !slots[r.kind]) slots[r.kind] = shape(r);
      return { slots, documents: rows.filter((r) => !(EMPLOYEE_FILE_SLOTS as readonly string[]).includes(r.kind)).map(shape) };
    },

    /** A slot holds one file: a new upload replaces the old one. A document type holds many. */
    async upload(id: number, kind: string, request: FastifyRequest, causer: number) {
      await employee(id);
      const file = await store.receive(request, { ownerUserId: causer });
      const slot = (EMPLOYEE_FILE_SLOTS as readonly string[]).includes(kind);
      const created = await db.transaction(async (tx) => {
        if (slot) await tx.delete(employeeFiles).where(and(eq(employeeFiles.employee_id, id), eq(employeeFiles.kind, kind)));
        const [row] = await tx.insert(employeeFiles).values({ employee_id: id, kind, file_id: file.id }).returning();
        await activityLogRepository.record(tx, { table_name: 'employees', target_id: id, action: 'file-added', attributes: { kind, file_id: file.id, name: file.original_name }, causer_id: causer });
        return row!;
      });
      return shape({ id: file.id, name: file.original_name, kind, created_at: created.created_at });
    },

    async removeSlot(id: number, slot: EmployeeFileSlot, causer: number) {
      await employee(id);
      await db.transaction(async (tx) => {
        const gone = await tx.delete(employeeFiles).where(and(eq(employeeFiles.employee_id, id), eq(employeeFiles.kind, slot))).returning();
        if (!gone.length) throw notFound('Dosya bulunamadı.');
        await activityLogRepository.record(tx, { table_name: 'employees', target_id: id, action: 'file-removed', attributes: { kind: slot }, old: { file_id: gone[0]!.file_id }, causer_id: causer });
      });
    },

    async removeDocument(id: number, kind: string, fileId: number, causer: number) {
      await employee(id);
      await db.transaction(async (tx) => {
        const gone = await tx.delete(employeeFiles).where(and(eq(employeeFiles.employee_id, id), eq(employeeFiles.kind, kind), eq(employeeFiles.file_id, fileId))).returning();
        if (!gone.length) throw notFound('Dosya bulunamadı.');
        await activityLogRepository.record(tx, { table_name: 'employees', target_id: id, action: 'file-removed', attributes: { kind }, old: { file_id: fileId }, causer_id: causer });
      });
    },

    /** POST /user/{id}/photo: {id} is the user; only an employee's user (HR's scope). */
    async photo(userId: number, request: FastifyRequest, causer: number) {
      const [e] = await db.select({ id: employees.id }).from(employees).where(eq(employees.user_id, userId));
      if (!e) throw notFound(M.notFound);
      const file = await store.receive(request, { field: 'photo', accept: IMAGE_MIME_TYPES, ownerUserId: causer });
      const url = await store.setUserPhoto(userId, file.id);
      await activityLogRepository.record(db, { table_name: 'employees', target_id: e.id, action: 'photo', attributes: { file_id: file.id }, causer_id: causer });
      return { photo_url: url };
    },

    /** The work paper: the card's identity and employment data on one sheet. */
    async workpaper(id: number, reply: FastifyReply) {
      const card = await loadCard(db, id, { withTrashed: true });
      if (!card) throw notFound(M.notFound);
      const rows: [string, string | number | null][] = [
        ['Ad Soyad', card.full_name], ['T.C. Kimlik No', card.national_id_number], ['Kullanıcı Adı', card.user.name],
        ['Rol', card.role ? `${card.role.company} - ${card.role.department} - ${card.role.name}` : null], ['Proje', card.security_project?.name ?? null],
        ['Sözleşme Türü', card.term_type], ['Sezon', card.term_season?.name ?? null], ['İşe Giriş', turkishDay(card.hired_at)],
        ['Sözleşme Bitiş', turkishDay(card.term_end_date)], ['İstifa', turkishDay(card.resignation_date)], ['Çıkış', turkishDay(card.exit_date)],
        ['IBAN', card.iban_no], ['Çocuk Sayısı', card.children], ['Silahlı', card.arm_info ? 'Evet' : 'Hayır'],
        ['Apron Kartı', card.apron_card_type?.name ?? (card.apron_card_exists ? 'Var' : 'Yok')],
        ...card.scanner_personnel_certifications.map((c): [string, string | null] => [`TPSS ${c.tpss_document_type}`, turkishDay(c.tpss_validity_date)]),
      ];
      const buffer = await workbook('Personel', [{ header: 'Alan', key: 'k', width: 24 }, { header: 'Değer', key: 'v', width: 48 }], rows.map(([k, v]) => ({ k, v })));
      await sendWorkbook(reply, `personel-${card.id}-${clock().getFullYear()}.xlsx`, buffer);
    },
  };
}
