import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CORRESPONDENCE_MESSAGES as CM } from '../../../src/contracts/correspondence/correspondence';
import {
  TYPE_MESSAGES as M, type CorrespondenceType, type TYPE_ITEM_KINDS,
} from '../../../src/contracts/correspondence/types';
import type { Executor } from '../../db/client';
import { keepNumbering, uniqueTypeCode } from '../../db/numbering';
import { containsFolded, offsetOf, pageMeta, type Page } from '../../db/sql';
import type { AuthContext } from '../../plugins/auth';
import { info, invalidField, notFound } from '../../plugins/http-errors';
import { activityLogRepository } from '../activity-log/activity-log.repository';

type Kind = (typeof TYPE_ITEM_KINDS)[number];
interface TypeRow { id: number; name: string; sequence_yearly_reset: boolean; is_survey: boolean; created_at: Date | string; items_count: number }
interface ItemView { set: 'viewer' | 'receiver'; type: Kind; id: number; name: string }
const rowsOf = async <T>(p: Promise<unknown>) => ((await p) as { rows: T[] }).rows;
const TABLE = 'correspondence_types';

const NAME_SQL: Record<Kind, string> = {
  role: `(select name from roles where id = i.ref_id and deleted_at is null)`,
  department: `(select name from departments where id = i.ref_id and deleted_at is null)`,
  company: `(select name from companies where id = i.ref_id and deleted_at is null)`,
  group: `null`,
};

async function itemsOf(db: Executor, typeIds: number[]): Promise<Map<number, ItemView[]>> {
  const out = new Map<number, ItemView[]>();
  if (!typeIds.length) return out;
  const name = sql.raw(`case i.kind ${Object.entries(NAME_SQL).map(([k, v]) => `when '${k}' then ${v}`).join(' ')} end`);
  const rows = await rowsOf<{ correspondence_type_id: number; set: 'viewer' | 'receiver'; kind: Kind; ref_id: number; name: string | null }>(db.execute(sql`
    select i.correspondence_type_id, i.set, i.kind, i.ref_id, ${name} as name from correspondence_type_items i
    where i.correspondence_type_id in (${sql.join(typeIds.map((x) => sql`${x}`), sql`, `)}) order by i.set, i.kind, i.ref_id`));
  for (const r of rows) {
    const list = out.get(Number(r.correspondence_type_id)) ?? [];
    list.push({ set: r.set, type: r.kind, id: Number(r.ref_id), name: r.name ?? '—' });
    out.set(Number(r.correspondence_type_id), list);
  }
  return out;
}

function toType(r: TypeRow, items: ItemView[]): CorrespondenceType {
  const view = (set: string) => items.filter((i) => i.set === set).map(({ type, id, name }) => ({ type, id, name }));
  return {
    id: Number(r.id), name: r.name, sequence_yearly_reset: r.sequence_yearly_reset, is_survey: r.is_survey,
    viewers: view('viewer'), receivers: view('receiver'), items_count: Number(r.items_count), created_at: new Date(r.created_at).toISOString(),
  };
}

const SELECT = sql`select t.id, t.name, t.sequence_yearly_reset, t.is_survey, t.created_at,
  (select count(*)::int from correspondences c where c.correspondence_type_id = t.id and c.deleted_at is null) as items_count
  from correspondence_types t`;

export interface TypeBody {
  name: string;
  sequence_yearly_reset: boolean;
  is_survey: boolean;
  viewers: { type: Kind; id: number }[];
  receivers: { type: Kind; id: number }[];
}

