import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DemandRequestStatus } from '../../../src/contracts/demands';
import type { Executor } from '../../db/client';
import { containsFolded, offsetOf, orderingOf, type Page } from '../../db/sql';
import { users } from '../auth/auth.table';
import { files } from '../files/files.table';
import { demandRequestFiles, demandRequests, demandTypes } from './demands.table';

// Written out in full: inside a subquery drizzle leaves column names unqualified.
const filesCount = sql<number>`(select count(*)::int from demand_request_files f where f.demand_request_id = "demand_requests"."id")`;
const currentRoleIds = sql<number[] | null>`(select s.role_ids from demand_responses s where s.demand_request_id = "demand_requests"."id" and s.status <> 'redirected' limit 1)`;
/** Whether anyone acted on it: an answer or a redirect. */
const touched = sql<boolean>`exists (select 1 from demand_responses s where s.demand_request_id = "demand_requests"."id" and s.status <> 'waiting')`;
export const requesterName = sql<string>`concat_ws(' ', ${users.first_name}, ${users.middle_name}, ${users.last_name})`;

export const requestColumns = {
  id: demandRequests.id,
  uuid: demandRequests.uuid,
  number: demandRequests.number,
  title: demandRequests.title,
  description: demandRequests.description,
  status: demandRequests.status,
  demand_type_id: demandRequests.demand_type_id,
  demand_type_name: demandTypes.name,
  requester_user_id: demandRequests.requester_user_id,
  requester_name: requesterName,
  created_at: demandRequests.created_at,
  answered_at: demandRequests.answered_at,
  files_count: filesCount,
  current_role_ids: currentRoleIds,
  touched,
};

export type RequestRow = {
  id: number; uuid: string; number: string; title: string; description: string; status: DemandRequestStatus;
  demand_type_id: number; demand_type_name: string; requester_user_id: number; requester_name: string;
  created_at: Date; answered_at: Date | null; files_count: number; current_role_ids: number[] | null; touched: boolean;
};

export type RequestValues = Pick<typeof demandRequests.$inferInsert,
  'uuid' | 'demand_type_id' | 'requester_user_id' | 'requester_position_id' | 'sequence_year' | 'sequence_number' | 'number' | 'title' | 'description' | 'created_at' | 'updated_at'>;

const ORDERABLE = { created_at: demandRequests.created_at, number: demandRequests.number, title: demandRequests.title };

function requestsQuery(db: Executor) {
  return db
    .select(requestColumns)
    .from(demandRequests)
    .innerJoin(demandTypes, eq(demandTypes.id, demandRequests.demand_type_id))
    .innerJoin(users, eq(users.id, demandRequests.requester_user_id));
}

export interface OwnRequestSearch extends Page {
  status?: DemandRequestStatus;
  demand_type_id?: number;
  keyword?: string;
  ordering?: string;
}

export const demandRequestsRepository = {
  async listOwn(db: Executor, userId: number, s: OwnRequestSearch) {
    const conditions: SQL[] = [eq(demandRequests.requester_user_id, userId), isNull(demandRequests.deleted_at)];
    if (s.status) conditions.push(eq(demandRequests.status, s.status));
    if (s.demand_type_id) conditions.push(eq(demandRequests.demand_type_id, s.demand_type_id));
    if (s.keyword) conditions.push(sql`(${containsFolded(demandRequests.title, s.keyword)} or ${containsFolded(demandRequests.number, s.keyword)})`);
    const where = and(...conditions);
    const [rows, total] = await Promise.all([
      requestsQuery(db).where(where).orderBy(...orderingOf(s.ordering, ORDERABLE), desc(demandRequests.id)).limit(s.perpage).offset(offsetOf(s)),
      db.select({ total: count() }).from(demandRequests).where(where).then((r) => Number(r[0]?.total ?? 0)),
    ]);
    return { rows: rows as RequestRow[], total };
  },

  find(db: Executor, id: number): Promise<RequestRow | undefined> {
    return requestsQuery(db).where(and(eq(demandRequests.id, id), isNull(demandRequests.deleted_at))).limit(1).then((r) => r[0] as RequestRow | undefined);
  },

  /** By the device's UUID, deleted or not: a UUID is never given to a second request. */
  findByUuid(db: Executor, uuid: string) {
    return db.select({ id: demandRequests.id, requester_user_id: demandRequests.requester_user_id, deleted_at: demandRequests.deleted_at })
      .from(demandRequests).where(eq(demandRequests.uuid, uuid)).limit(1).then((r) => r[0]);
  },

  insert(db: Executor, values: RequestValues) {
    return db.insert(demandRequests).values({ ...values, status: 'waiting' }).returning({ id: demandRequests.id }).then((r) => r[0]!.id);
  },

  update(db: Executor, id: number, values: { title: string; description: string }, now: Date) {
    return db.update(demandRequests).set({ ...values, updated_at: now }).where(eq(demandRequests.id, id));
  },

  setStatus(db: Executor, id: number, status: DemandRequestStatus, now: Date) {
    return db.update(demandRequests).set({ status, answered_at: status === 'answered' ? now : null, updated_at: now }).where(eq(demandRequests.id, id));
  },

  softDelete(db: Executor, id: number, now: Date) {
    return db.update(demandRequests).set({ deleted_at: now }).where(eq(demandRequests.id, id));
  },

  files(db: Executor, requestId: number) {
    return db.select({ file: files }).from(demandRequestFiles).innerJoin(files, eq(files.id, demandRequestFiles.file_id))
      .where(eq(demandRequestFiles.demand_request_id, requestId)).orderBy(asc(demandRequestFiles.created_at), asc(files.id))
      .then((rows) => rows.map((r) => r.file));
  },

  async countFiles(db: Executor, requestId: number) {
    const [row] = await db.select({ n: count() }).from(demandRequestFiles).where(eq(demandRequestFiles.demand_request_id, requestId));
    return Number(row?.n ?? 0);
  },

  attachFile(db: Executor, requestId: number, fileId: number, userId: number, now: Date) {
    return db.insert(demandRequestFiles).values({ demand_request_id: requestId, file_id: fileId, added_by_user_id: userId, created_at: now }).onConflictDoNothing();
  },

  async detachFile(db: Executor, requestId: number, fileId: number): Promise<boolean> {
    const removed = await db.delete(demandRequestFiles)
      .where(and(eq(demandRequestFiles.demand_request_id, requestId), eq(demandRequestFiles.file_id, fileId)))
      .returning({ file_id: demandRequestFiles.file_id });
    return removed.length > 0;
  },
};
