import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_TYPES, type UploadMimeType } from '../../../src/contracts/files';
import { QDMS_MESSAGES as M, type QdmsDocument, type QdmsFolder } from '../../../src/contracts/qdms';
import { containsFolded, offsetOf, pageMeta, type Page } from '../../db/sql';
import type { AuthContext } from '../../plugins/auth';
import { invalidField, notFound } from '../../plugins/http-errors';
import { activityLogRepository } from '../activity-log/activity-log.repository';
import type { FileRow } from '../files/files.repository';
import { insertReceived, type ReceivedFile } from '../files/record-files';

const rowsOf = async <T>(p: Promise<unknown>) => ((await p) as { rows: T[] }).rows;

/** Managers and super roles see every folder; others the folders naming their active role. */
const opens = (auth: AuthContext) => sql`(${auth.isSuper || auth.permissions.has('manage-qdms-folders')}
  or exists (select 1 from qdms_folder_roles fr where fr.folder_id = f.id and fr.role_id = ${auth.roleId}))`;

interface DocRow { id: number; folder_id: number; title: string; version: number; original_name: string; mime_type: string; size: number; updated_at: unknown; updated_by: string | null; file_id: number }

const DOC_SELECT = sql`select d.id, d.folder_id, d.title, d.version, fl.original_name, fl.mime_type, fl.size, d.updated_at, d.file_id,
  trim(u.first_name || ' ' || u.last_name) as updated_by
  from qdms_documents d join qdms_folders f on f.id = d.folder_id and f.deleted_at is null join files fl on fl.id = d.file_id
  left join users u on u.id = d.updated_by_user_id`;

const toDocument = (r: DocRow): QdmsDocument => ({
  id: Number(r.id), folder_id: Number(r.folder_id), title: r.title, version: Number(r.version), original_name: r.original_name,
  extension: UPLOAD_TYPES[r.mime_type as UploadMimeType] ?? '', size: Number(r.size), download_url: `/api/gss/qdms-document/${r.id}/download`,
  updated_at: new Date(r.updated_at as string).toISOString(), updated_by: r.updated_by,
});

