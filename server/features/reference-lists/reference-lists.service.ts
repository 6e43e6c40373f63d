import type { FastifyInstance } from 'fastify';
import type { ReferenceListDef } from '../../../src/contracts/reference-lists';
import { pageMeta, type Page } from '../../db/sql';
import { invalidField, notFound } from '../../plugins/http-errors';
import { activityLogRepository } from '../activity-log/activity-log.repository';
import { referenceItemsRepository as repo, toReferenceItem, type ReferenceRow } from './reference-items';

const TABLE = 'reference_items';

/** One list's behaviour: the same for titles, codes and substances. */
export function referenceListService(app: FastifyInstance, def: ReferenceListDef) {
  const { database, clock } = app.deps;
  const db = database.db;
  const shape = (row: ReferenceRow) => toReferenceItem(def, row);

  async function mustFind(id: number): Promise<ReferenceRow> {
    const row = await repo.find(db, def.key, id);
    if (!row) throw notFound(def.messages.notFound);
    return row;
  }

  async function checkFree(label: string, exceptId?: number) {
    if (await repo.labelTaken(db, def.key, label, exceptId)) throw invalidField(def.field, def.messages.taken);
  }

  return {
    async list(s: Page & { keyword?: string; ordering?: string }) {
      const { rows, total } = await repo.list(db, def.key, s);
      return { data: rows.map(shape), meta: pageMeta(s, total) };
    },

    get: async (id: number) => shape(await mustFind(id)),

    async create(label: string, causer: number) {
      await checkFree(label);
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insert(tx, def.key, label);
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: inserted.id, action: 'created', attributes: { list: def.key, label }, causer_id: causer });
        return inserted;
      });
      return shape(row);
    },

    async update(id: number, label: string, causer: number) {
      const before = await mustFind(id);
      await checkFree(label, id);
      const row = await db.transaction(async (tx) => {
        const updated = await repo.update(tx, id, label, clock());
        if (before.label !== label) {
          await activityLogRepository.record(tx, { table_name: TABLE, target_id: id, action: 'updated', attributes: { label }, old: { label: before.label }, causer_id: causer });
        }
        return updated;
      });
      return shape(row);
    },

    /** Soft delete: audits, drills and detections that chose the item keep showing its label. */
    async remove(id: number, causer: number) {
      const before = await mustFind(id);
      await db.transaction(async (tx) => {
        await repo.softDelete(tx, id, clock());
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: id, action: 'deleted', attributes: {}, old: { list: def.key, label: before.label }, causer_id: causer });
      });
    },
  };
}
