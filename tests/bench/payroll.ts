/**
 * npx tsx tests/bench/payroll.ts — the issue 12 payroll numbers, each beside a baseline of the same run:
 *  1. parsing a payroll workbook streamed from a file (as the import job reads the file store) at
 *     20,000 and at BENCH_ROWS rows, each in a fresh child process, vs. only reading its cells with
 *     the same streaming reader (the floor), in rows/s; with the peak RSS growth while parsing and
 *     the live heap (after a forced collection, sampled every 10,000 rows) — flat memory means the
 *     two sizes grow alike;
 *  2. rendering one slip PDF (median and p95 over 200, wall and CPU time) vs. an empty pdfkit document.
 * Default BENCH_ROWS 100000. Pure: no database (the import's INSERTs are 1,000 rows per statement).
 */
import { execFileSync } from 'node:child_process';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { payrollRows } from '../../server/features/payroll/payroll-import';
import { renderPayslip } from '../../server/features/payroll/payslip-pdf';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const pct = (list: number[], p: number) => [...list].sort((a, b) => a - b)[Math.floor(list.length * p)]!;

/** A workbook in the layout, written to a file by the streaming writer (never whole in memory). */
async function workbook(rows: number, path: string): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: createWriteStream(path), useSharedStrings: false, useStyles: false });
  const sheet = book.addWorksheet('Bordro');
  sheet.addRow(['TC Kimlik No', 'Ad Soyad', 'Kazanç: Brüt Ücret', 'Kazanç: Fazla Mesai', 'Kazanç: Yemek Yardımı', 'Kesinti: SGK İşçi Payı', 'Kesinti: Gelir Vergisi', 'Net Ödenen']).commit();
  for (let i = 0; i < rows; i++) {
    const gross = 30000 + (i % 400) * 25;
    sheet.addRow([String(10000000000 + i * 7), `Personel ${i}`, gross, 1200.5, 900, 4200, 3100.25, gross + 1200.5 + 900 - 4200 - 3100.25]).commit();
  }
  sheet.commit();
  await book.commit();
}

async function readOnly(path: string): Promise<number> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(createReadStream(path), { sharedStrings: 'cache', worksheets: 'emit', styles: 'ignore', hyperlinks: 'ignore', entries: 'emit' });
  let n = 0;
  for await (const sheet of reader) {
    for await (const row of sheet) n += (row as unknown as { values: unknown[] }).values.length > 0 ? 1 : 0;
    break;
  }
  return n;
}

interface ParseResult { rows: number; mb: number; parseMs: number; floorMs: number; rssMb: number; heapMb: number; bytesRead: number }

/** One size, in this (child) process: write the file, read it once bare, then parse it as the import does. */
async function parseRun(rows: number): Promise<ParseResult> {
  const dir = mkdtempSync(join(os.tmpdir(), 'payroll-bench-'));
  const path = join(dir, 'bordro.xlsx');
  try {
    await workbook(rows, path);
    let start = process.hrtime.bigint();
    const cells = await readOnly(path);
    const floorMs = ms(start) * (rows / Math.max(1, cells));
    const gc = global.gc ?? (() => {});
    gc();
    const rssBefore = process.memoryUsage().rss;
    const heapBefore = process.memoryUsage().heapUsed;
    let peak = rssBefore;
    let heap = 0;
    const timer = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 20);
    let count = 0;
    let bytesRead = 0;
    start = process.hrtime.bigint();
    let gcMs = 0;
    // As the import job does: rows are checked and handed on one by one, never all held.
    for await (const slip of payrollRows(createReadStream(path), { onBytes: (n) => { bytesRead = n; } })) {
      if (!slip.nationalId) throw new Error('no id');
      if (++count % 10_000 === 0) {
        const g = process.hrtime.bigint();
        gc();
        heap = Math.max(heap, process.memoryUsage().heapUsed - heapBefore);
        gcMs += ms(g);
      }
    }
    const parseMs = ms(start) - gcMs;
    clearInterval(timer);
    peak = Math.max(peak, process.memoryUsage().rss);
    return { rows: count, mb: statSync(path).size / 1e6, parseMs, floorMs, rssMb: (peak - rssBefore) / 1e6, heapMb: heap / 1e6, bytesRead };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  if (process.argv[2] === '--parse') {
    process.stdout.write(JSON.stringify(await parseRun(Number(process.argv[3]))));
    return;
  }
  console.log(`load average at start: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} (${os.cpus().length} cores)`);
  const self = fileURLToPath(import.meta.url);
  for (const rows of [Math.min(20_000, ROWS), ROWS]) {
    const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', self, '--parse', String(rows)], { encoding: 'utf8', maxBuffer: 1e6 });
    const r = JSON.parse(out) as ParseResult;
    console.log(`parse ${r.rows} rows (${r.mb.toFixed(1)} MB file, streamed from disk): ${Math.round(r.rows / (r.parseMs / 1000))} rows/s; reading only: ${Math.round(r.rows / (r.floorMs / 1000))} rows/s (ratio ${(r.parseMs / r.floorMs).toFixed(2)}); peak RSS growth ${r.rssMb.toFixed(0)} MB; live heap growth ≤ ${r.heapMb.toFixed(1)} MB; ${r.bytesRead} bytes read`);
  }

  let start: bigint;
  const model = { companyName: 'Apron Havacılık ve Güvenlik Hizmetleri A.Ş.', fullName: 'Ayşe Doğan', nationalId: '12345678901', year: 2026, month: 10,
    lines: [{ kind: 'earning' as const, label: 'Brüt Ücret', amount: 30000 }, { kind: 'earning' as const, label: 'Fazla Mesai', amount: 1200.5 }, { kind: 'earning' as const, label: 'Yemek Yardımı', amount: 900 },
      { kind: 'deduction' as const, label: 'SGK İşçi Payı', amount: 4200 }, { kind: 'deduction' as const, label: 'Gelir Vergisi', amount: 3100.25 }],
    gross: 32100.5, deductions: 7300.25, net: 24800.25, viewerName: 'Ayşe Doğan', viewedAt: new Date() };
  await renderPayslip(model);
  const slipTimes: number[] = [];
  const slipCpu: number[] = [];
  for (let i = 0; i < 200; i++) {
    const cpu = process.cpuUsage();
    start = process.hrtime.bigint();
    await renderPayslip(model);
    slipTimes.push(ms(start));
    const used = process.cpuUsage(cpu);
    slipCpu.push((used.user + used.system) / 1000);
  }
  const emptyTimes: number[] = [];
  for (let i = 0; i < 100; i++) {
    start = process.hrtime.bigint();
    await new Promise<void>((resolve) => { const d = new PDFDocument(); d.on('data', () => {}); d.on('end', () => resolve()); d.end(); });
    emptyTimes.push(ms(start));
  }
  console.log(`slip PDF: median ${pct(slipTimes, 0.5).toFixed(1)} ms, p95 ${pct(slipTimes, 0.95).toFixed(1)} ms (CPU median ${pct(slipCpu, 0.5).toFixed(1)} ms, p95 ${pct(slipCpu, 0.95).toFixed(1)} ms); empty pdfkit document median ${pct(emptyTimes, 0.5).toFixed(1)} ms`);
  console.log(`load average at end: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
}

void main();
