import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import { rows } from '../../db/sql';
import { lockBlobs } from './blob-lock';

export const DEFAULT_BLOB_GC_GRACE_DAYS = 7;
/** Hashes looked at per run; the next run takes the rest. */
const BATCH = 500;

export interface BlobGcResult {
  /** Upload rows older than the grace period that were removed. */
  uploads: number;
  /** Stored objects deleted because nothing named them any more. */
  deleted: number;
  /** Hashes whose bytes stayed: a record (or a newer upload) still names them. */
  kept: number;
}

/**
 * Every column that names stored bytes by hash, outside the upload rows themselves: found in the
 * catalogue, so a feature that adds one (files.sha256, payroll's file_sha256, …) is protected
 * without a list to keep up to date.
 */
export async function hashColumns(db: Executor): Promise<{ table: string; column: string }[]> {
  const found = rows<{ table_name: string; column_name: string }>(await db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and column_name like '%sha256%' and table_name <> 'blobs'
      and data_type in ('character varying', 'text', 'character')
    order by table_name, column_name`));
  return found.map((r) => ({ table: r.table_name, column: r.column_name }));
}

/** Whether any upload row or hash column names the bytes (the caller holds the hash's lock). */
export async function named(tx: Executor, sha256: string, columns: { table: string; column: string }[]): Promise<boolean> {
  const checks = [sql`select 1 from blobs where sha256 = ${sha256}`, ...columns.map((c) => sql`select 1 from ${sql.identifier(c.table)} where ${sql.identifier(c.column)} = ${sha256}`)];
  const result = await tx.execute(sql`select exists (${sql.join(checks, sql` union all `)}) as named`);
  return Boolean(rows<{ named: boolean }>(result)[0]?.named);
}

/**
 * The blob collector (docs/offline.md §3, issue 16): bytes a device uploaded to PUT /blobs/{sha256}
 * that no record came to name. Upload rows older than the grace period (BLOB_GC_GRACE_DAYS,
 * default 7) are removed; their bytes are deleted when nothing else names them: no other upload
 * row, no files row, no other hash column. Each hash under an exclusive advisory lock (blob-lock.ts),
 * so an upload or a record commit naming it at that moment either comes first (and is seen) or
 * after (and finds the upload row gone: 409 missing_blobs, the outbox uploads again).
 * A device that still needs bytes keeps its own copy until the server confirms the record.
 */
export async function collectBlobs(app: FastifyInstance, now: Date = app.deps.clock()): Promise<BlobGcResult> {
  const { db } = app.deps.database;
  const days = Math.max(1, app.deps.config.blobGcGraceDays ?? DEFAULT_BLOB_GC_GRACE_DAYS);
  const before = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const result: BlobGcResult = { uploads: 0, deleted: 0, kept: 0 };
  const expired = rows<{ sha256: string }>(await db.execute(sql`
    select distinct sha256 from blobs where created_at < ${before} order by sha256 limit ${BATCH}`)).map((r) => r.sha256);
  if (expired.length === 0) return result;
  const columns = await hashColumns(db);
  for (const sha256 of expired) {
    await db.transaction(async (tx) => {
      await lockBlobs(tx, [sha256], 'exclusive');
      const removed = rows(await tx.execute(sql`delete from blobs where sha256 = ${sha256} and created_at < ${before} returning 1`));
      result.uploads += removed.length;
      if (await named(tx, sha256, columns)) {
        result.kept++;
        return;
      }
      // Still under the lock: nobody can make the hash named until the bytes are gone.
      await app.fileStore.remove(sha256);
      result.deleted++;
    });
  }
  return result;
}
