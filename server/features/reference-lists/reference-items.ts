import { and, asc, count, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { ReferenceItem, ReferenceListDef } from '../../../src/contracts/reference-lists';
import type { Executor } from '../../db/client';
import { containsFolded, folded, offsetOf, orderingOf, type Page } from '../../db/sql';
import { invalidField } from '../../plugins/http-errors';
import { searchFold } from '../../../src/contracts/text';
import { referenceItems } from './reference-lists.table';

export type ReferenceRow = typeof referenceItems.$inferSelect;

const live = (list: string) => and(eq(referenceItems.list, list), isNull(referenceItems.deleted_at));
const ORDERABLE = { created_at: referenceItems.created_at, label: referenceItems.label };

/** The row as the API shows it: the spec's field name (title/code/name) and the generic label. */
export function toReferenceItem(def: Pick<ReferenceListDef, 'field'>, row: ReferenceRow): ReferenceItem {
  return {
    id: row.id, label: row.label, [def.field]: row.label,
    created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString(),
  };
}

export const referenceItemsRepository = {
  async list(db: Executor, list: string, s: Page & { keyword?: string; ordering?: string }) {
    const conditions: SQL[] = [live(list)!];
    if (s.keyword) conditions.push(containsFolded(referenceItems.label, s.keyword));
    const where = and(...conditions);
    const ordering = s.ordering?.replace(/^(-?)(title|code|name)$/, '$1label');
    const [rows, total] = await Promise.all([
      db.select().from(referenceItems).where(where)
        .orderBy(...orderingOf(ordering, ORDERABLE), asc(referenceItems.id)).limit(s.perpage).offset(offsetOf(s)),
      db.select({ total: count() }).from(referenceItems).where(where).then((r) => Number(r[0]?.total ?? 0)),
    ]);
    return { rows, total };
  },

  find(db: Executor, list: string, id: number): Promise<ReferenceRow | undefined> {
    return db.select().from(referenceItems).where(and(live(list), eq(referenceItems.id, id))).limit(1).then((r) => r[0]);
  },

  /** Another live item of the list with the same label, however it was typed. */
  async labelTaken(db: Executor, list: string, label: string, exceptId?: number): Promise<boolean> {
    const where = and(live(list), eq(folded(referenceItems.label), searchFold(label)), exceptId ? ne(referenceItems.id, exceptId) : undefined);
    const rows = await db.select({ id: referenceItems.id }).from(referenceItems).where(where).limit(1);
    return rows.length > 0;
  },

  insert(db: Executor, list: string, label: string) {
    return db.insert(referenceItems).values({ list, label }).returning().then((r) => r[0]!);
  },

  update(db: Executor, id: number, label: string, now: Date) {
    return db.update(referenceItems).set({ label, updated_at: now }).where(eq(referenceItems.id, id)).returning().then((r) => r[0]!);
  },

  softDelete(db: Executor, id: number, now: Date) {
    return db.update(referenceItems).set({ deleted_at: now }).where(eq(referenceItems.id, id));
  },

  /** Every live item of a list by label (form choices and offline caches). */
  all(db: Executor, list: string) {
    return db.select({ id: referenceItems.id, label: referenceItems.label }).from(referenceItems)
      .where(live(list)).orderBy(asc(referenceItems.label), asc(referenceItems.id));
  },

  /** Labels by id, deleted items included: old records keep showing what they were given. */
  async labels(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const rows = await db.select({ id: referenceItems.id, label: referenceItems.label }).from(referenceItems).where(inArray(referenceItems.id, unique));
    return new Map(rows.map((r) => [r.id, r.label]));
  },
};

/**
 * A record's reference to a live item of `list` (a title, a drill code, a substance …), or a 422
 * on `field`. Other features validate their *_id fields with it.
 */
export async function requireReferenceItem(db: Executor, list: string, id: number, field: string): Promise<{ id: number; label: string }> {
  const row = await referenceItemsRepository.find(db, list, id);
  if (!row) throw invalidField(field, 'Seçilen kayıt bulunamadı.');
  return { id: row.id, label: row.label };
}
