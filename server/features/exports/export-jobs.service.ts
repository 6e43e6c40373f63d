import { and, eq, inArray, lt, lte } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EXPORT_MESSAGES as M, type ExportJob } from '../../../src/contracts/exports/export-jobs';
import type { AuthContext } from '../../plugins/auth';
import { conflict, notFound } from '../../plugins/http-errors';
import { filesRepository } from '../files/files.repository';
import { filesService } from '../files/files.service';
import { files } from '../files/files.table';
import { storeXlsx, streamXlsx } from '../files/xlsx-export';
import { hashColumns, named } from '../sync/blob-gc';
import { lockBlobs } from '../sync/blob-lock';
import { sourceOf, type ExportKind } from './export-sources';
import { exportJobs } from './exports.table';

export const EXPORT_JOB = 'exports.write';
export const EXPORT_CLEANUP_JOB = 'exports.cleanup';
export const DEFAULT_EXPORT_JOB_ROWS = 5000;
export const DEFAULT_EXPORT_FILE_TTL_HOURS = 24;
/** Progress is written at most this often (a 100,000-row file writes 50 pages of 2,000). */
const PROGRESS_EVERY_MS = 500;
/** Expired files deleted per cleanup run; the next run takes the rest. */
const CLEANUP_BATCH = 200;
/** Failed and expired job rows are kept this long (the requester sees what happened), then deleted. */
const KEEP_FINISHED_DAYS = 30;
/** A job still queued or running after this was lost with its process (pg-boss gives up on it after 30 minutes). */
const STUCK_AFTER_MS = 2 * 3600_000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Row = typeof exportJobs.$inferSelect;

const toJob = (r: Row): ExportJob => ({
  id: r.id, kind: r.kind, file_name: r.file_name, status: r.status, rows_total: r.rows_total, rows_written: r.rows_written, error: r.error,
  created_at: r.created_at.toISOString(), finished_at: r.finished_at?.toISOString() ?? null, expires_at: r.expires_at?.toISOString() ?? null,
});

/** What a route hands over once its permission check and filter are done: how many rows matched and how to read them again. */
export interface ExportRequest<P> {
  source: ExportKind<P>;
  params: P;
  /** Rows the filter matched (a count or the ids read); above the threshold the export becomes a job. */
  total: number;
  fileName: string;
}

