import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  checkRow, headerIndex, parseCsv, SHIFT_IMPORT_MESSAGES as M, type BadRow, type ShiftLookups, type ShiftRow,
} from '../../../src/contracts/transfers/shift-rows';

/** Rows a shift file may hold: a day of a large airport is ~20,000 people (issue 15). */
export const MAX_SHIFT_ROWS = 50_000;
export const XLSX_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export class ShiftFileError extends Error {}

export interface ReadShifts {
  rows: ShiftRow[];
  bad: BadRow[];
}

function cellText(v: ExcelJS.CellValue | undefined): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) {
    // Excel keeps a time-only cell as a date on 1899-12-30; its UTC clock is the time typed.
    return `${String(v.getUTCHours()).padStart(2, '0')}:${String(v.getUTCMinutes()).padStart(2, '0')}`;
  }
  if (typeof v === 'object') {
    if ('result' in v) return cellText(v.result as ExcelJS.CellValue);
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
    if ('text' in v) return String(v.text);
  }
  // Without styles a time cell is its day fraction (07:10 = 0.2986…); normaliseTime reads it, midnight included.
  if (typeof v === 'number' && v >= 0 && v < 1) return v === 0 ? '0.0' : String(v);
  return String(v).trim();
}

/** The rows of the file as text cells (line numbers kept): xlsx streamed row by row, or CSV. */
async function* cellRows(bytes: Buffer, isXlsx: boolean): AsyncGenerator<{ line: number; cells: string[] }> {
  if (!isXlsx) {
    const rows = parseCsv(bytes.toString('utf8'));
    for (let i = 0; i < rows.length; i++) yield { line: i + 1, cells: rows[i]! };
    return;
  }
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), { sharedStrings: 'cache', worksheets: 'emit', styles: 'ignore', hyperlinks: 'ignore', entries: 'emit' });
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const values = (row as unknown as { values: ExcelJS.CellValue[] }).values;
      // exceljs rows are 1-based: values[0] is empty.
      yield { line: (row as unknown as { number: number }).number, cells: values.slice(1).map((v) => cellText(v)) };
    }
    break; // the first sheet only
  }
}

/** Reads and checks every row; bad rows are collected with their line, never skipped silently. */
export async function readShiftFile(bytes: Buffer, isXlsx: boolean, lookups: ShiftLookups): Promise<ReadShifts> {
  let index: ReturnType<typeof headerIndex>['index'] | undefined;
  const rows: ShiftRow[] = [];
  const bad: BadRow[] = [];
  const seen = new Map<string, number>();
  try {
    for await (const { line, cells } of cellRows(bytes, isXlsx)) {
      if (!cells.some((c) => c.trim() !== '')) continue;
      if (!index) {
        const h = headerIndex(cells);
        if (h.missing.length) throw new ShiftFileError(Object.keys(h.index).length === 0 ? M.noHeader : h.missing.map(M.missingColumn).join(' '));
        index = h.index;
        continue;
      }
      if (rows.length + bad.length >= MAX_SHIFT_ROWS) throw new ShiftFileError(M.tooMany(MAX_SHIFT_ROWS));
      const r = checkRow(cells, line, index, lookups, seen);
      if ('row' in r) rows.push(r.row);
      else bad.push(r.bad);
    }
  } catch (error) {
    if (error instanceof ShiftFileError) throw error;
    throw new ShiftFileError(M.noHeader);
  }
  if (!index) throw new ShiftFileError(M.noHeader);
  if (!rows.length && !bad.length) throw new ShiftFileError(M.empty);
  return { rows, bad };
}
