/**
 * npx tsx tests/bench/payroll.ts — the issue 12 payroll numbers, each beside a baseline of the same run:
 *  1. parsing a BENCH_ROWS-row payroll workbook (streamed) vs. only reading its cells with the same
 *     streaming reader (the floor), in rows/s, with the peak RSS growth while parsing (rows are
 *     handed on one by one, as the import job writes them);
 *  2. rendering one slip PDF (median and p95 over 100) vs. an empty pdfkit document.
 * Default BENCH_ROWS 100000. Pure: no database (the import's INSERTs are 1,000 rows per statement).
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { payrollRows, type ParsedSlip } from '../../server/features/payroll/payroll-import';
import { renderPayslip } from '../../server/features/payroll/payslip-pdf';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const pct = (list: number[], p: number) => [...list].sort((a, b) => a - b)[Math.floor(list.length * p)]!;

async function workbook(rows: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const sink = new (await import('node:stream')).Writable({ write(c, _e, cb) { chunks.push(c as Buffer); cb(); } });
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useSharedStrings: false, useStyles: false });
  const sheet = book.addWorksheet('Bordro');
  sheet.addRow(['TC Kimlik No', 'Ad Soyad', 'Kazanç: Brüt Ücret', 'Kazanç: Fazla Mesai', 'Kazanç: Yemek Yardımı', 'Kesinti: SGK İşçi Payı', 'Kesinti: Gelir Vergisi', 'Net Ödenen']).commit();
  for (let i = 0; i < rows; i++) {
    const gross = 30000 + (i % 400) * 25;
    sheet.addRow([String(10000000000 + i * 7), `Personel ${i}`, gross, 1200.5, 900, 4200, 3100.25, gross + 1200.5 + 900 - 4200 - 3100.25]).commit();
  }
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

async function readOnly(bytes: Buffer): Promise<number> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), { sharedStrings: 'cache', worksheets: 'emit', styles: 'ignore', hyperlinks: 'ignore', entries: 'emit' });
  let n = 0;
  for await (const sheet of reader) {
    for await (const row of sheet) n += (row as unknown as { values: unknown[] }).values.length > 0 ? 1 : 0;
    break;
  }
  return n;
}

async function main() {
  let start = process.hrtime.bigint();
  const bytes = await workbook(ROWS);
  console.log(`workbook: ${ROWS} rows, ${(bytes.length / 1e6).toFixed(1)} MB, written in ${(ms(start) / 1000).toFixed(1)} s`);

  start = process.hrtime.bigint();
  const cells = await readOnly(bytes);
  const floor = ms(start);
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const timer = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 50);
  start = process.hrtime.bigint();
  // As the import job does: rows are checked and handed on one by one, never all held.
  let count = 0;
  let first: ParsedSlip | undefined;
  for await (const slip of payrollRows(bytes, 200_000)) {
    first ??= slip;
    count++;
  }
  const slips = { length: count, 0: first! };
  const parse = ms(start);
  clearInterval(timer);
  console.log(`parse: ${slips.length} slips in ${(parse / 1000).toFixed(2)} s = ${Math.round(slips.length / (parse / 1000))} rows/s; reading only (${cells} rows): ${Math.round(cells / (floor / 1000))} rows/s; ratio ${(parse / floor).toFixed(2)}; peak RSS growth ${((peak - rssBefore) / 1e6).toFixed(0)} MB`);

  const model = { companyName: 'Apron Havacılık ve Güvenlik Hizmetleri A.Ş.', fullName: 'Ayşe Doğan', nationalId: '12345678901', year: 2026, month: 10,
    lines: slips[0]!.lines, gross: slips[0]!.gross, deductions: slips[0]!.deductions, net: slips[0]!.net, viewerName: 'Ayşe Doğan', viewedAt: new Date() };
  await renderPayslip(model);
  const slipTimes: number[] = [];
  for (let i = 0; i < 100; i++) {
    start = process.hrtime.bigint();
    await renderPayslip(model);
    slipTimes.push(ms(start));
  }
  const emptyTimes: number[] = [];
  for (let i = 0; i < 100; i++) {
    start = process.hrtime.bigint();
    await new Promise<void>((resolve) => { const d = new PDFDocument(); d.on('data', () => {}); d.on('end', () => resolve()); d.end(); });
    emptyTimes.push(ms(start));
  }
  console.log(`slip PDF: median ${pct(slipTimes, 0.5).toFixed(1)} ms, p95 ${pct(slipTimes, 0.95).toFixed(1)} ms; empty pdfkit document median ${pct(emptyTimes, 0.5).toFixed(1)} ms`);
}

void main();
