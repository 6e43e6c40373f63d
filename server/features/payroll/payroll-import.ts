import { Readable, Transform } from 'node:stream';
import ExcelJS from 'exceljs';
import { PAYROLL_LAYOUT } from '../../../src/contracts/payroll';
import type { SlipLine } from './payroll.table';

/**
 * Reads a monthly payroll workbook in the documented layout (docs/decisions/payroll.md): the first
 * sheet, a header row, one row per employee. Any bad row refuses the whole file, naming the row
 * and the column; nothing of it is imported.
 */
export interface ParsedSlip {
  row: number;
  nationalId: string;
  fullName: string;
  lines: SlipLine[];
  gross: number;
  deductions: number;
  net: number;
}

export class ImportError extends Error {
  constructor(readonly row: number | null, readonly column: string | null, message: string) {
    super(row ? `${row}. satır${column ? `, "${column}" sütunu` : ''}: ${message}` : message);
  }
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object') {
    if ('result' in v) return cellText(v.result as ExcelJS.CellValue);
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
    if ('text' in v) return String(v.text);
    if (v instanceof Date) return v.toISOString();
  }
  return String(v).trim();
}

function amount(v: ExcelJS.CellValue, row: number, column: string): number {
  const raw = typeof v === 'object' && v !== null && 'result' in v ? v.result : v;
  if (raw === null || raw === undefined || raw === '') return 0;
  let n: number;
  if (typeof raw === 'number') n = raw;
  else {
    const s = String(raw).trim().replace(/\s/g, '');
    // Turkish form 1.234,56 or plain 1234.56
    const normal = /,\d{1,2}$/.test(s) ? s.replace(/\./g, '').replace(',', '.') : s;
    n = /^-?\d+(\.\d+)?$/.test(normal) ? Number(normal) : Number.NaN;
  }
  if (!Number.isFinite(n)) throw new ImportError(row, column, 'sayı olmalıdır.');
  if (n < 0) throw new ImportError(row, column, 'negatif olamaz.');
  if (Math.abs(round2(n) - n) > 1e-9) throw new ImportError(row, column, 'en fazla iki ondalık basamak içerebilir.');
  return round2(n);
}

/**
 * Streams the workbook (exceljs WorkbookReader: the sheet's XML is read row by row; shared strings
 * that come after the sheet are handled by the reader through a temporary file) and yields each
 * checked row. Nothing here grows with the file: the caller writes the rows as they come, in one
 * transaction that a bad row rolls back, and an employee twice in one file is found by the
 * database (the slips' unique user-month index), not by a map of every id read so far.
 * `onBytes` hears how many bytes of the file have been read (progress).
 */
export async function* payrollRows(source: Buffer | Readable, options: { maxRows?: number; onBytes?: (read: number) => void } = {}): AsyncGenerator<ParsedSlip> {
  const maxRows = options.maxRows ?? 200_000;
  let read = 0;
  const input = Buffer.isBuffer(source) ? Readable.from([source]) : source;
  const counted = input.pipe(new Transform({
    transform(chunk: Buffer, _encoding, done) {
      read += chunk.length;
      options.onBytes?.(read);
      done(null, chunk);
    },
  }));
  input.on('error', (error) => counted.destroy(error));
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(counted, { sharedStrings: 'cache', worksheets: 'emit', styles: 'ignore', hyperlinks: 'ignore', entries: 'emit' });
  let columns: ReturnType<typeof headerColumns> | undefined;
  let count = 0;
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = (row as unknown as { values: ExcelJS.CellValue[] }).values;
        const r = (row as unknown as { number: number }).number;
        if (!columns) {
          columns = headerColumns(values);
          continue;
        }
        if (!values.some((v) => cellText(v ?? null) !== '')) continue;
        if (++count > maxRows) throw new ImportError(null, null, `Dosya en fazla ${maxRows} satır içerebilir.`);
        yield parseRow(values, r, columns);
      }
      break; // the first sheet only
    }
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw new ImportError(null, null, 'Dosya okunamadı: bir Excel (.xlsx) dosyası yükleyiniz.');
  } finally {
    counted.destroy();
  }
  if (!columns) throw new ImportError(null, null, 'Dosyada sayfa bulunamadı.');
  if (!count) throw new ImportError(null, null, 'Dosyada bordro satırı bulunamadı.');
}

/** The message of an employee found twice in one file. */
export const duplicateRow = (row: number, earlier: number) => new ImportError(row, PAYROLL_LAYOUT.nationalId, `${earlier}. satırda da var.`);

/** Every row at once (tests). */
export async function parsePayrollWorkbook(bytes: Buffer, maxRows = 200_000): Promise<ParsedSlip[]> {
  const out: ParsedSlip[] = [];
  for await (const slip of payrollRows(bytes, { maxRows })) out.push(slip);
  return out;
}

