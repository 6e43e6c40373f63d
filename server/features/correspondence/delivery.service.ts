import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { turkeyDate } from '../../../src/contracts/dashboard';
import type { Executor } from '../../db/client';
import { audienceRepository } from './audience.repository';
import { correspondenceRepository as repo } from './correspondence.repository';

export const DELIVER_JOB_NAME = 'correspondence.deliver';

/**
 * Delivery: an approved item whose send day has come is resolved to people once. Runs in the job
 * (pg-boss); `enqueue` is called inside the approving transaction, so a rolled-back approval
 * leaves no job. With the queue off (tests, JOBS=off) nothing is queued: the every-minute job or a
 * test's `app.jobs.run` delivers.
 */
export function deliveryService(app: FastifyInstance) {
  const db = app.deps.database.db;

  async function deliverOne(id: number, now: Date): Promise<number | null> {
    return db.transaction(async (tx) => {
      const item = await repo.lock(tx, id);
      if (!item || item.deleted_at || item.status !== 'approved' || item.delivered_at || !item.sent_at || item.sent_at > turkeyDate(now)) return null;
      const count = await audienceRepository.deliver(tx, id, item.send_to_everyone, now);
      await tx.execute(sql`update correspondences set delivered_at = ${now} where id = ${id}`);
      return count;
    });
  }

  return {
    deliverOne,

    /** One item (when named) or every due item; answers how many people were reached. */
    async deliverDue(now: Date, id?: number): Promise<{ delivered: number; people: number }> {
      const ids = id ? [id] : await repo.due(db, turkeyDate(now));
      let people = 0;
      let delivered = 0;
      for (const one of ids) {
        const n = await deliverOne(one, now);
        if (n === null) continue;
        people += n;
        delivered += 1;
      }
      return { delivered, people };
    },

    async enqueue(tx: Executor, id: number) {
      if (app.jobs.boss) await app.jobs.send(DELIVER_JOB_NAME, { id }, { tx });
    },
  };
}
