import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from './file-safety';
import type { FileStore } from './file-store';
import type { XlsxColumn } from './xlsx-parts';
import { XlsxStream, type XlsxCell } from './xlsx-stream';

/**
 * The list exports' one loop (issues 10 and 16): pages of rows are read, written into the sheet and
 * leave memory before the next page is read, and a slow client slows the reads (backpressure), so a
 * large export takes the memory of one page and never builds the whole file on the request thread.
 */

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Records read (and mapped) per page of a list export. */
export const EXPORT_PAGE = 250;

/** Sends the pages' rows as an .xlsx download under the given file name; never cached. */
export async function streamXlsx(
  reply: FastifyReply, fileName: string, sheetName: string, columns: readonly XlsxColumn[], pages: AsyncIterable<Iterable<readonly XlsxCell[]>>,
): Promise<void> {
  const out = new PassThrough();
  reply.header('content-type', XLSX).header('content-disposition', contentDisposition(fileName)).header('cache-control', 'no-store');
  // A page failing midway aborts the stream: the download breaks rather than looking complete.
  const done = writeXlsx(out, sheetName, columns, pages).catch((error: unknown) => out.destroy(error as Error));
  await reply.send(out);
  await done;
}

/**
 * Writes the pages' rows into `out` (a reply's stream, or a file for an export job) and ends it;
 * `afterPage` hears how many rows are written so far (an export job's progress). Answers the row count.
 */
export async function writeXlsx(
  out: Writable, sheetName: string, columns: readonly XlsxColumn[], pages: AsyncIterable<Iterable<readonly XlsxCell[]>>,
  afterPage?: (rowsWritten: number) => Promise<void>,
): Promise<number> {
  const sheet = new XlsxStream(out, sheetName, columns);
  let written = 0;
  for await (const rows of pages) {
    const list = Array.isArray(rows) ? (rows as readonly XlsxCell[][]) : [...rows];
    // PGlite answers within microtasks, and a reply (or file) that keeps up never waits for 'drain':
    // without a turn of the event loop the whole export ran before any other request (3 s at 20,000
    // rows). One turn per EXPORT_PAGE rows, also inside the employee list's 2,000-row batches.
    for (let i = 0; i < list.length; i += EXPORT_PAGE) {
      await sheet.addRows(list.slice(i, i + EXPORT_PAGE));
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    written += list.length;
    await afterPage?.(written);
  }
  await sheet.end();
  return written;
}

/**
 * Writes the pages' rows into a file beside the process, then moves it into the file store without
 * reading it into memory (`putFile`): an export job's file, a background report's. Answers the
 * stored address and the row count; the file aside is gone whether or not it succeeded.
 */
export async function storeXlsx(
  store: FileStore, sheetName: string, columns: readonly XlsxColumn[], pages: AsyncIterable<Iterable<readonly XlsxCell[]>>,
  afterPage?: (rowsWritten: number) => Promise<void>,
): Promise<{ sha256: string; size: number; rows: number }> {
  const temp = join(tmpdir(), `apron-xlsx-${randomUUID()}.xlsx`);
  const out = createWriteStream(temp);
  try {
    const rows = await writeXlsx(out, sheetName, columns, pages, afterPage);
    await finished(out);
    const { sha256, size } = await store.putFile(temp);
    return { sha256, size, rows };
  } catch (error) {
    // Closed before the file is removed, so a late open cannot leave it behind.
    out.destroy();
    await finished(out).catch(() => undefined);
    await rm(temp, { force: true });
    throw error;
  }
}

/**
 * Pages read by id: the matching ids come first, in the list's order, from one light query with the
 * list's WHERE (so the permission rules stay in SQL), then each page's rows by those ids. Every page
 * costs the same, where an OFFSET page sorts and skips every row before it (20,000 demand steps took
 * 30 s in 80 offset pages on PostgreSQL), and the file is the set that matched when it began.
 */
export async function* idPages<T>(ids: readonly number[], read: (ids: number[]) => Promise<T[]>, idOf: (row: T) => number, size = EXPORT_PAGE): AsyncGenerator<T[]> {
  for (let i = 0; i < ids.length; i += size) {
    const slice = ids.slice(i, i + size);
    const byId = new Map((await read(slice)).map((row) => [idOf(row), row]));
    // In the ids' order; a record deleted since the ids were read is left out.
    const rows = slice.flatMap((id) => byId.get(id) ?? []);
    if (rows.length) yield rows;
  }
}

/**
 * Offset pages of a query in a total order (its ORDER BY ends with the id, so pages neither overlap
 * nor skip), until a short page. Offsets rather than a keyset because the lists sort by the user's
 * column: a record saved during the download may shift one row between pages, acceptable for the
 * capped (≤ 2000-row) reports and cheaper than holding a transaction open while a slow client reads.
 * For rows without one id (the unperformed drills' person × project pairs); idPages otherwise.
 */
export async function* offsetPages<T>(read: (offset: number, limit: number) => Promise<T[]>, size: number): AsyncGenerator<T[]> {
  for (let offset = 0; ; offset += size) {
    const rows = await read(offset, size);
    if (rows.length) yield rows;
    if (rows.length < size) return;
  }
}

/** Each page mapped (the same lookups the list makes, a page at a time). */
export async function* mapPages<P, U>(pages: AsyncIterable<P>, map: (page: P) => U | Promise<U>): AsyncGenerator<U> {
  for await (const page of pages) yield await map(page);
}
