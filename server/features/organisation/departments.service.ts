import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ORGANISATION_MESSAGES as M, inUseMessage } from '../../../src/contracts/organisation/common';
import type { Department, departmentBody } from '../../../src/contracts/organisation/departments';
import type { Executor } from '../../db/client';
import { containsFolded, offsetOf, orderingOf, pageMeta, type Page } from '../../db/sql';
import { conflict, invalidField, notFound } from '../../plugins/http-errors';
import { activityLogRepository, changedFields } from '../activity-log/activity-log.repository';
import { users } from '../auth/auth.table';
import { departmentContactCards, departmentContactNumbers } from '../lookups/lookups.table';
import { departments } from './organisation.table';
import { companyOf, fullName, iso, makesCycle, rowsOf, usage } from './shared';

const TABLE = 'departments';
type Body = z.output<typeof departmentBody>;

const columns = {
  id: departments.id, company_id: departments.company_id, parent_id: departments.parent_id, name: departments.name,
  is_project: departments.is_project, manager_user_id: departments.manager_user_id, logo_url: departments.logo_url,
  created_at: departments.created_at,
  parent_name: sql<string | null>`(select p.name from departments p where p.id = "departments"."parent_id")`,
  // Stored, kept by triggers on positions (migration 0043): counting here read every live position.
  positions_count: departments.positions_count,
  manager_first: users.first_name, manager_middle: users.middle_name, manager_last: users.last_name,
};
const ORDERABLE = { created_at: departments.created_at, name: departments.name };

function select(db: Executor) {
  return db.select(columns).from(departments).leftJoin(users, eq(users.id, departments.manager_user_id));
}

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

async function cardsOf(db: Executor, ids: number[]) {
  if (!ids.length) return new Map<number, Department['contact_cards']>();
  const cards = await db.select().from(departmentContactCards)
    .where(and(inArray(departmentContactCards.department_id, ids), isNull(departmentContactCards.deleted_at)))
    .orderBy(sql`${departmentContactCards.primary} desc`, departmentContactCards.id);
  const numbers = cards.length
    ? await db.select().from(departmentContactNumbers).where(inArray(departmentContactNumbers.contact_card_id, cards.map((c) => c.id)))
      .orderBy(asc(departmentContactNumbers.position))
    : [];
  const out = new Map<number, Department['contact_cards']>();
  for (const c of cards) {
    const list = out.get(c.department_id) ?? [];
    list.push({
      id: c.id, address_id: c.address_id, primary: c.primary,
      numbers: numbers.filter((n) => n.contact_card_id === c.id).map((n) => ({ number: n.number, ext: n.ext, type: n.type })),
    });
    out.set(c.department_id, list);
  }
  return out;
}

function toDepartment(r: Row, cards: Department['contact_cards'] = []): Department {
  const manager = r.manager_first ? fullName({ first_name: r.manager_first, middle_name: r.manager_middle, last_name: r.manager_last }) : null;
  return {
    id: r.id, company_id: r.company_id, parent_id: r.parent_id, parent_name: r.parent_name ?? null, name: r.name,
    is_project: r.is_project, manager_user_id: r.manager_user_id, manager_name: manager, logo_url: r.logo_url,
    positions_count: Number(r.positions_count), contact_cards: cards, created_at: iso(r.created_at),
  };
}

