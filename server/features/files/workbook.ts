import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from './file-safety';

/**
 * The Excel exports of the lists (spec 2 "Excel'e aktar"): one sheet, Turkish headers, a bold,
 * frozen, filterable header row and one row per record.
 */

/** A column: its Turkish header, the row field it shows, its width in characters. */
export interface WorkbookColumn {
  header: string;
  key: string;
  width: number;
}

/** Absent values stay empty cells: give null, not ''. */
export type WorkbookRow = Record<string, string | number | null | undefined>;

export async function workbook(sheetName: string, columns: readonly WorkbookColumn[], rows: readonly WorkbookRow[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Apron';
  const sheet = book.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map(({ header, key, width }) => ({ header, key, width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return Buffer.from(await book.xlsx.writeBuffer());
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sends a workbook as a download under the spec's file name; never cached. */
export async function sendWorkbook(reply: FastifyReply, name: string, buffer: Buffer): Promise<void> {
  reply.header('content-type', XLSX).header('content-disposition', contentDisposition(name)).header('cache-control', 'no-store');
  await reply.send(buffer);
}

const dateTime = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit',
});

/** '05.01.2026 09:30' in Türkiye's time, as people there read it; '' for none. */
export const turkishDateTime = (iso: string | null) => (iso ? dateTime.format(new Date(iso)).replace(',', '') : '');

/** '2026-03-10' -> '10.03.2026', as people in Türkiye read a day; null for none. */
export const turkishDay = (day: string | null) => (day ? `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}` : null);
