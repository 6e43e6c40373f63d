import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import { intArray, rows } from '../../db/sql';
import type { AuthContext } from '../../plugins/auth';
import { exportSource } from '../exports/export-sources';
import { turkishDateTime } from '../files/workbook';
import { idPages, mapPages } from '../files/xlsx-export';

/** Who asks for an item's receipts; plain JSON, so an export job reads the rows with the same rule. */
export interface ReceiptsViewer {
  userId: number;
  /** The super user or manage-correspondences: every item's receipts. */
  manager: boolean;
}

export const receiptsViewer = (auth: AuthContext): ReceiptsViewer => ({
  userId: auth.userId, manager: auth.isSuper || auth.permissions.has('manage-correspondences'),
});

/** The items (alias c) whose receipts the viewer may read: their own sent items, or any sent item for a manager. */
export const receiptsVisible = (v: ReceiptsViewer): SQL =>
  sql`c.deleted_at is null and c.status <> 'draft' and (c.owner_user_id = ${v.userId} or ${v.manager})`;

/**
 * The report's queries read one item's rows (100,000 at 100,000 employees); their cost estimate
 * passes jit_above_cost, and compiling them took 60-70 ms a query, a third of the report
 * (EXPLAIN ANALYZE at 1,000 items × 100,000 receivers; docs/decisions/correspondence.md).
 */
export const withoutJit = <T>(db: Executor, run: (tx: Executor) => Promise<T>) => db.transaction(async (tx) => {
  await tx.execute(sql`set local jit = off`);
  return run(tx);
});

export interface PersonRow { user_id: number; full_name: string; department_name: string | null; security_project_name: string | null; delivered_at: unknown; read_at: unknown }

/** A receiver's row (departments and projects as they were at delivery), from correspondence_recipients rc. */
export const PERSON_SELECT = sql`select rc.user_id, trim(u.first_name || ' ' || u.last_name) as full_name, d.name as department_name,
  sp.name as security_project_name, rc.delivered_at, rc.read_at
  from correspondence_recipients rc join users u on u.id = rc.user_id
  left join departments d on d.id = rc.department_id left join security_projects sp on sp.id = rc.security_project_id`;

/** Those who have not read it first, then by surname. */
export const PERSON_ORDER = sql`rc.read_at is not null, u.last_name, u.first_name, rc.user_id`;

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

const COLUMNS = [
  { header: 'Ad Soyad', key: 'full_name', width: 30 },
  { header: 'Departman', key: 'department_name', width: 28 },
  { header: 'Güvenlik projesi', key: 'security_project_name', width: 30 },
  { header: 'Ulaştığı zaman', key: 'delivered_at', width: 18 },
  { header: 'Okuduğu zaman', key: 'read_at', width: 18 },
  { header: 'Durum', key: 'state', width: 12 },
];

const cellsOf = (r: PersonRow) => [
  r.full_name, r.department_name, r.security_project_name, turkishDateTime(iso(r.delivered_at)), turkishDateTime(iso(r.read_at)), r.read_at ? 'Okudu' : 'Okumadı',
];

export interface ReceiptsExportParams {
  id: number;
  viewer: ReceiptsViewer;
}

/** The receivers' ids in the report's order, for a viewer who may read them (none otherwise). */
async function receiverIds(app: FastifyInstance, { id, viewer }: ReceiptsExportParams): Promise<number[]> {
  return withoutJit(app.deps.database.db, async (tx) => rows<{ user_id: number }>(await tx.execute(sql`select rc.user_id
    from correspondences c join correspondence_recipients rc on rc.correspondence_id = c.id join users u on u.id = rc.user_id
    where c.id = ${id} and ${receiptsVisible(viewer)} order by ${PERSON_ORDER}`)).map((r) => Number(r.user_id)));
}

/**
 * The read-receipt report ('Okuma raporu'; an item sent to everyone has 100,000 receivers): the
 * receivers' ids first, read with the viewer's rule, then a page of rows at a time (idPages),
 * streamed on the request or written by an export job above the threshold (exports/).
 */
export const receiptsExport = exportSource<ReceiptsExportParams>('correspondence.receipts', async (app, params) => {
  const db = app.deps.database.db;
  const read = async (page: number[]) => rows<PersonRow>(await db.execute(sql`${PERSON_SELECT}
    where rc.correspondence_id = ${params.id} and rc.user_id = any(${intArray(page)})`));
  const pages = idPages(await receiverIds(app, params), read, (r) => Number(r.user_id));
  return { sheetName: 'Okuma raporu', columns: COLUMNS, pages: mapPages(pages, (page) => page.map(cellsOf)) };
});
