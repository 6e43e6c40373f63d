import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { EMPLOYEE_MESSAGES as M } from '../../../src/contracts/employees/messages';
import { earliestPetitionDate, isPetitionDateAllowed, overworkActivationDate } from '../../../src/contracts/employees/overwork';
import type { Executor } from '../../db/client';
import { pageMeta, type Page } from '../../db/sql';
import { forbidden, invalidField, notFound } from '../../plugins/http-errors';
import { activityLogRepository } from '../activity-log/activity-log.repository';
import { users } from '../auth/auth.table';
import { files } from '../files/files.table';
import { istanbulDay } from './day';
import { employeeLanguages, employeeNotes, employeeOverworks } from './employee-records.table';
import { employees } from './employees.table';

/** Notes (create-only), overwork petitions and language skills of one employee; each change logged. */
export function employeeChildrenService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;
  const today = () => istanbulDay(clock());
  const log = (tx: Executor, table: string, id: number, action: string, attributes: Record<string, unknown>, old: Record<string, unknown>, causer: number) =>
    activityLogRepository.record(tx, { table_name: table, target_id: id, action, attributes, old, causer_id: causer });

  async function employeeExists(id: number) {
    const [e] = await db.select({ id: employees.id }).from(employees).where(eq(employees.id, id));
    if (!e) throw notFound(M.notFound);
  }

  // ---- notes --------------------------------------------------------------------------------
  const noteColumns = { n: employeeNotes, first: users.first_name, last: users.last_name };
  const noteShape = (r: { n: typeof employeeNotes.$inferSelect; first: string | null; last: string | null }) => ({
    id: r.n.id, note: r.n.note, created_at: r.n.created_at.toISOString(),
    created_by: r.n.created_by ? { id: r.n.created_by, name: `${r.first ?? ''} ${r.last ?? ''}`.trim() } : null,
  });
  async function findNote(id: number, noteId: number) {
    const [r] = await db.select(noteColumns).from(employeeNotes).leftJoin(users, eq(users.id, employeeNotes.created_by))
      .where(and(eq(employeeNotes.employee_id, id), eq(employeeNotes.id, noteId)));
    if (!r) throw notFound('Not bulunamadı.');
    return noteShape(r);
  }

  // ---- overwork -----------------------------------------------------------------------------
  type OverworkRow = typeof employeeOverworks.$inferSelect & { file_name: string | null };
  const overworkShape = (r: OverworkRow) => ({
    id: r.id, petition_date: r.petition_date, state: (r.state ? 1 : 0) as 0 | 1, activation_date: overworkActivationDate(r.petition_date, !!r.state),
    has_document: r.has_document, overwork_petition_file: r.file_id ? { id: r.file_id, name: r.file_name ?? '', url: `/api/files/${r.file_id}` } : null,
    created_at: r.created_at.toISOString(),
  });
  const overworkQuery = () => db.select({ o: employeeOverworks, file_name: files.original_name }).from(employeeOverworks).leftJoin(files, eq(files.id, employeeOverworks.file_id));
  async function findOverwork(id: number, oid: number) {
    const [r] = await overworkQuery().where(and(eq(employeeOverworks.employee_id, id), eq(employeeOverworks.id, oid)));
    if (!r) throw notFound('Fazla mesai kaydı bulunamadı.');
    return overworkShape({ ...r.o, file_name: r.file_name });
  }
  /** The consent in force today becomes the card's overwork_information_state. */
  async function refreshOverworkState(tx: Executor, id: number) {
    const rows = await tx.select().from(employeeOverworks).where(eq(employeeOverworks.employee_id, id));
    const day = today();
    const active = rows.map((r) => ({ r, from: overworkActivationDate(r.petition_date, !!r.state) })).filter((x) => x.from <= day).sort((a, b) => a.from.localeCompare(b.from) || a.r.id - b.r.id);
    await tx.update(employees).set({ overwork_information_state: active.length ? !!active.at(-1)!.r.state : null }).where(eq(employees.id, id));
  }
  function checkPetition(date: string) {
    if (!isPetitionDateAllowed(date, today())) throw invalidField('petition_date', M.petitionTooOld);
  }

  // ---- languages ----------------------------------------------------------------------------
  const languageShape = (r: typeof employeeLanguages.$inferSelect) => ({ id: r.id, language: r.language, level: r.level, created_at: r.created_at.toISOString() });
  async function findLanguage(id: number, lid: number) {
    const [r] = await db.select().from(employeeLanguages).where(and(eq(employeeLanguages.employee_id, id), eq(employeeLanguages.id, lid)));
    if (!r) throw notFound('Dil kaydı bulunamadı.');
    return r;
  }

  return {
    async notes(id: number, p: Page) {
      await employeeExists(id);
      const where = eq(employeeNotes.employee_id, id);
      const [rows, [total]] = await Promise.all([
        db.select(noteColumns).from(employeeNotes).leftJoin(users, eq(users.id, employeeNotes.created_by)).where(where)
          .orderBy(desc(employeeNotes.created_at), desc(employeeNotes.id)).limit(p.perpage).offset((p.page - 1) * p.perpage),
        db.select({ n: count() }).from(employeeNotes).where(where),
      ]);
      return { data: rows.map(noteShape), meta: pageMeta(p, Number(total?.n ?? 0)) };
    },
    note: findNote,
    async createNote(id: number, note: string, causer: number) {
      await employeeExists(id);
      const noteId = await db.transaction(async (tx) => {
        const [row] = await tx.insert(employeeNotes).values({ employee_id: id, note, created_by: causer, created_at: clock(), updated_at: clock() }).returning();
        await log(tx, 'employees', id, 'note-created', { note_id: row!.id, note }, {}, causer);
        return row!.id;
      });
      return findNote(id, noteId);
    },
    /** Spec 1 §2: a note cannot be edited after it is created. */
    async refuseNoteEdit(id: number, noteId: number): Promise<never> {
      await findNote(id, noteId);
      throw forbidden(M.noteNotEditable);
    },
    async deleteNote(id: number, noteId: number, causer: number) {
      const before = await findNote(id, noteId);
      await db.transaction(async (tx) => {
        await tx.delete(employeeNotes).where(eq(employeeNotes.id, noteId));
        await log(tx, 'employees', id, 'note-deleted', { note_id: noteId }, { note: before.note }, causer);
      });
    },

    async overworks(id: number, p: Page) {
      await employeeExists(id);
      const where = eq(employeeOverworks.employee_id, id);
      const [rows, [total]] = await Promise.all([
        overworkQuery().where(where).orderBy(desc(employeeOverworks.petition_date), desc(employeeOverworks.id)).limit(p.perpage).offset((p.page - 1) * p.perpage),
        db.select({ n: count() }).from(employeeOverworks).where(where),
      ]);
      return { data: rows.map((r) => overworkShape({ ...r.o, file_name: r.file_name })), meta: pageMeta(p, Number(total?.n ?? 0)) };
    },
    overwork: findOverwork,
    earliestPetitionDate: () => earliestPetitionDate(today()),
    async createOverwork(id: number, body: { petition_date: string; state: number; has_document: number }, fileId: number | null, causer: number) {
      await employeeExists(id);
      checkPetition(body.petition_date);
      const oid = await db.transaction(async (tx) => {
        const [row] = await tx.insert(employeeOverworks).values({
          employee_id: id, petition_date: body.petition_date, state: body.state, has_document: !!body.has_document || !!fileId, file_id: fileId,
        }).returning();
        await refreshOverworkState(tx, id);
        await log(tx, 'employees', id, 'overwork-created', { overwork_id: row!.id, petition_date: body.petition_date, state: body.state }, {}, causer);
        return row!.id;
      });
      return findOverwork(id, oid);
    },
    async updateOverwork(id: number, oid: number, body: { petition_date: string; state: number; has_document: number }, causer: number) {
      const before = await findOverwork(id, oid);
      if (before.petition_date !== body.petition_date) checkPetition(body.petition_date);
      await db.transaction(async (tx) => {
        await tx.update(employeeOverworks).set({ petition_date: body.petition_date, state: body.state, has_document: !!body.has_document || !!before.overwork_petition_file, updated_at: clock() }).where(eq(employeeOverworks.id, oid));
        await refreshOverworkState(tx, id);
        await log(tx, 'employees', id, 'overwork-updated', { overwork_id: oid, petition_date: body.petition_date, state: body.state }, { petition_date: before.petition_date, state: before.state }, causer);
      });
      return findOverwork(id, oid);
    },
    async attachOverworkFile(oid: number, fileId: number, causer: number) {
      const [row] = await db.select().from(employeeOverworks).where(eq(employeeOverworks.id, oid));
      if (!row) throw notFound('Fazla mesai kaydı bulunamadı.');
      await db.transaction(async (tx) => {
        await tx.update(employeeOverworks).set({ file_id: fileId, has_document: true, updated_at: clock() }).where(eq(employeeOverworks.id, oid));
        await log(tx, 'employees', row.employee_id, 'overwork-file', { overwork_id: oid, file_id: fileId }, { file_id: row.file_id }, causer);
      });
      return findOverwork(row.employee_id, oid);
    },
    async deleteOverwork(id: number, oid: number, causer: number) {
      const before = await findOverwork(id, oid);
      await db.transaction(async (tx) => {
        await tx.delete(employeeOverworks).where(eq(employeeOverworks.id, oid));
        await refreshOverworkState(tx, id);
        await log(tx, 'employees', id, 'overwork-deleted', { overwork_id: oid }, { petition_date: before.petition_date, state: before.state }, causer);
      });
    },

    async languages(id: number, p: Page) {
      await employeeExists(id);
      const where = eq(employeeLanguages.employee_id, id);
      const [rows, [total]] = await Promise.all([
        db.select().from(employeeLanguages).where(where).orderBy(employeeLanguages.language).limit(p.perpage).offset((p.page - 1) * p.perpage),
        db.select({ n: count() }).from(employeeLanguages).where(where),
      ]);
      return { data: rows.map(languageShape), meta: pageMeta(p, Number(total?.n ?? 0)) };
    },
    language: async (id: number, lid: number) => languageShape(await findLanguage(id, lid)),
    async createLanguage(id: number, body: { language: string; level: string }, causer: number) {
      await employeeExists(id);
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(employeeLanguages).values({ employee_id: id, ...body }).returning();
        await log(tx, 'employees', id, 'language-created', { language_id: row!.id, ...body }, {}, causer);
        return languageShape(row!);
      });
    },
    async updateLanguage(id: number, lid: number, body: { language: string; level: string }, causer: number) {
      const before = await findLanguage(id, lid);
      return db.transaction(async (tx) => {
        const [row] = await tx.update(employeeLanguages).set({ ...body, updated_at: clock() }).where(eq(employeeLanguages.id, lid)).returning();
        await log(tx, 'employees', id, 'language-updated', { language_id: lid, ...body }, { language: before.language, level: before.level }, causer);
        return languageShape(row!);
      });
    },
    async deleteLanguage(id: number, lid: number, causer: number) {
      const before = await findLanguage(id, lid);
      await db.transaction(async (tx) => {
        await tx.delete(employeeLanguages).where(eq(employeeLanguages.id, lid));
        await log(tx, 'employees', id, 'language-deleted', { language_id: lid }, { language: before.language, level: before.level }, causer);
      });
    },
  };
}
