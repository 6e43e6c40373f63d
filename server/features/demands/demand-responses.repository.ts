import { and, asc, count, desc, eq, getTableColumns, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DemandStepStatus } from '../../../src/contracts/demands';
import type { Executor } from '../../db/client';
import { containsFolded, offsetOf, orderingOf, personName, type Page } from '../../db/sql';
import { users } from '../auth/auth.table';
import { requestColumns, type RequestRow } from './demand-requests.repository';
import { demandRequests, demandResponses, demandTypes } from './demands.table';

export type StepRow = typeof demandResponses.$inferSelect & { responder_name: string | null };

/** Who looks: a super role sees every step; anyone else the steps routed to their active role. */
export interface Viewer {
  roleId: number;
  isSuper: boolean;
}

export interface StepSearch {
  demand_type_id?: number | null;
  status?: DemandStepStatus | null;
  started_at?: string | null;
  ended_at?: string | null;
  requester?: string | null;
  keyword?: string | null;
}

const responder = sql<string | null>`(select concat_ws(' ', u.first_name, u.middle_name, u.last_name) from users u where u.id = "demand_responses"."responder_user_id")`;
const stepColumns = { ...getTableColumns(demandResponses), responder_name: responder };

/** The Turkish calendar day of a moment: date filters mean days in Türkiye, wherever the server runs. */
const istanbulDay = sql`(${demandRequests.created_at} at time zone 'Europe/Istanbul')::date`;

export const routedTo = (viewer: Viewer): SQL | undefined => (viewer.isSuper ? undefined : sql`${demandResponses.role_ids} @> array[${viewer.roleId}]::integer[]`);

function searchConditions(viewer: Viewer, s: StepSearch): SQL | undefined {
  const conditions: (SQL | undefined)[] = [routedTo(viewer), isNull(demandRequests.deleted_at)];
  // Without a status the list is what the role holds now; redirected steps are history, asked for by name.
  conditions.push(s.status ? eq(demandResponses.status, s.status) : ne(demandResponses.status, 'redirected'));
  if (s.demand_type_id) conditions.push(eq(demandRequests.demand_type_id, s.demand_type_id));
  if (s.started_at) conditions.push(sql`${istanbulDay} >= ${s.started_at}::date`);
  if (s.ended_at) conditions.push(sql`${istanbulDay} <= ${s.ended_at}::date`);
  if (s.requester) conditions.push(containsFolded(personName(users), s.requester));
  if (s.keyword) conditions.push(or(containsFolded(demandRequests.title, s.keyword), containsFolded(demandRequests.number, s.keyword)));
  return and(...conditions);
}

const ORDERABLE = { created_at: demandRequests.created_at, number: demandRequests.number, responded_at: demandResponses.responded_at };

function searchQuery(db: Executor) {
  return db
    .select({ step: stepColumns, request: requestColumns })
    .from(demandResponses)
    .innerJoin(demandRequests, eq(demandRequests.id, demandResponses.demand_request_id))
    .innerJoin(demandTypes, eq(demandTypes.id, demandRequests.demand_type_id))
    .innerJoin(users, eq(users.id, demandRequests.requester_user_id));
}

export const demandResponsesRepository = {
  insert(db: Executor, requestId: number, roleIds: readonly number[], now: Date) {
    return db.insert(demandResponses)
      .values({ demand_request_id: requestId, role_ids: [...roleIds], status: 'waiting', created_at: now, updated_at: now })
      .returning({ id: demandResponses.id }).then((r) => r[0]!.id);
  },

  find(db: Executor, id: number): Promise<StepRow | undefined> {
    return db.select(stepColumns).from(demandResponses).where(eq(demandResponses.id, id)).limit(1).then((r) => r[0]);
  },

  ofRequest(db: Executor, requestId: number): Promise<StepRow[]> {
    return db.select(stepColumns).from(demandResponses).where(eq(demandResponses.demand_request_id, requestId))
      .orderBy(asc(demandResponses.created_at), asc(demandResponses.id));
  },

  /**
   * Closes a waiting step as answered or redirected. Conditional on 'waiting', so of two people
   * acting at once exactly one wins; the other gets false.
   */
  async close(db: Executor, id: number, values: { status: 'answered' | 'redirected'; response?: string; redirect_role_id?: number; responder_user_id: number; responder_position_id: number }, now: Date): Promise<boolean> {
    const closed = await db.update(demandResponses)
      .set({ ...values, responded_at: now, updated_at: now })
      .where(and(eq(demandResponses.id, id), eq(demandResponses.status, 'waiting')))
      .returning({ id: demandResponses.id });
    return closed.length > 0;
  },

  /** Whether any step of the request went to the role (responders of past steps may still read its files). */
  async everRoutedTo(db: Executor, requestId: number, roleId: number): Promise<boolean> {
    const rows = await db.select({ id: demandResponses.id }).from(demandResponses)
      .where(and(eq(demandResponses.demand_request_id, requestId), sql`${demandResponses.role_ids} @> array[${roleId}]::integer[]`)).limit(1);
    return rows.length > 0;
  },

  async search(db: Executor, viewer: Viewer, s: StepSearch, page: Page & { ordering?: string }) {
    const where = searchConditions(viewer, s);
    const [rows, total] = await Promise.all([
      searchQuery(db).where(where).orderBy(...orderingOf(page.ordering, ORDERABLE), desc(demandResponses.id)).limit(page.perpage).offset(offsetOf(page)),
      this.count(db, viewer, s),
    ]);
    return { rows: rows as { step: StepRow; request: RequestRow }[], total };
  },

  async count(db: Executor, viewer: Viewer, s: StepSearch): Promise<number> {
    const [row] = await db.select({ n: count() }).from(demandResponses)
      .innerJoin(demandRequests, eq(demandRequests.id, demandResponses.demand_request_id))
      .innerJoin(users, eq(users.id, demandRequests.requester_user_id))
      .where(searchConditions(viewer, s));
    return Number(row?.n ?? 0);
  },

  /** The export's step ids, newest first, at most `limit` (the list's joins and conditions, nothing else read). */
  exportIds(db: Executor, viewer: Viewer, s: StepSearch, limit: number): Promise<number[]> {
    return db.select({ id: demandResponses.id }).from(demandResponses)
      .innerJoin(demandRequests, eq(demandRequests.id, demandResponses.demand_request_id))
      .innerJoin(users, eq(users.id, demandRequests.requester_user_id))
      .where(searchConditions(viewer, s)).orderBy(desc(demandRequests.created_at), desc(demandResponses.id)).limit(limit)
      .then((rows) => rows.map((r) => r.id));
  },

  /** The steps with these ids and their requests, in no particular order (one page of the export). */
  byIds(db: Executor, ids: readonly number[]) {
    return searchQuery(db).where(inArray(demandResponses.id, [...ids])).then((rows) => rows as { step: StepRow; request: RequestRow }[]);
  },
};
