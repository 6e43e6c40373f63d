import type { FastifyReply } from 'fastify';
import { displayDate, displayDateTime } from '../../../src/contracts/display-dates';
import { contentDisposition } from './file-safety';
import { mapPages, streamXlsx } from './xlsx-export';
import { xlsxBuffer } from './xlsx-stream';

/**
 * The Excel exports of the lists (spec 2 "Excel'e aktar"): one sheet, Turkish headers, a bold,
 * frozen, filterable header row and one row per record; rows are records keyed by the columns'
 * keys. Written by xlsx-stream.ts: into a Buffer for the small ones, page by page to the reply for
 * the ones that can be large (sendWorkbookPages).
 */

/** A column: its Turkish header, the row field it shows, its width in characters. */
export interface WorkbookColumn {
  header: string;
  key: string;
  width: number;
}

/** Absent values stay empty cells: give null, not ''. */
export type WorkbookRow = Record<string, string | number | null | undefined>;

/** A row's cells in the columns' order. */
const cellsOf = (columns: readonly WorkbookColumn[]) => {
  const keys = columns.map((c) => c.key);
  return (row: WorkbookRow) => keys.map((key) => row[key]);
};

export function workbook(sheetName: string, columns: readonly WorkbookColumn[], rows: readonly WorkbookRow[]): Promise<Buffer> {
  return xlsxBuffer(sheetName, columns, rows.map(cellsOf(columns)));
}

/** Streams the pages' records, each shown by `row`, to the reply as a download under the spec's file name (see xlsx-export.ts). */
export async function sendWorkbookPages<T>(
  reply: FastifyReply, name: string, sheetName: string, columns: readonly WorkbookColumn[], pages: AsyncIterable<readonly T[]>, row: (item: T) => WorkbookRow,
): Promise<void> {
  const cells = cellsOf(columns);
  await streamXlsx(reply, name, sheetName, columns, mapPages(pages, (page) => page.map((item) => cells(row(item)))));
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sends a workbook as a download under the spec's file name; never cached. */
export async function sendWorkbook(reply: FastifyReply, name: string, buffer: Buffer): Promise<void> {
  reply.header('content-type', XLSX).header('content-disposition', contentDisposition(name)).header('cache-control', 'no-store');
  await reply.send(buffer);
}

/** dd/mm/yyyy HH:mm in Türkiye's time (the app's one display format, src/contracts/display-dates); '' for none. */
export const turkishDateTime = (iso: string | null) => displayDateTime(iso);

/** '2026-03-10' -> '10/03/2026' (the same format as the screens); null for none. */
export const turkishDay = (day: string | null) => (day ? displayDate(day) : null);
