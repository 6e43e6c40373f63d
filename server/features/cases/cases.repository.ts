import { sql, type SQL } from 'drizzle-orm';
import { CASE_LISTS, type CaseList, type CaseListItem, type CaseStatus } from '../../../src/contracts/cases';
import type { Executor } from '../../db/client';
import { containsFolded } from '../../db/sql';
import type { Paged } from './process-port';

export const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const userName = (alias: string) => sql.raw(`(select u.first_name || ' ' || u.last_name from users u where u.id = ${alias})`);

/** The user may take a self-service delegation `d`: a live position with its role (in its department, if set). */
export const mayClaim = (me: number, d = 'd') => sql.raw(`exists (select 1 from positions pos join roles r on r.id = pos.role_id
  where pos.user_id = ${Number(me)} and pos.deleted_at is null and r.name = ${d}.candidate_role
  and (${d}.candidate_department_id is null or pos.department_id = ${d}.candidate_department_id))`);

/** A case the user may see: started it, holds or held a task of it, or may claim one of its open tasks. */
export const visibleTo = (me: number) => sql`(c.init_user_id = ${me} or exists (select 1 from pm_delegations v where v.app_uid = c.app_uid
  and (v.user_id = ${me} or (v.user_id is null and v.thread_status = 'OPEN' and ${mayClaim(me, 'v')}))))`;

const select = sql`c.app_uid::text as app_uid, c.app_number, c.app_title, c.app_status, c.prj_uid as pro_uid, p.prj_name as app_pro_title,
  d.tas_uid, d.tas_title as app_tas_title, d.del_index, ${userName('d.user_id')} as app_current_user, ${userName('c.init_user_id')} as app_init_user,
  d.delegated_at as del_delegate_date, c.updated_at as app_update_date, c.category`;

function filters(q: Paged): SQL[] {
  const out: SQL[] = [];
  if (q.category) out.push(sql`c.category = ${q.category}`);
  if (q.pro_uid) out.push(sql`c.prj_uid = ${q.pro_uid}`);
  if (q.search) out.push(sql`(${containsFolded(sql`c.app_title`, q.search)} or c.app_number::text = ${q.search.replace(/^#/, '')})`);
  return out;
}
const and = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` and `) : sql`true`);
/** The number of rows of a list, as a scalar subquery. */
const countOf = (s: ReturnType<typeof source>, f: SQL[]) =>
  sql`(select count(*)::int from ${s.countFrom} where ${and([...(s.countWhere ?? s.where), ...f])})`;

/**
 * The case of delegation `d` (in `status`, if given), read by its key once per delegation. LIMIT 1 keeps the
 * subquery from being flattened into a join the planner may answer by hashing every case of that
 * status (a seq scan of pm_cases: 50–90 ms at 100,000 cases); a user's open delegations are few, and
 * each lookup is answered from pm_cases_key_status_idx (docs/decisions/cases.md, Performance).
 */
const caseOf = (status: CaseStatus | null, d = 'd') => sql`join lateral (select * from pm_cases c0 where c0.app_uid = ${sql.raw(`${d}.app_uid`)}
  ${status ? sql`and c0.app_status = ${status}` : sql``} limit 1) c on true`;

/** FROM + WHERE of each list; every list reads only pm_cases / pm_delegations (never engine state). */
function source(list: CaseList, me: number, filtered = false): { from: SQL; where: SQL[]; order: SQL; countFrom: SQL; countWhere?: SQL[] } {
  const processes = sql`join pm_processes p on p.prj_uid = c.prj_uid`;
  const open = (status: CaseStatus) => ({
    from: sql`pm_delegations d ${caseOf(status)} ${processes}`, countFrom: sql`pm_delegations d ${caseOf(status)}`,
    order: sql`d.delegated_at desc, d.id desc`,
  });
  switch (list) {
    case 'inbox':
      return { ...open('TO_DO'), where: [sql`d.user_id = ${me}`, sql`d.thread_status = 'OPEN'`] };
    case 'draft':
      return { ...open('DRAFT'), where: [sql`d.user_id = ${me}`, sql`d.thread_status = 'OPEN'`] };
    case 'unassigned':
      return { ...open('TO_DO'), where: [sql`d.user_id is null`, sql`d.thread_status = 'OPEN'`, mayClaim(me)] };
    case 'participated':
      // One row per case I worked on, with its latest task; the cases are walked newest first
      // (pm_cases_updated_idx) and my part checked per case on pm_delegations_user_case_idx.
      return {
        from: sql`pm_cases c ${processes}
          left join lateral (select * from pm_delegations l where l.app_uid = c.app_uid order by l.del_index desc limit 1) d on true`,
        where: [sql`exists (select 1 from pm_delegations m where m.app_uid = c.app_uid and m.user_id = ${me})`],
        order: sql`c.updated_at desc, c.app_number desc`,
        // Counted from my delegations alone (an index-only scan of pm_delegations_user_case_idx); with a
        // filter each case is read by its key: the semi-join above would hash all of pm_cases. The rule is in this FROM.
        countFrom: sql`(select distinct m.app_uid from pm_delegations m where m.user_id = ${me}) m ${filtered ? caseOf(null, 'm') : sql``}`,
        countWhere: [],
      };
  }
}