export function departmentsService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;

  async function find(id: number, companyId?: number) {
    const where = [eq(departments.id, id), isNull(departments.deleted_at)];
    if (companyId) where.push(eq(departments.company_id, companyId));
    const [row] = await select(db).where(and(...where)).limit(1);
    if (!row) throw notFound();
    return toDepartment(row, (await cardsOf(db, [id])).get(id));
  }

  async function checkBody(body: Body, companyId: number, id?: number) {
    if (body.parent_id) {
      const [parent] = await db.select({ id: departments.id }).from(departments)
        .where(and(eq(departments.id, body.parent_id), eq(departments.company_id, companyId), isNull(departments.deleted_at)));
      if (!parent) throw invalidField('parent_id', M.parentNotFound);
      if (id && (await makesCycle(db, 'departments', id, body.parent_id))) throw invalidField('parent_id', M.parentCycle);
    }
    if (body.manager_user_id) {
      const [u] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, body.manager_user_id), isNull(users.deleted_at)));
      if (!u) throw invalidField('manager_user_id', M.userNotFound);
    }
    // A contact card's address is one of the organisation addresses (/addresses/list).
    const addressIds = [...new Set(body.contact_cards.map((c) => c.address_id).filter((a): a is number => !!a))];
    if (addressIds.length) {
      const found = new Set(rowsOf<{ id: number }>(await db.execute(sql`select id from reference_items
        where list = 'organisation-address' and deleted_at is null and id in (${sql.join(addressIds.map((a) => sql`${a}`), sql`, `)})`)).map((r) => Number(r.id)));
      const i = body.contact_cards.findIndex((c) => c.address_id && !found.has(c.address_id));
      if (i >= 0) throw invalidField(`contact_cards.${i}.address_id`, M.addressNotFound);
    }
  }

  async function writeCards(tx: Executor, departmentId: number, cards: Body['contact_cards']) {
    await tx.delete(departmentContactCards).where(eq(departmentContactCards.department_id, departmentId));
    for (const [i, card] of cards.entries()) {
      const [row] = await tx.insert(departmentContactCards)
        .values({ department_id: departmentId, address_id: card.address_id ?? null, primary: card.primary || (i === 0 && !cards.some((c) => c.primary)) })
        .returning({ id: departmentContactCards.id });
      if (card.numbers.length) {
        await tx.insert(departmentContactNumbers).values(card.numbers.map((n, position) => ({
          contact_card_id: row!.id, number: n.number, ext: n.ext || null, type: 'normal' as const, position,
        })));
      }
    }
  }

  const values = (b: Body) => ({ name: b.name, parent_id: b.parent_id ?? null, is_project: b.is_project, manager_user_id: b.manager_user_id ?? null });

  return {
    find,
    async list(positionId: number, q: Page & { parent_id?: number; name?: string; ordering?: string }) {
      const companyId = await companyOf(db, positionId);
      const where: SQL[] = [eq(departments.company_id, companyId), isNull(departments.deleted_at)];
      if (q.parent_id) where.push(eq(departments.parent_id, q.parent_id));
      if (q.name) where.push(containsFolded(departments.name, q.name));
      const [rows, [total]] = await Promise.all([
        select(db).where(and(...where)).orderBy(...orderingOf(q.ordering, ORDERABLE), departments.id).limit(q.perpage).offset(offsetOf(q)),
        db.select({ n: count() }).from(departments).where(and(...where)),
      ]);
      const cards = await cardsOf(db, rows.map((r) => r.id));
      return { data: rows.map((r) => toDepartment(r, cards.get(r.id))), meta: pageMeta(q, Number(total?.n ?? 0)) };
    },

    async form(positionId: number, id?: number) {
      const companyId = await companyOf(db, positionId);
      const department = id ? await find(id, companyId) : null;
      const parents = await db.select({ id: departments.id, name: departments.name }).from(departments)
        .where(and(eq(departments.company_id, companyId), isNull(departments.deleted_at))).orderBy(departments.name);
      const addresses = rowsOf<{ id: number; name: string }>(await db.execute(sql`select id, label as name from reference_items
        where list = 'organisation-address' and deleted_at is null order by label limit 500`));
      return { department, parents: parents.filter((p) => p.id !== id), addresses: addresses.map((a) => ({ id: Number(a.id), name: a.name })) };
    },

    async create(positionId: number, body: Body, causer: number) {
      const companyId = await companyOf(db, positionId);
      await checkBody(body, companyId);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx.insert(departments).values({ company_id: companyId, ...values(body) }).returning({ id: departments.id });
        await writeCards(tx, row!.id, body.contact_cards);
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: row!.id, action: 'created', attributes: { ...values(body), contact_cards: body.contact_cards }, causer_id: causer });
        return row!.id;
      });
      return find(id);
    },

    async update(positionId: number, id: number, body: Body, causer: number) {
      const companyId = await companyOf(db, positionId);
      const before = await find(id, companyId);
      await checkBody(body, companyId, id);
      await db.transaction(async (tx) => {
        await tx.update(departments).set({ ...values(body), updated_at: clock() }).where(eq(departments.id, id));
        await writeCards(tx, id, body.contact_cards);
        const cardsBefore = before.contact_cards.map(({ address_id, primary, numbers }) => ({ address_id, primary, numbers }));
        const { attributes, old } = changedFields({ ...before, contact_cards: cardsBefore } as unknown as Record<string, unknown>, { ...values(body), contact_cards: body.contact_cards });
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: id, action: 'updated', attributes, old, causer_id: causer });
      });
      return find(id);
    },

    async remove(positionId: number, id: number, causer: number) {
      const companyId = await companyOf(db, positionId);
      const before = await find(id, companyId);
      const used = await usage(db, 'department_id', id);
      const [children] = await db.select({ n: count() }).from(departments).where(and(eq(departments.parent_id, id), isNull(departments.deleted_at)));
      const childCount = Number(children?.n ?? 0);
      const [roleCount] = await db.execute(sql`select count(*)::int as n from roles where department_id = ${id} and deleted_at is null`)
        .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
      if (used.positions || used.employees || childCount || Number(roleCount?.n ?? 0)) {
        throw conflict(inUseMessage('department', { ...used, children: childCount + Number(roleCount?.n ?? 0) }));
      }
      await db.transaction(async (tx) => {
        await tx.update(departments).set({ deleted_at: clock() }).where(eq(departments.id, id));
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: id, action: 'deleted', attributes: {}, old: { name: before.name, parent_id: before.parent_id }, causer_id: causer });
      });
    },

    async setLogo(id: number, url: string | null, causer: number) {
      const before = await find(id);
      await db.transaction(async (tx) => {
        await tx.update(departments).set({ logo_url: url, updated_at: clock() }).where(eq(departments.id, id));
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: id, action: url ? 'logo-saved' : 'logo-deleted', attributes: { logo_url: url }, old: { logo_url: before.logo_url }, causer_id: causer });
      });
      return find(id);
    },
  };
}
