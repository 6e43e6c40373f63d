import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { offsetOf, type Page } from '../../db/sql';
import { containsFolded } from '../../db/sql';
import type { FileRow } from '../files/files.repository';

/** Item queries: boxes, one item, files, counters. Raw SQL where the boxes join recipients. */
export interface ItemRow {
  id: number;
  subject: string;
  body: string;
  reference_code: string | null;
  correspondence_type_id: number;
  type_name: string;
  status: 'draft' | 'pending' | 'approved' | 'rejected';
  is_mandatory: boolean;
  send_as: 'position' | 'user';
  send_to_everyone: boolean;
  owner_user_id: number;
  owner_name: string;
  owner_position_name: string;
  sent_at: string | null;
  expiration_at: string | null;
  created_at: Date | string;
  revision: number;
  delivered_at: Date | string | null;
  read_at: Date | string | null;
  files_count: number;
  survey_id: number | null;
  video_file_id: number | null;
  /** The signed-in user has answered the item's survey. */
  survey_answered: boolean;
}

const rowsOf = async <T>(p: Promise<unknown>) => ((await p) as { rows: T[] }).rows;

/** The columns every list and detail shows; `readOf` is the signed-in user's read time (inbox). */
const select = (userId: number) => sql`
  c.id, c.subject, c.body, c.reference_code, c.correspondence_type_id, t.name as type_name, c.status, c.is_mandatory,
  c.send_as, c.send_to_everyone, c.owner_user_id, trim(u.first_name || ' ' || u.last_name) as owner_name,
  coalesce(r.name || ' - ' || d.name, '') as owner_position_name,
  to_char(c.sent_at, 'YYYY-MM-DD') as sent_at, to_char(c.expiration_at, 'YYYY-MM-DD') as expiration_at,
  c.created_at, c.revision, c.delivered_at,
  (select rc.read_at from correspondence_recipients rc where rc.correspondence_id = c.id and rc.user_id = ${userId}) as read_at,
  (select count(*)::int from correspondence_files f where f.correspondence_id = c.id) as files_count, c.survey_id, c.video_file_id,
  exists (select 1 from correspondence_survey_responses sr where sr.correspondence_id = c.id and sr.respondent_user_id = ${userId}) as survey_answered`;

const joins = sql`join correspondence_types t on t.id = c.correspondence_type_id
  join users u on u.id = c.owner_user_id
  left join positions op on op.id = c.owner_position_id
  left join roles r on r.id = op.role_id
  left join departments d on d.id = op.department_id`;
const from = sql`correspondences c ${joins}`;

export interface BoxSearch extends Page {
  sort?: 'reference_code' | 'subject' | 'created_at';
  ordering?: string;
  status?: string;
  keyword?: string;
  correspondence_type_id?: number;
}

const SORTABLE: Record<string, SQL> = { reference_code: sql`c.reference_code`, subject: sql`c.subject`, created_at: sql`c.created_at` };

/** `sort` names the column and `ordering` its direction ('asc'/'desc'), or `ordering` alone is '-created_at' style. */
function orderOf(s: BoxSearch): SQL {
  let column = 'created_at';
  let descending = true;
  if (s.sort) {
    column = s.sort;
    descending = s.ordering !== 'asc';
  } else if (s.ordering) {
    const name = s.ordering.replace(/^-/, '');
    if (SORTABLE[name]) {
      column = name;
      descending = s.ordering.startsWith('-');
    }
  }
  return sql`${SORTABLE[column]!} ${sql.raw(descending ? 'desc' : 'asc')} nulls last, c.id desc`;
}

function filters(s: BoxSearch): SQL[] {
  const out: SQL[] = [];
  if (s.keyword) out.push(sql`(${containsFolded(sql`c.subject`, s.keyword)} or ${containsFolded(sql`coalesce(c.reference_code, '')`, s.keyword)})`);
  if (s.correspondence_type_id) out.push(sql`c.correspondence_type_id = ${s.correspondence_type_id}`);
  return out;
}

/**
 * The page's ids first, from the item and `extraFrom` alone (filters and order are the item's
 * columns; type and owner are required references, so their joins drop no row), then the columns
 * of those ids only: with 1,000 items in an inbox the per-row subqueries (files, survey answer) ran
 * for every item and the sort carried every body (11 ms of the query; docs/decisions/correspondence.md).
 */