type RawItem = Omit<CaseListItem, 'del_delegate_date' | 'app_update_date'> & { del_delegate_date: Date | string | null; app_update_date: Date | string };
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const toItem = (r: RawItem): CaseListItem => ({
  ...r, app_number: Number(r.app_number), del_index: r.del_index === null ? null : Number(r.del_index),
  del_delegate_date: iso(r.del_delegate_date), app_update_date: iso(r.app_update_date)!,
});

export const casesRepository = {
  async list(db: Executor, list: CaseList, me: number, q: Paged) {
    const f = filters(q);
    const s = source(list, me, f.length > 0);
    const [rows, total] = await Promise.all([
      db.execute(sql`select ${select} from ${s.from} where ${and([...s.where, ...f])} order by ${s.order} limit ${q.limit} offset ${q.start - 1}`)
        .then((r) => rowsOf<RawItem>(r).map(toItem)),
      db.execute(sql`select ${countOf(s, f)} as n`).then((r) => Number(rowsOf<{ n: number }>(r)[0]?.n ?? 0)),
    ]);
    return { rows, total };
  },

  /** The four counters of /task in one statement. */
  async counters(db: Executor, me: number): Promise<Record<CaseList, number>> {
    const r = await db.execute(sql`select ${sql.join(CASE_LISTS.map((l) => sql`${countOf(source(l, me), [])} as ${sql.identifier(l)}`), sql`, `)}`);
    const row = rowsOf<Record<CaseList, number>>(r)[0]!;
    return Object.fromEntries(CASE_LISTS.map((l) => [l, Number(row[l])])) as Record<CaseList, number>;
  },

  /** The case if the user may see it (the record-level rule is in this SQL). */
  async visibleCase(db: Executor, appUid: string, me: number, admin: boolean) {
    const r = await db.execute(sql`select c.*, c.app_uid::text as app_uid, p.prj_name, ${userName('c.init_user_id')} as init_name,
      (select u.name from users u where u.id = c.init_user_id) as init_username
      from pm_cases c join pm_processes p on p.prj_uid = c.prj_uid where c.app_uid = ${appUid}::uuid and (${admin} or ${visibleTo(me)})`);
    return rowsOf<CaseRow & { prj_name: string; init_name: string; init_username: string }>(r)[0];
  },

  async delegations(db: Executor, appUid: string) {
    const r = await db.execute(sql`select d.*, ${userName('d.user_id')} as usr_name from pm_delegations d where d.app_uid = ${appUid}::uuid order by d.del_index`);
    return rowsOf<DelegationRow & { usr_name: string | null }>(r);
  },

  /** The open delegation `del_index` of a case that the user holds or may claim — null otherwise. */
  async myOpenDelegation(db: Executor, appUid: string, delIndex: number, me: number) {
    const r = await db.execute(sql`select d.* from pm_delegations d where d.app_uid = ${appUid}::uuid and d.del_index = ${delIndex}
      and d.thread_status = 'OPEN' and (d.user_id = ${me} or (d.user_id is null and ${mayClaim(me)}))`);
    return rowsOf<DelegationRow>(r)[0];
  },

  async candidates(db: Executor, role: string, departmentId: number | null) {
    const r = await db.execute(sql`select distinct u.id, u.first_name || ' ' || u.last_name as name from users u
      join positions pos on pos.user_id = u.id and pos.deleted_at is null join roles r on r.id = pos.role_id
      where r.name = ${role} and (${departmentId}::int is null or pos.department_id = ${departmentId}) order by name`);
    return rowsOf<{ id: number; name: string }>(r);
  },

  async primaryDepartment(db: Executor, userId: number) {
    const r = await db.execute(sql`select department_id from positions where user_id = ${userId} and deleted_at is null order by is_primary desc, id limit 1`);
    return rowsOf<{ department_id: number }>(r)[0]?.department_id ?? null;
  },

  async roleNames(db: Executor, userId: number) {
    const r = await db.execute(sql`select distinct r.name from positions pos join roles r on r.id = pos.role_id where pos.user_id = ${userId} and pos.deleted_at is null`);
    return rowsOf<{ name: string }>(r).map((x) => x.name);
  },

  async userName(db: Executor, userId: number) {
    const r = await db.execute(sql`select first_name || ' ' || last_name as name from users where id = ${userId}`);
    return rowsOf<{ name: string }>(r)[0]?.name ?? null;
  },

  async interrupted(db: Executor, olderThan: Date) {
    const r = await db.execute(sql`select c.app_uid::text as app_uid, c.app_number, c.app_title, c.prj_uid as pro_uid, c.routing_started_at,
      ${userName('c.routing_user_id')} as routing_user from pm_cases c
      where c.routing_token is not null and c.routing_started_at < ${olderThan.toISOString()} order by c.routing_started_at`);
    return rowsOf<{ app_uid: string; app_number: number; app_title: string; pro_uid: string; routing_started_at: Date | string; routing_user: string | null }>(r);
  },
};

export interface CaseRow {
  app_uid: string; app_number: number; prj_uid: string; app_title: string; app_status: CaseStatus; init_user_id: number;
  variables: Record<string, unknown>; engine_state: unknown; routing_token: string | null; routing_user_id: number | null;
  created_at: Date | string; updated_at: Date | string;
}
export interface DelegationRow {
  id: number; app_uid: string; del_index: number; tas_uid: string; tas_title: string; user_id: number | null;
  candidate_role: string | null; candidate_department_id: number | null; thread_status: 'OPEN' | 'CLOSED';
  delegated_at: Date | string; finished_at: Date | string | null;
}