/** Large exports off the request path (issue 16, docs/decisions/exports.md). */
export function exportJobsService(app: FastifyInstance) {
  const db = app.deps.database.db;
  const clock = app.deps.clock;
  const threshold = () => app.deps.config.exportJobRows ?? DEFAULT_EXPORT_JOB_ROWS;
  const ttlMs = () => (app.deps.config.exportFileTtlHours ?? DEFAULT_EXPORT_FILE_TTL_HOURS) * 3600_000;

  /** The requester's job: ownership is part of the query, so another user's id reads as missing (404). */
  async function own(id: number, auth: AuthContext): Promise<Row> {
    const [row] = await db.select().from(exportJobs).where(and(eq(exportJobs.id, id), eq(exportJobs.requested_by, auth.userId)));
    if (!row) throw notFound();
    return row;
  }

  const set = (id: number, values: Partial<typeof exportJobs.$inferInsert>) => db.update(exportJobs).set(values).where(eq(exportJobs.id, id));

  return {
    /**
     * Streams a small export on the request (200), or queues a large one and answers 202 with its
     * job. Without the queue (JOBS=off) every export streams, as before jobs existed.
     */
    async deliver<P>(reply: FastifyReply, auth: AuthContext, request: ExportRequest<P>): Promise<void> {
      if (request.total <= threshold() || !app.jobs.boss) {
        const sheet = await request.source.open(app, request.params);
        await streamXlsx(reply, request.fileName, sheet.sheetName, sheet.columns, sheet.pages);
        return;
      }
      // The row and its pg-boss job in one transaction: a rolled-back request leaves no job.
      const job = await db.transaction(async (tx) => {
        const [row] = await tx.insert(exportJobs).values({
          kind: request.source.kind, params: request.params as object, file_name: request.fileName, rows_total: request.total,
          requested_by: auth.userId, created_at: clock(),
        }).returning();
        const jobId = await app.jobs.send(EXPORT_JOB, { export_job_id: row!.id }, { tx });
        const [queued] = await tx.update(exportJobs).set({ job_id: jobId }).where(eq(exportJobs.id, row!.id)).returning();
        return queued!;
      });
      await reply.code(202).send({ data: toJob(job), meta_data: { permission_signature: auth.signature }, helper_data: {} });
    },

    status: async (id: number, auth: AuthContext) => toJob(await own(id, auth)),

    async download(id: number, auth: AuthContext, request: FastifyRequest, reply: FastifyReply) {
      const [found] = await db.select({ job: exportJobs, file: files }).from(exportJobs)
        .leftJoin(files, eq(files.id, exportJobs.file_id))
        .where(and(eq(exportJobs.id, id), eq(exportJobs.requested_by, auth.userId)));
      if (!found) throw notFound();
      const { job, file } = found;
      if (job.status === 'failed') throw conflict(job.error ?? M.failed);
      if (job.status === 'expired' || (job.expires_at && job.expires_at <= clock())) throw conflict(M.expired);
      if (job.status !== 'done' || !file) throw conflict(M.notReady);
      await filesService(app).sendFile(file, request, reply);
    },

    /**
     * The job: writes the source's rows with the streaming writer into the file store (storeXlsx),
     * recording rows written as it goes. A failure leaves the requester a Turkish message and the
     * cause in the log; it is not retried (the requester exports again).
     */
    async write(id: number): Promise<{ status: 'done' | 'skipped'; rows: number }> {
      const [job] = await db.select().from(exportJobs).where(eq(exportJobs.id, id));
      if (!job || job.status === 'done' || job.status === 'expired') return { status: 'skipped', rows: 0 };
      await set(id, { status: 'running', rows_written: 0, error: null });
      try {
        const sheet = await sourceOf(job.kind)(app, job.params);
        let last = Date.now();
        const { sha256, size, rows } = await storeXlsx(app.fileStore, sheet.sheetName, sheet.columns, sheet.pages, async (written) => {
          if (Date.now() - last < PROGRESS_EVERY_MS) return;
          last = Date.now();
          await set(id, { rows_written: written });
        });
        const now = clock();
        await db.transaction(async (tx) => {
          const file = await filesRepository.insert(tx, { sha256, size, mime_type: XLSX, original_name: job.file_name, owner_user_id: job.requested_by, created_at: now });
          // The total becomes what the file holds (records deleted since the count are not in it).
          await tx.update(exportJobs).set({
            status: 'done', rows_written: rows, rows_total: rows, file_id: file.id, finished_at: now, expires_at: new Date(now.getTime() + ttlMs()),
          }).where(eq(exportJobs.id, id));
        });
        return { status: 'done', rows };
      } catch (error) {
        app.log.error({ err: error, export_job_id: id, kind: job.kind }, 'export job failed');
        await set(id, { status: 'failed', error: M.failed, finished_at: clock() });
        throw error;
      }
    },

    /**
     * The scheduled cleanup: finished files past their expiry lose their files row, and their bytes
     * when nothing else names them (under the blob lock, as the blob collector does); old failed and
     * expired rows go.
     */
    async cleanup(now: Date = clock()): Promise<{ expired: number; deleted: number }> {
      const due = await db.select({ id: exportJobs.id, file_id: files.id, sha256: files.sha256 }).from(exportJobs)
        .leftJoin(files, eq(files.id, exportJobs.file_id))
        .where(and(eq(exportJobs.status, 'done'), lte(exportJobs.expires_at, now))).orderBy(exportJobs.expires_at).limit(CLEANUP_BATCH);
      const result = { expired: 0, deleted: 0 };
      const columns = due.length ? await hashColumns(db) : [];
      for (const job of due) {
        await db.transaction(async (tx) => {
          if (job.sha256) await lockBlobs(tx, [job.sha256], 'exclusive');
          await tx.update(exportJobs).set({ status: 'expired', file_id: null }).where(eq(exportJobs.id, job.id));
          if (job.file_id) await tx.delete(files).where(eq(files.id, job.file_id));
          result.expired++;
          if (job.sha256 && !(await named(tx, job.sha256, columns))) {
            await app.fileStore.remove(job.sha256);
            result.deleted++;
          }
        });
      }
      // A job whose process died mid-write is past pg-boss's time limit long before this: its requester stops waiting.
      await db.update(exportJobs).set({ status: 'failed', error: M.failed, finished_at: now }).where(and(
        inArray(exportJobs.status, ['queued', 'running']), lt(exportJobs.created_at, new Date(now.getTime() - STUCK_AFTER_MS)),
      ));
      await db.delete(exportJobs).where(and(
        inArray(exportJobs.status, ['failed', 'expired']), lt(exportJobs.created_at, new Date(now.getTime() - KEEP_FINISHED_DAYS * 24 * 3600_000)),
      ));
      return result;
    },
  };
}
