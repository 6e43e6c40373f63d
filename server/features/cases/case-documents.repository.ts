import { sql } from 'drizzle-orm';
import type { CaseDocument } from '../../../src/contracts/cases';
import type { Executor } from '../../db/client';
import type { FileRow } from '../files/files.repository';
import { rowsOf, visibleTo } from './cases.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const toDocument = (r: { app_doc_uid: string; app_doc_filename: string; created_at: Date | string; var_name: string }): CaseDocument => ({
  app_doc_uid: r.app_doc_uid, app_doc_filename: r.app_doc_filename, app_doc_create_date: new Date(r.created_at).toISOString(), var_name: r.var_name,
});

/** The files of cases (built-in engine). Who may see them is decided in the SQL that reads them. */
export const caseDocumentsRepository = {
  async insert(db: Executor, row: { app_uid: string; del_index: number; file_id: number; var_name: string; created_by: number; created_at: Date }): Promise<CaseDocument> {
    const r = await db.execute(sql`insert into pm_case_documents (app_uid, del_index, file_id, var_name, created_by, created_at)
      values (${row.app_uid}::uuid, ${row.del_index}, ${row.file_id}, ${row.var_name}, ${row.created_by}, ${row.created_at.toISOString()})
      returning app_doc_uid::text as app_doc_uid, var_name, created_at, (select original_name from files where id = ${row.file_id}) as app_doc_filename`);
    return toDocument(rowsOf<Parameters<typeof toDocument>[0]>(r)[0]!);
  },

  /** The case's files, if the user may see the case. */
  async list(db: Executor, appUid: string, me: number): Promise<CaseDocument[]> {
    if (!UUID.test(appUid)) return [];
    const r = await db.execute(sql`select x.app_doc_uid::text as app_doc_uid, f.original_name as app_doc_filename, x.created_at, x.var_name
      from pm_case_documents x join files f on f.id = x.file_id join pm_cases c on c.app_uid = x.app_uid
      where x.app_uid = ${appUid}::uuid and ${visibleTo(me)} order by x.created_at, x.app_doc_uid`);
    return rowsOf<Parameters<typeof toDocument>[0]>(r).map(toDocument);
  },

  /** One file of the case, if the user may see the case. */
  async file(db: Executor, appUid: string, appDocUid: string, me: number): Promise<FileRow | undefined> {
    if (!UUID.test(appUid) || !UUID.test(appDocUid)) return undefined;
    const r = await db.execute(sql`select f.* from pm_case_documents x join files f on f.id = x.file_id join pm_cases c on c.app_uid = x.app_uid
      where x.app_doc_uid = ${appDocUid}::uuid and x.app_uid = ${appUid}::uuid and ${visibleTo(me)}`);
    return rowsOf<FileRow>(r)[0];
  },

  /** Which of these ids are files of this case (a form may name only its own case's files). */
  async ofCase(db: Executor, appUid: string, ids: string[]): Promise<Set<string>> {
    const valid = ids.filter((id) => UUID.test(id));
    if (!valid.length) return new Set();
    const r = await db.execute(sql`select app_doc_uid::text as id from pm_case_documents
      where app_uid = ${appUid}::uuid and app_doc_uid in (${sql.join(valid.map((id) => sql`${id}::uuid`), sql`, `)})`);
    return new Set(rowsOf<{ id: string }>(r).map((x) => x.id.toLowerCase()));
  },
};