function headerColumns(values: ExcelJS.CellValue[]) {
  const headers = new Map<number, string>();
  values.forEach((v, col) => {
    const h = cellText(v ?? null);
    if (h) headers.set(col, h);
  });
  const colOf = (name: string) => [...headers].find(([, h]) => h === name)?.[0];
  const idCol = colOf(PAYROLL_LAYOUT.nationalId);
  const nameCol = colOf(PAYROLL_LAYOUT.fullName);
  if (!idCol) throw new ImportError(1, PAYROLL_LAYOUT.nationalId, 'başlık satırında bulunamadı.');
  if (!nameCol) throw new ImportError(1, PAYROLL_LAYOUT.fullName, 'başlık satırında bulunamadı.');
  const items = [...headers].flatMap(([col, h]): { col: number; header: string; kind: SlipLine['kind']; label: string }[] => {
    if (h.startsWith(PAYROLL_LAYOUT.earningPrefix)) return [{ col, header: h, kind: 'earning', label: h.slice(PAYROLL_LAYOUT.earningPrefix.length).trim() }];
    if (h.startsWith(PAYROLL_LAYOUT.deductionPrefix)) return [{ col, header: h, kind: 'deduction', label: h.slice(PAYROLL_LAYOUT.deductionPrefix.length).trim() }];
    return [];
  });
  if (!items.some((i) => i.kind === 'earning')) throw new ImportError(1, `${PAYROLL_LAYOUT.earningPrefix} …`, 'en az bir kazanç sütunu olmalıdır.');
  for (const i of items) if (!i.label) throw new ImportError(1, i.header, 'sütun adı boş olamaz.');
  return { idCol, nameCol, netCol: colOf(PAYROLL_LAYOUT.net), items };
}

function parseRow(values: ExcelJS.CellValue[], r: number, c: NonNullable<ReturnType<typeof headerColumns>>): ParsedSlip {
  const at = (col: number) => values[col] ?? null;
  const nationalId = cellText(at(c.idCol)).replace(/\.0$/, '');
  const fullName = cellText(at(c.nameCol));
  if (!/^[1-9]\d{10}$/.test(nationalId)) throw new ImportError(r, PAYROLL_LAYOUT.nationalId, '11 haneli bir TC kimlik numarası olmalıdır.');
  if (!fullName) throw new ImportError(r, PAYROLL_LAYOUT.fullName, 'boş bırakılamaz.');
  const lines = c.items.map((i) => ({ kind: i.kind, label: i.label, amount: amount(at(i.col), r, i.header) })).filter((l) => l.amount !== 0);
  const gross = round2(lines.filter((l) => l.kind === 'earning').reduce((s, l) => s + l.amount, 0));
  const deductions = round2(lines.filter((l) => l.kind === 'deduction').reduce((s, l) => s + l.amount, 0));
  const net = round2(gross - deductions);
  if (c.netCol) {
    const given = amount(at(c.netCol), r, PAYROLL_LAYOUT.net);
    if (Math.abs(given - net) > 0.009) throw new ImportError(r, PAYROLL_LAYOUT.net, `kazançlar ile kesintilerin farkına (${net.toFixed(2)}) eşit değil.`);
  }
  if (net < 0) throw new ImportError(r, PAYROLL_LAYOUT.net, 'negatif olamaz.');
  return { row: r, nationalId, fullName, lines, gross, deductions, net };
}

/** A workbook in the layout (tests, the seed and the sample download). */
export async function payrollWorkbook(rows: { nationalId: string; fullName: string; earnings: Record<string, number | string>; deductions: Record<string, number | string>; net?: number | string }[]): Promise<Buffer> {
  const earn = [...new Set(rows.flatMap((r) => Object.keys(r.earnings)))];
  const ded = [...new Set(rows.flatMap((r) => Object.keys(r.deductions)))];
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Bordro');
  const withNet = rows.some((r) => r.net !== undefined);
  sheet.addRow([PAYROLL_LAYOUT.nationalId, PAYROLL_LAYOUT.fullName, ...earn.map((e) => `${PAYROLL_LAYOUT.earningPrefix} ${e}`), ...ded.map((d) => `${PAYROLL_LAYOUT.deductionPrefix} ${d}`), ...(withNet ? [PAYROLL_LAYOUT.net] : [])]);
  for (const r of rows) sheet.addRow([r.nationalId, r.fullName, ...earn.map((e) => r.earnings[e] ?? null), ...ded.map((d) => r.deductions[d] ?? null), ...(withNet ? [r.net ?? null] : [])]);
  return Buffer.from(await book.xlsx.writeBuffer());
}
