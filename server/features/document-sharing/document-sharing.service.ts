import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DOCUMENT_MESSAGES as M, type AccessNode, type DocumentType, type SharedDocument } from '../../../src/contracts/document-sharing';
import { UPLOAD_TYPES, type UploadMimeType } from '../../../src/contracts/files';
import type { Executor } from '../../db/client';
import { containsFolded, offsetOf, pageMeta, type Page } from '../../db/sql';
import type { AuthContext } from '../../plugins/auth';
import { forbidden, info, invalidField, notFound } from '../../plugins/http-errors';
import { activityLogRepository } from '../activity-log/activity-log.repository';
import type { FileRow } from '../files/files.repository';
import { insertReceived, type ReceivedFile } from '../files/record-files';

const rowsOf = async <T>(p: Promise<unknown>) => ((await p) as { rows: T[] }).rows;
const list = (ids: readonly number[]) => sql.join(ids.map((i) => sql`${i}`), sql`, `);

interface TypeRow { id: number; name: string; icon: string | null; viewer_department_ids: number[] | null; create_role_ids: number[] | null; documents_count: number }

const TYPE_SELECT = sql`select t.id, t.name, t.icon,
  array(select department_id from document_type_viewer_departments v where v.document_type_id = t.id order by department_id) as viewer_department_ids,
  array(select role_id from document_type_creator_roles c where c.document_type_id = t.id order by role_id) as create_role_ids,
  (select count(*)::int from shared_documents d where d.document_type_id = t.id and d.deleted_at is null) as documents_count
  from document_types t`;

/**
 * Who may view a type's documents: everyone when it names no viewer department, otherwise the
 * people whose active position is in one of them; who may add: the creator roles. A super role does all.
 * Written as SQL so lists filter in the query that reads the rows.
 */
const viewable = (auth: AuthContext) => sql`(${auth.isSuper}
  or not exists (select 1 from document_type_viewer_departments v where v.document_type_id = t.id)
  or exists (select 1 from document_type_viewer_departments v join positions p on p.id = ${auth.positionId} and p.department_id = v.department_id where v.document_type_id = t.id))`;