export function correspondenceTypesService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;

  async function find(id: number): Promise<CorrespondenceType> {
    const [row] = await rowsOf<TypeRow>(db.execute(sql`${SELECT} where t.id = ${id} and t.deleted_at is null`));
    if (!row) throw notFound();
    return toType(row, (await itemsOf(db, [row.id])).get(row.id) ?? []);
  }

  async function checkItems(body: TypeBody) {
    const all = [...body.viewers, ...body.receivers];
    if (all.some((i) => i.type === 'group')) throw invalidField('viewers', CM.groupUnavailable);
    for (const i of all) {
      const table = i.type === 'role' ? 'roles' : i.type === 'department' ? 'departments' : 'companies';
      const [row] = await rowsOf<{ id: number }>(db.execute(sql`select id from ${sql.raw(table)} where id = ${i.id} and deleted_at is null`));
      if (!row) throw invalidField('viewers', M.itemNotFound);
    }
  }

  async function setItems(tx: Executor, id: number, body: TypeBody) {
    await tx.execute(sql`delete from correspondence_type_items where correspondence_type_id = ${id}`);
    const rows = [...body.viewers.map((i) => ({ ...i, set: 'viewer' })), ...body.receivers.map((i) => ({ ...i, set: 'receiver' }))];
    if (rows.length) {
      await tx.execute(sql`insert into correspondence_type_items (correspondence_type_id, set, kind, ref_id) values
        ${sql.join(rows.map((r) => sql`(${id}, ${r.set}, ${r.type}, ${r.id})`), sql`, `)} on conflict do nothing`);
    }
  }

  return {
    find,

    async list(s: Page & { keyword?: string }) {
      const where = s.keyword ? sql`t.deleted_at is null and ${containsFolded(sql`t.name`, s.keyword)}` : sql`t.deleted_at is null`;
      const rows = await rowsOf<TypeRow>(db.execute(sql`${SELECT} where ${where} order by t.name, t.id limit ${s.perpage} offset ${offsetOf(s)}`));
      const [{ n }] = (await rowsOf<{ n: number }>(db.execute(sql`select count(*)::int as n from correspondence_types t where ${where}`))) as [{ n: number }];
      const items = await itemsOf(db, rows.map((r) => Number(r.id)));
      return { data: rows.map((r) => toType(r, items.get(Number(r.id)) ?? [])), meta: pageMeta(s, Number(n)) };
    },

    /** Types the active position may send: those with no viewer set, or whose set names its role, department or company. */
    async usableBy(auth: AuthContext): Promise<{ id: number; name: string; is_survey: boolean }[]> {
      const rows = await rowsOf<{ id: number; name: string; is_survey: boolean }>(db.execute(sql`
        select t.id, t.name, t.is_survey from correspondence_types t join positions p on p.id = ${auth.positionId}
        where t.deleted_at is null and (${auth.isSuper} or not exists (select 1 from correspondence_type_items i where i.correspondence_type_id = t.id and i.set = 'viewer')
          or exists (select 1 from correspondence_type_items i where i.correspondence_type_id = t.id and i.set = 'viewer' and (
            (i.kind = 'role' and i.ref_id = p.role_id) or (i.kind = 'department' and i.ref_id = p.department_id) or (i.kind = 'company' and i.ref_id = p.company_id))))
        order by t.name, t.id`));
      return rows.map((r) => ({ id: Number(r.id), name: r.name, is_survey: r.is_survey }));
    },

    async create(body: TypeBody, auth: AuthContext) {
      await checkItems(body);
      const now = clock();
      const id = await db.transaction(async (tx) => {
        const code = await uniqueTypeCode(tx, 'correspondence_types', body.name);
        const [row] = await rowsOf<{ id: number }>(tx.execute(sql`insert into correspondence_types (name, code, sequence_yearly_reset, is_survey, created_at, updated_at)
          values (${body.name}, ${code}, ${body.sequence_yearly_reset}, ${body.is_survey}, ${now}, ${now}) returning id`));
        await setItems(tx, row!.id, body);
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: row!.id, action: 'created', attributes: { ...body }, causer_id: auth.userId });
        return Number(row!.id);
      });
      return find(id);
    },

    async update(id: number, body: TypeBody, auth: AuthContext) {
      const before = await find(id);
      await checkItems(body);
      await db.transaction(async (tx) => {
        await keepNumbering(tx, sql`select 1 from correspondence_sequences where correspondence_type_id = ${id}`, before.sequence_yearly_reset, body.sequence_yearly_reset);
        await tx.execute(sql`update correspondence_types set name = ${body.name}, sequence_yearly_reset = ${body.sequence_yearly_reset}, is_survey = ${body.is_survey}, updated_at = ${clock()} where id = ${id}`);
        await setItems(tx, id, body);
        const old = { name: before.name, sequence_yearly_reset: before.sequence_yearly_reset, viewers: before.viewers.map(({ type, id: i }) => ({ type, id: i })), receivers: before.receivers.map(({ type, id: i }) => ({ type, id: i })) };
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: id, action: 'updated', attributes: { ...body }, old, causer_id: auth.userId });
      });
      return find(id);
    },

    async remove(id: number, auth: AuthContext) {
      const before = await find(id);
      if (before.items_count > 0) throw info(M.inUse);
      await db.transaction(async (tx) => {
        await tx.execute(sql`update correspondence_types set deleted_at = ${clock()} where id = ${id}`);
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: id, action: 'deleted', attributes: {}, old: { name: before.name }, causer_id: auth.userId });
      });
    },
  };
}
