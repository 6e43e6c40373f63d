import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { FAILED_JOB_MESSAGES as M, type FailedJob } from '../../../src/contracts/organisation/failed-jobs';
import type { Page } from '../../db/sql';
import { offsetOf, pageMeta } from '../../db/sql';
import { HttpError, conflict, notFound } from '../../plugins/http-errors';
import { activityLogRepository } from '../activity-log/activity-log.repository';
import { iso, rowsOf } from './shared';

interface JobRow { id: string; name: string; data: unknown; output: unknown; retry_count: number; created_on: Date | string; completed_on: Date | string | null }

const errorOf = (output: unknown): string | null => {
  if (output == null) return null;
  if (typeof output === 'object' && 'message' in (output as object)) return String((output as { message: unknown }).message);
  return JSON.stringify(output);
};
const toIso = (d: Date | string | null) => (d === null ? null : iso(new Date(d)));

/**
 * The failed jobs of pg-boss (spec 1 "failed jobs"): read from its own table (state 'failed'; they
 * stay 30 days before pg-boss archives them, JOB_SETTINGS), retried by hand (the handler runs in
 * this request, and a success completes the job) or through the queue (pg-boss's retry).
 */
export function failedJobsService(app: FastifyInstance) {
  const db = app.deps.database.db;

  /** pg-boss makes its schema when the queue first starts; before that there is nothing failed. */
  const hasQueue = async () => rowsOf<{ t: string | null }>(await db.execute(sql`select to_regclass('pgboss.job')::text as t`))[0]?.t != null;
  // The screen shows a payload as compact JSON ({"report_id":5}) while jsonb's text has spaces
  // ({"report_id": 5}): both forms match, so a payload copied from the list finds its job.
  const compact = (column: SQL) => sql`replace(replace(${column}::text, '": ', '":'), ', "', ',"')`;
  const payloadMatch = (payload?: string) => (payload
    ? sql`and (j.name ilike ${`%${payload}%`} or j.data::text ilike ${`%${payload}%`} or ${compact(sql`j.data`)} ilike ${`%${payload}%`} or j.output::text ilike ${`%${payload}%`})` : sql``);
  const toJob = (r: JobRow): FailedJob => ({
    id: r.id, name: r.name, payload: JSON.stringify(r.data ?? {}), error: errorOf(r.output), retry_count: Number(r.retry_count),
    created_at: toIso(r.created_on)!, failed_at: toIso(r.completed_on),
  });

  async function find(id: string): Promise<JobRow> {
    if (!(await hasQueue())) throw notFound();
    const [r] = rowsOf<JobRow>(await db.execute(sql`select j.id::text, j.name, j.data, j.output, j.retry_count, j.created_on, j.completed_on
      from pgboss.job j where j.id = ${id}::uuid and j.state = 'failed'`));
    if (!r) throw notFound();
    return r;
  }

  /** pg-boss ids are UUIDs: the log keeps the id in its attributes (target 0). */
  const log = (action: string, attributes: Record<string, unknown>, causer: number) =>
    activityLogRepository.record(db, { table_name: 'failed_jobs', target_id: 0, action, attributes, causer_id: causer });

  return {
    async list(q: Page & { payload?: string }) {
      if (!(await hasQueue())) return { data: [], meta: pageMeta(q, 0) };
      const where = sql`j.state = 'failed' ${payloadMatch(q.payload)}`;
      const [rows, total] = await Promise.all([
        db.execute(sql`select j.id::text, j.name, j.data, j.output, j.retry_count, j.created_on, j.completed_on from pgboss.job j
          where ${where} order by j.completed_on desc nulls last, j.created_on desc limit ${q.perpage} offset ${offsetOf(q)}`),
        db.execute(sql`select count(*)::int as n from pgboss.job j where ${where}`),
      ]);
      return { data: rowsOf<JobRow>(rows).map(toJob), meta: pageMeta(q, Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0)) };
    },
    async form() {
      const queues = (await hasQueue())
        ? rowsOf<{ name: string; failed: number }>(await db.execute(sql`select name, count(*)::int as failed from pgboss.job where state = 'failed' group by name order by name`))
        : [];
      return { modes: [{ value: 0, label: 'Manual' }, { value: 1, label: 'Queue' }], queues: queues.map((r) => ({ name: r.name, failed: Number(r.failed) })) };
    },
    find: async (id: string) => toJob(await find(id)),
    /** queue 0: the handler runs here with the job's data; 1: pg-boss puts the job back in its queue. */
    async retry(id: string, queue: number, causer: number) {
      const job = await find(id);
      await log('retried', { job_id: id, name: job.name, queue }, causer);
      if (queue === 1) {
        if (!app.jobs.boss) throw conflict(M.queueOff);
        await app.jobs.boss.retry(job.name, job.id);
        return { message: M.retriedQueue, output: null };
      }
      if (!app.jobs.names.includes(job.name)) throw conflict(M.unknownJob);
      let output: unknown;
      try {
        output = await app.jobs.run(job.name, (job.data ?? {}) as object);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await db.execute(sql`update pgboss.job set output = ${JSON.stringify({ message })}::jsonb, retry_count = retry_count + 1 where id = ${id}::uuid`);
        throw new HttpError(422, { message: M.failedAgain(message) });
      }
      await db.execute(sql`update pgboss.job set state = 'completed', completed_on = now(), output = ${JSON.stringify(output ?? null)}::jsonb
        where id = ${id}::uuid and state = 'failed'`);
      return { message: M.retriedManual, output: output === undefined ? null : JSON.stringify(output) };
    },
    async retryAll(payload: string | undefined, causer: number) {
      if (!app.jobs.boss) throw conflict(M.queueOff);
      if (!(await hasQueue())) return { retried: 0, message: M.retriedMany(0) };
      const rows = rowsOf<{ id: string; name: string }>(await db.execute(sql`select j.id::text, j.name from pgboss.job j where j.state = 'failed' ${payloadMatch(payload)} limit 1000`));
      const byName = new Map<string, string[]>();
      for (const r of rows) byName.set(r.name, [...(byName.get(r.name) ?? []), r.id]);
      for (const [name, ids] of byName) await app.jobs.boss.retry(name, ids);
      await log('retried', { job_ids: rows.map((r) => r.id), payload: payload ?? null, queue: 1 }, causer);
      return { retried: rows.length, message: M.retriedMany(rows.length) };
    },
    async remove(id: string, causer: number) {
      const job = await find(id);
      await log('deleted', { job_id: id, name: job.name, payload: job.data ?? null }, causer);
      if (app.jobs.boss) await app.jobs.boss.deleteJob(job.name, job.id);
      else await db.execute(sql`delete from pgboss.job where id = ${id}::uuid and name = ${job.name}`);
    },
  };
}