export function documentSharingService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;

  async function names(table: 'departments' | 'roles', ids: number[]) {
    if (!ids.length) return [];
    return (await rowsOf<{ id: number; name: string }>(db.execute(sql`select id, name from ${sql.raw(table)} where id in (${list(ids)}) order by name`)))
      .map((r) => ({ id: Number(r.id), name: r.name }));
  }

  async function toType(r: TypeRow): Promise<DocumentType> {
    const viewers = (r.viewer_department_ids ?? []).map(Number);
    const creators = (r.create_role_ids ?? []).map(Number);
    return {
      id: Number(r.id), name: r.name, icon: r.icon, is_public: viewers.length === 0, viewer_department_ids: viewers, create_role_ids: creators,
      viewer_departments: await names('departments', viewers), create_roles: await names('roles', creators), documents_count: Number(r.documents_count),
    };
  }

  async function typeRow(id: number) {
    const [row] = await rowsOf<TypeRow>(db.execute(sql`${TYPE_SELECT} where t.id = ${id} and t.deleted_at is null`));
    if (!row) throw notFound();
    return row;
  }

  /** Creator roles make their departments viewers (enabling creator sets viewer), so the stored type is always consistent. */
  async function normalised(body: { viewer_department_ids: number[]; create_role_ids: number[] }) {
    const viewers = new Set(body.viewer_department_ids);
    const creators = [...new Set(body.create_role_ids)];
    if (creators.length) {
      const roles = await rowsOf<{ department_id: number }>(db.execute(sql`select department_id from roles where deleted_at is null and id in (${list(creators)})`));
      if (roles.length !== creators.length) throw invalidField('create_role_ids', M.departmentNotFound);
      for (const r of roles) viewers.add(Number(r.department_id));
    }
    const ids = [...viewers];
    if (ids.length) {
      const found = await rowsOf<{ n: number }>(db.execute(sql`select count(*)::int as n from departments where deleted_at is null and id in (${list(ids)})`));
      if (Number(found[0]!.n) !== ids.length) throw invalidField('viewer_department_ids', M.departmentNotFound);
    }
    return { viewer_department_ids: ids.sort((a, b) => a - b), create_role_ids: creators.sort((a, b) => a - b) };
  }

  async function setAccess(tx: Executor, id: number, access: { viewer_department_ids: number[]; create_role_ids: number[] }) {
    await tx.execute(sql`delete from document_type_viewer_departments where document_type_id = ${id}`);
    await tx.execute(sql`delete from document_type_creator_roles where document_type_id = ${id}`);
    if (access.viewer_department_ids.length) await tx.execute(sql`insert into document_type_viewer_departments (document_type_id, department_id) values ${sql.join(access.viewer_department_ids.map((d) => sql`(${id}, ${d})`), sql`, `)}`);
    if (access.create_role_ids.length) await tx.execute(sql`insert into document_type_creator_roles (document_type_id, role_id) values ${sql.join(access.create_role_ids.map((r) => sql`(${id}, ${r})`), sql`, `)}`);
  }

  async function canCreate(typeId: number, auth: AuthContext) {
    if (auth.isSuper) return true;
    const rows = await rowsOf<{ ok: boolean }>(db.execute(sql`select exists (select 1 from document_type_creator_roles where document_type_id = ${typeId} and role_id = ${auth.roleId}) as ok`));
    return Boolean(rows[0]?.ok);
  }

  interface DocRow { id: number; title: string; document_type_id: number; type_name: string; owner_user_id: number; owner_name: string; created_at: unknown; file_id: number; original_name: string; mime_type: string; size: number }
  const DOC_SELECT = sql`select d.id, d.title, d.document_type_id, t.name as type_name, d.owner_user_id, trim(u.first_name || ' ' || u.last_name) as owner_name,
    d.created_at, f.id as file_id, f.original_name, f.mime_type, f.size
    from shared_documents d join document_types t on t.id = d.document_type_id and t.deleted_at is null
    join users u on u.id = d.owner_user_id join files f on f.id = d.file_id`;

  async function toDocument(r: DocRow, auth: AuthContext): Promise<SharedDocument> {
    return {
      id: Number(r.id), title: r.title, document_type: { id: Number(r.document_type_id), name: r.type_name },
      original_name: r.original_name, extension: UPLOAD_TYPES[r.mime_type as UploadMimeType] ?? '', size: Number(r.size),
      download_url: `/api/document-sharing/download/document/${r.id}`, owner: { user_id: Number(r.owner_user_id), full_name: r.owner_name },
      created_at: new Date(r.created_at as string).toISOString(),
      can_delete: Number(r.owner_user_id) === auth.userId || (await canCreate(Number(r.document_type_id), auth)),
    };
  }

  /** A document the user may view; anything else answers 404 (ids cannot be probed). */
  async function viewableDocument(id: number, auth: AuthContext): Promise<DocRow> {
    const [row] = await rowsOf<DocRow>(db.execute(sql`${DOC_SELECT} where d.id = ${id} and d.deleted_at is null and ${viewable(auth)}`));
    if (!row) throw notFound();
    return row;
  }

  return {
    async tree(id: number): Promise<AccessNode[]> {
      const type = await typeRow(id);
      const viewers = new Set((type.viewer_department_ids ?? []).map(Number));
      const creators = new Set((type.create_role_ids ?? []).map(Number));
      const rows = await rowsOf<{ holder_type: 'department' | 'role'; id: number; name: string; department_id: number }>(db.execute(sql`
        select 'department' as holder_type, d.id, d.name, d.id as department_id, d.name as sort_dep, 0 as k from departments d where d.deleted_at is null
        union all select 'role', r.id, r.name, r.department_id, d.name, 1 from roles r join departments d on d.id = r.department_id where r.deleted_at is null
        order by sort_dep, k, name`));
      return rows.map((r) => ({
        holder_type: r.holder_type, id: Number(r.id), name: r.name, department_id: Number(r.department_id),
        viewer: viewers.has(Number(r.department_id)), creator: r.holder_type === 'role' && creators.has(Number(r.id)),
      }));
    },

    async listTypes(auth: AuthContext, s: Page) {
      const where = auth.permissions.has('view-document-sharing-types') ? sql`t.deleted_at is null` : sql`t.deleted_at is null and ${viewable(auth)}`;
      const rows = await rowsOf<TypeRow>(db.execute(sql`${TYPE_SELECT} where ${where} order by t.name, t.id limit ${s.perpage} offset ${offsetOf(s)}`));
      const [{ n }] = (await rowsOf<{ n: number }>(db.execute(sql`select count(*)::int as n from document_types t where ${where}`))) as [{ n: number }];
      return { data: await Promise.all(rows.map(toType)), meta: pageMeta(s, Number(n)) };
    },

    getType: async (id: number) => toType(await typeRow(id)),

    async createType(body: { name: string; icon?: string | null; viewer_department_ids: number[]; create_role_ids: number[] }, auth: AuthContext) {
      const access = await normalised(body);
      const id = await db.transaction(async (tx) => {
        const [row] = await rowsOf<{ id: number }>(tx.execute(sql`insert into document_types (name, icon) values (${body.name}, ${body.icon ?? null}) returning id`));
        await setAccess(tx, Number(row!.id), access);
        await activityLogRepository.record(tx, { table_name: 'document_types', target_id: Number(row!.id), action: 'created', attributes: { name: body.name, ...access }, causer_id: auth.userId });
        return Number(row!.id);
      });
      return toType(await typeRow(id));
    },

    async updateType(id: number, body: { name: string; icon?: string | null; viewer_department_ids: number[]; create_role_ids: number[] }, auth: AuthContext) {
      const before = await typeRow(id);
      const access = await normalised(body);
      await db.transaction(async (tx) => {
        await tx.execute(sql`update document_types set name = ${body.name}, icon = ${body.icon ?? null}, updated_at = ${clock()} where id = ${id}`);
        await setAccess(tx, id, access);
        await activityLogRepository.record(tx, {
          table_name: 'document_types', target_id: id, action: 'updated', attributes: { name: body.name, ...access }, causer_id: auth.userId,
          old: { name: before.name, viewer_department_ids: (before.viewer_department_ids ?? []).map(Number), create_role_ids: (before.create_role_ids ?? []).map(Number) },
        });
      });
      return toType(await typeRow(id));
    },

    async deleteType(id: number, auth: AuthContext) {
      const before = await typeRow(id);
      if (Number(before.documents_count) > 0) throw info(M.typeInUse);
      await db.transaction(async (tx) => {
        await tx.execute(sql`update document_types set deleted_at = ${clock()} where id = ${id}`);
        await activityLogRepository.record(tx, { table_name: 'document_types', target_id: id, action: 'deleted', attributes: {}, old: { name: before.name }, causer_id: auth.userId });
      });
    },

    async creatableTypes(auth: AuthContext) {
      const rows = await rowsOf<{ id: number; name: string }>(db.execute(sql`select t.id, t.name from document_types t where t.deleted_at is null
        and (${auth.isSuper} or exists (select 1 from document_type_creator_roles c where c.document_type_id = t.id and c.role_id = ${auth.roleId})) order by t.name`));
      return rows.map((r) => ({ id: Number(r.id), name: r.name }));
    },

    async listDocuments(auth: AuthContext, s: Page & { title?: string; document_type_id?: number }) {
      const where = [sql`d.deleted_at is null`, viewable(auth)];
      if (s.title) where.push(containsFolded(sql`d.title`, s.title));
      if (s.document_type_id) where.push(sql`d.document_type_id = ${s.document_type_id}`);
      const cond = sql.join(where, sql` and `);
      const rows = await rowsOf<DocRow>(db.execute(sql`${DOC_SELECT} where ${cond} order by d.created_at desc, d.id desc limit ${s.perpage} offset ${offsetOf(s)}`));
      const [{ n }] = (await rowsOf<{ n: number }>(db.execute(sql`select count(*)::int as n from shared_documents d join document_types t on t.id = d.document_type_id and t.deleted_at is null where ${cond}`))) as [{ n: number }];
      return { data: await Promise.all(rows.map((r) => toDocument(r, auth))), meta: pageMeta(s, Number(n)) };
    },

    getDocument: async (id: number, auth: AuthContext) => toDocument(await viewableDocument(id, auth), auth),

    async createDocument(fields: { title: string; document_type_id: number }, received: ReceivedFile[], auth: AuthContext) {
      await typeRow(fields.document_type_id).catch(() => { throw invalidField('document_type_id', M.notCreator); });
      if (!(await canCreate(fields.document_type_id, auth))) throw forbidden(M.notCreator);
      if (received.length !== 1) throw invalidField('file', M.fileMissing);
      const now = clock();
      const id = await db.transaction(async (tx) => {
        const [file] = await insertReceived(tx, received, auth.userId, now);
        const [row] = await rowsOf<{ id: number }>(tx.execute(sql`insert into shared_documents (document_type_id, title, file_id, owner_user_id, created_at, updated_at)
          values (${fields.document_type_id}, ${fields.title}, ${file!.id}, ${auth.userId}, ${now}, ${now}) returning id`));
        await activityLogRepository.record(tx, { table_name: 'shared_documents', target_id: Number(row!.id), action: 'created', attributes: { ...fields, file_id: file!.id }, causer_id: auth.userId });
        return Number(row!.id);
      });
      return toDocument(await viewableDocument(id, { ...auth, isSuper: true }), auth);
    },

    async updateDocument(id: number, fields: { title: string; document_type_id: number }, received: ReceivedFile[], auth: AuthContext) {
      const before = await viewableDocument(id, auth);
      const doc = await toDocument(before, auth);
      if (!doc.can_delete || !(await canCreate(fields.document_type_id, auth))) throw forbidden(M.notCreator);
      const now = clock();
      await db.transaction(async (tx) => {
        const [file] = received.length ? await insertReceived(tx, received.slice(0, 1), auth.userId, now) : [];
        await tx.execute(sql`update shared_documents set title = ${fields.title}, document_type_id = ${fields.document_type_id},
          file_id = ${file ? file.id : before.file_id}, updated_at = ${now} where id = ${id}`);
        await activityLogRepository.record(tx, {
          table_name: 'shared_documents', target_id: id, action: 'updated', causer_id: auth.userId,
          attributes: { ...fields, ...(file ? { file_id: file.id } : {}) }, old: { title: before.title, document_type_id: Number(before.document_type_id), ...(file ? { file_id: Number(before.file_id) } : {}) },
        });
      });
      return toDocument(await viewableDocument(id, { ...auth, isSuper: true }), auth);
    },

    async deleteDocument(id: number, auth: AuthContext) {
      const before = await viewableDocument(id, auth);
      if (!(await toDocument(before, auth)).can_delete) throw forbidden(M.notCreator);
      await db.transaction(async (tx) => {
        await tx.execute(sql`update shared_documents set deleted_at = ${clock()} where id = ${id}`);
        await activityLogRepository.record(tx, { table_name: 'shared_documents', target_id: id, action: 'deleted', attributes: {}, old: { title: before.title }, causer_id: auth.userId });
      });
    },

    async fileOf(id: number, auth: AuthContext): Promise<FileRow> {
      const row = await viewableDocument(id, auth);
      const [file] = await rowsOf<FileRow>(db.execute(sql`select * from files where id = ${row.file_id}`));
      return { ...file!, created_at: new Date(file!.created_at) };
    },
  };
}
