import ExcelJS from 'exceljs';
import { SHIFT_COLUMNS } from '../../../src/contracts/transfers/shift-rows';

/** Test and benchmark fixtures: a shift file as the planners' export looks (header + rows). */
export const SHIFT_HEADER = SHIFT_COLUMNS.map((c) => c.header);

export async function shiftXlsx(rows: readonly (readonly (string | number)[])[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Servis');
  sheet.addRow(SHIFT_HEADER);
  for (const r of rows) sheet.addRow([...r]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const shiftCsv = (rows: readonly (readonly (string | number)[])[]) =>
  [SHIFT_HEADER, ...rows].map((r) => r.map((c) => (/[;"\n]/.test(String(c)) ? `"${String(c).replace(/"/g, '""')}"` : String(c))).join(';')).join('\r\n');

/** A valid 11-digit national id for person `i` (format only: the import checks the form). */
export const nidOf = (i: number) => `${String(10_000_000_000 + i * 7 + 3).slice(0, 11)}`;