async function page(db: Executor, userId: number, where: SQL[], s: BoxSearch, extraFrom: SQL = sql``) {
  const condition = sql.join(where, sql` and `);
  const order = orderOf(s);
  const [rows, total] = await Promise.all([
    rowsOf<ItemRow>(db.execute(sql`select ${select(userId)}
      from (select c.id from correspondences c ${extraFrom} where ${condition} order by ${order} limit ${s.perpage} offset ${offsetOf(s)}) p
      join correspondences c on c.id = p.id ${joins} order by ${order}`)),
    rowsOf<{ n: number }>(db.execute(sql`select count(*)::int as n from correspondences c ${extraFrom} where ${condition}`)).then((r) => Number(r[0]?.n ?? 0)),
  ]);
  return { rows, total };
}

/** Not past its last day (Turkey's calendar). */
const live = (today: string) => sql`(c.expiration_at is null or c.expiration_at >= ${today}::date)`;

export const correspondenceRepository = {
  inbox(db: Executor, userId: number, today: string, s: BoxSearch) {
    const where = [sql`rx.user_id = ${userId}`, sql`c.deleted_at is null`, live(today), ...filters(s)];
    if (s.status === 'read') where.push(sql`rx.read_at is not null`);
    if (s.status === 'unread') where.push(sql`rx.read_at is null`);
    return page(db, userId, where, s, sql`join correspondence_recipients rx on rx.correspondence_id = c.id`);
  },

  outbox(db: Executor, userId: number, s: BoxSearch, drafts: boolean) {
    const where = [sql`c.owner_user_id = ${userId}`, sql`c.deleted_at is null`, drafts ? sql`c.status = 'draft'` : sql`c.status <> 'draft'`, ...filters(s)];
    if (!drafts && s.status && ['pending', 'approved', 'rejected'].includes(s.status)) where.push(sql`c.status = ${s.status}`);
    return page(db, userId, where, s);
  },

  approval(db: Executor, userId: number, s: BoxSearch) {
    return page(db, userId, [sql`c.status = 'pending'`, sql`c.deleted_at is null`, ...filters(s)], s);
  },

  management(db: Executor, userId: number, s: BoxSearch & { owner_id?: number; from_date?: string; to_date?: string }) {
    const where = [sql`c.status <> 'draft'`, sql`c.deleted_at is null`, ...filters(s)];
    if (s.owner_id) where.push(sql`c.owner_user_id = ${s.owner_id}`);
    if (s.from_date) where.push(sql`c.created_at >= ${s.from_date}::date`);
    if (s.to_date) where.push(sql`c.created_at < ${s.to_date}::date + 1`);
    return page(db, userId, where, s);
  },

  /** The item; `also` narrows it further (a permission rule over alias c). */
  async find(db: Executor, id: number, userId: number, also: SQL = sql`true`): Promise<ItemRow | undefined> {
    const rows = await rowsOf<ItemRow>(db.execute(sql`select ${select(userId)} from ${from} where c.id = ${id} and c.deleted_at is null and ${also}`));
    return rows[0];
  },

  /** Locks the item row for the rest of the transaction (approvals and deliveries wait for each other). */
  async lock(db: Executor, id: number) {
    const rows = await rowsOf<{ id: number; status: string; sent_at: string | null; delivered_at: unknown; send_to_everyone: boolean; deleted_at: unknown }>(
      db.execute(sql`select id, status, to_char(sent_at, 'YYYY-MM-DD') as sent_at, delivered_at, send_to_everyone, deleted_at from correspondences where id = ${id} for update`),
    );
    return rows[0];
  },

  async recipient(db: Executor, id: number, userId: number) {
    const rows = await rowsOf<{ role: string; read_at: unknown }>(
      db.execute(sql`select role, read_at from correspondence_recipients where correspondence_id = ${id} and user_id = ${userId}`),
    );
    return rows[0];
  },

  async counts(db: Executor, id: number) {
    const rows = await rowsOf<{ total: number; read: number }>(db.execute(sql`
      select count(*)::int as total, count(read_at)::int as read from correspondence_recipients where correspondence_id = ${id}`));
    return { total: Number(rows[0]?.total ?? 0), read: Number(rows[0]?.read ?? 0) };
  },

  async files(db: Executor, id: number): Promise<FileRow[]> {
    return rowsOf<FileRow>(db.execute(sql`select f.* from correspondence_files cf join files f on f.id = cf.file_id
      where cf.correspondence_id = ${id} order by cf.created_at, f.id`));
  },

  /** Videos a sender may choose: those of their own items, or every item's video for managers. */
  async videos(db: Executor, userId: number, all: boolean): Promise<FileRow[]> {
    return rowsOf<FileRow>(db.execute(sql`select distinct on (f.id) f.* from correspondences c join files f on f.id = c.video_file_id
      where c.deleted_at is null and (${all} or c.owner_user_id = ${userId}) order by f.id desc limit 200`));
  },

  async fileById(db: Executor, id: number): Promise<FileRow | undefined> {
    return (await rowsOf<FileRow>(db.execute(sql`select * from files where id = ${id}`)))[0];
  },

  async attachFiles(db: Executor, id: number, fileIds: readonly number[]) {
    if (!fileIds.length) return;
    await db.execute(sql`insert into correspondence_files (correspondence_id, file_id) values
      ${sql.join(fileIds.map((f) => sql`(${id}, ${f})`), sql`, `)} on conflict do nothing`);
  },

  async keepFiles(db: Executor, id: number, keep: readonly number[]) {
    await db.execute(keep.length
      ? sql`delete from correspondence_files where correspondence_id = ${id} and file_id not in (${sql.join(keep.map((f) => sql`${f}`), sql`, `)})`
      : sql`delete from correspondence_files where correspondence_id = ${id}`);
  },

  async markRead(db: Executor, id: number, userId: number, at: Date): Promise<Date | string | null> {
    const rows = await rowsOf<{ read_at: Date | string }>(db.execute(sql`
      update correspondence_recipients set read_at = coalesce(read_at, ${at}),
        read_revision = coalesce(read_revision, (select revision from correspondences where id = ${id}))
      where correspondence_id = ${id} and user_id = ${userId} returning read_at`));
    return rows[0]?.read_at ?? null;
  },

  async mandatoryUnread(db: Executor, userId: number, today: string): Promise<number[]> {
    const rows = await rowsOf<{ id: number }>(db.execute(sql`
      select c.id from correspondence_recipients rx join correspondences c on c.id = rx.correspondence_id
      where rx.user_id = ${userId} and rx.role = 'receiver' and rx.read_at is null and c.is_mandatory and c.deleted_at is null and ${live(today)}
      order by c.created_at, c.id limit 50`));
    return rows.map((r) => Number(r.id));
  },

  async labelCounts(db: Executor, userId: number, today: string, approver: boolean) {
    const rows = await rowsOf<{ inbox: number; draft: number; approval: number }>(db.execute(sql`select
      (select count(*)::int from correspondence_recipients rx join correspondences c on c.id = rx.correspondence_id
        where rx.user_id = ${userId} and rx.read_at is null and c.deleted_at is null and ${live(today)}) as inbox,
      (select count(*)::int from correspondences c where c.owner_user_id = ${userId} and c.status = 'draft' and c.deleted_at is null) as draft,
      ${approver ? sql`(select count(*)::int from correspondences c where c.status = 'pending' and c.deleted_at is null)` : sql`0`} as approval`));
    const r = rows[0]!;
    return { inbox: Number(r.inbox), draft: Number(r.draft), approval: Number(r.approval) };
  },

  /** Approved, not delivered, send day reached: what the delivery job takes. */
  async due(db: Executor, today: string): Promise<number[]> {
    const rows = await rowsOf<{ id: number }>(db.execute(sql`select id from correspondences
      where status = 'approved' and delivered_at is null and deleted_at is null and sent_at <= ${today}::date order by id limit 100`));
    return rows.map((r) => Number(r.id));
  },

  /** The next reference number of a type in a year, under the counter row's lock. */
  async nextNumber(db: Executor, typeId: number, year: number): Promise<number> {
    const rows = await rowsOf<{ n: number }>(db.execute(sql`
      insert into correspondence_sequences (correspondence_type_id, year, last_number) values (${typeId}, ${year}, 1)
      on conflict (correspondence_type_id, year) do update set last_number = correspondence_sequences.last_number + 1
      returning last_number as n`));
    return Number(rows[0]!.n);
  },
};