export function qdmsService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;

  async function folders(where: ReturnType<typeof sql>, s: Page = { page: 1, perpage: 300 }) {
    const rows = await rowsOf<{ id: number; name: string; documents_count: number }>(db.execute(sql`select f.id, f.name,
      (select count(*)::int from qdms_documents d where d.folder_id = f.id and d.deleted_at is null) as documents_count
      from qdms_folders f where f.deleted_at is null and ${where} order by f.name, f.id limit ${s.perpage} offset ${offsetOf(s)}`));
    const roles = rows.length ? await rowsOf<{ folder_id: number; id: number; name: string }>(db.execute(sql`select fr.folder_id, r.id, r.name from qdms_folder_roles fr
      join roles r on r.id = fr.role_id where fr.folder_id in (${sql.join(rows.map((r) => sql`${r.id}`), sql`, `)}) order by r.name`)) : [];
    return rows.map((r): QdmsFolder => ({
      id: Number(r.id), name: r.name, documents_count: Number(r.documents_count),
      roles: roles.filter((x) => Number(x.folder_id) === Number(r.id)).map((x) => ({ id: Number(x.id), name: x.name })),
    }));
  }

  async function folder(id: number, auth?: AuthContext) {
    const [row] = await folders(auth ? sql`f.id = ${id} and ${opens(auth)}` : sql`f.id = ${id}`);
    if (!row) throw notFound();
    return row;
  }

  async function checkRoles(roles: number[]) {
    if (!roles.length) return;
    const [r] = await rowsOf<{ n: number }>(db.execute(sql`select count(*)::int as n from roles where deleted_at is null and id in (${sql.join(roles.map((x) => sql`${x}`), sql`, `)})`));
    if (Number(r!.n) !== roles.length) throw invalidField('roles', M.roleNotFound);
  }

  async function documentRow(id: number, auth: AuthContext) {
    const [row] = await rowsOf<DocRow>(db.execute(sql`${DOC_SELECT} where d.id = ${id} and d.deleted_at is null and ${opens(auth)}`));
    if (!row) throw notFound();
    return row;
  }

  return {
    folder,
    async list(auth: AuthContext, s: Page) {
      const data = await folders(opens(auth), s);
      const [r] = await rowsOf<{ n: number }>(db.execute(sql`select count(*)::int as n from qdms_folders f where f.deleted_at is null and ${opens(auth)}`));
      return { data, meta: pageMeta(s, Number(r!.n)) };
    },
    allRoles: async () => (await rowsOf<{ id: number; name: string; department: string }>(db.execute(sql`select r.id, r.name, d.name as department
      from roles r join departments d on d.id = r.department_id where r.deleted_at is null order by d.name, r.name`))).map((r) => ({ id: Number(r.id), name: r.name, department: r.department })),

    async create(name: string, roles: number[], auth: AuthContext) {
      await checkRoles(roles);
      const id = await db.transaction(async (tx) => {
        const [row] = await rowsOf<{ id: number }>(tx.execute(sql`insert into qdms_folders (name) values (${name}) returning id`));
        if (roles.length) await tx.execute(sql`insert into qdms_folder_roles (folder_id, role_id) values ${sql.join(roles.map((r) => sql`(${row!.id}, ${r})`), sql`, `)}`);
        await activityLogRepository.record(tx, { table_name: 'qdms_folders', target_id: Number(row!.id), action: 'created', attributes: { name, roles }, causer_id: auth.userId });
        return Number(row!.id);
      });
      return folder(id);
    },

    async setRoles(id: number, body: { name?: string; roles: number[] }, auth: AuthContext) {
      const before = await folder(id);
      await checkRoles(body.roles);
      await db.transaction(async (tx) => {
        if (body.name) await tx.execute(sql`update qdms_folders set name = ${body.name}, updated_at = ${clock()} where id = ${id}`);
        await tx.execute(sql`delete from qdms_folder_roles where folder_id = ${id}`);
        if (body.roles.length) await tx.execute(sql`insert into qdms_folder_roles (folder_id, role_id) values ${sql.join(body.roles.map((r) => sql`(${id}, ${r})`), sql`, `)}`);
        await activityLogRepository.record(tx, { table_name: 'qdms_folders', target_id: id, action: 'updated', attributes: { ...body }, old: { name: before.name, roles: before.roles.map((r) => r.id) }, causer_id: auth.userId });
      });
      return folder(id);
    },

    async documents(folderId: number, auth: AuthContext, s: Page & { title?: string }) {
      await folder(folderId, auth);
      const where = s.title ? sql`d.folder_id = ${folderId} and d.deleted_at is null and ${containsFolded(sql`d.title`, s.title)}` : sql`d.folder_id = ${folderId} and d.deleted_at is null`;
      const rows = await rowsOf<DocRow>(db.execute(sql`${DOC_SELECT} where ${where} order by d.title, d.id limit ${s.perpage} offset ${offsetOf(s)}`));
      const [r] = await rowsOf<{ n: number }>(db.execute(sql`select count(*)::int as n from qdms_documents d where ${where}`));
      return { data: rows.map(toDocument), meta: pageMeta(s, Number(r!.n)) };
    },

    async addDocument(folderId: number, title: string, received: ReceivedFile[], auth: AuthContext) {
      await folder(folderId);
      if (received.length !== 1) throw invalidField('file', M.fileMissing);
      const now = clock();
      const id = await db.transaction(async (tx) => {
        const [file] = await insertReceived(tx, received, auth.userId, now);
        const [row] = await rowsOf<{ id: number }>(tx.execute(sql`insert into qdms_documents (folder_id, title, file_id, updated_by_user_id, created_at, updated_at)
          values (${folderId}, ${title}, ${file!.id}, ${auth.userId}, ${now}, ${now}) returning id`));
        await activityLogRepository.record(tx, { table_name: 'qdms_documents', target_id: Number(row!.id), action: 'created', attributes: { folder_id: folderId, title, file_id: file!.id }, causer_id: auth.userId });
        return Number(row!.id);
      });
      return toDocument(await documentRow(id, auth));
    },

    getDocument: async (id: number, auth: AuthContext) => toDocument(await documentRow(id, auth)),

    /** A new file makes a new version; the old file stays in the store (and the activity log names it). */
    async updateDocument(id: number, title: string, received: ReceivedFile[], auth: AuthContext) {
      const before = await documentRow(id, auth);
      const now = clock();
      await db.transaction(async (tx) => {
        const [file] = received.length ? await insertReceived(tx, received.slice(0, 1), auth.userId, now) : [];
        await tx.execute(sql`update qdms_documents set title = ${title}, file_id = ${file ? file.id : before.file_id},
          version = version + ${file ? 1 : 0}, updated_by_user_id = ${auth.userId}, updated_at = ${now} where id = ${id}`);
        await activityLogRepository.record(tx, {
          table_name: 'qdms_documents', target_id: id, action: 'updated', causer_id: auth.userId,
          attributes: { title, ...(file ? { file_id: file.id, version: Number(before.version) + 1 } : {}) },
          old: { title: before.title, ...(file ? { file_id: Number(before.file_id), version: Number(before.version) } : {}) },
        });
      });
      return toDocument(await documentRow(id, auth));
    },

    async fileOf(id: number, auth: AuthContext): Promise<FileRow> {
      const row = await documentRow(id, auth);
      const [file] = await rowsOf<FileRow>(db.execute(sql`select * from files where id = ${row.file_id}`));
      return { ...file!, created_at: new Date(file!.created_at) };
    },
  };
}
