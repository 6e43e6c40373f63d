/**
 * npm run bench:transfers — the issue 15 shift-import numbers, each beside a baseline of the same run:
 *  1. preview of a BENCH_ROWS-row xlsx against a date already holding BENCH_ROWS rows (a day's list
 *     loaded again with ~10% changed, 5% new, 5% gone): POST /driver/shift/import end to end
 *     (multipart, streamed parse, checks, diff, preview recorded) vs. only reading the file's cells
 *     with the same streaming reader (the floor). Goal ≤ 5 s.
 *  2. apply of that preview (one transaction: deletes, updates, inserts, SMS queued) vs. inserting the
 *     same number of rows with a plain multi-row INSERT in one transaction (the floor).
 * Default BENCH_ROWS 20000 (PGlite, in memory).
 */
import { Readable, Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { multipart } from '../../server/features/files/upload-fixtures';
import { nidOf, SHIFT_HEADER } from '../../server/features/transfers/shift-fixtures';
import { createTestApp } from '../../server/test/harness';

const ROWS = Number(process.env.BENCH_ROWS ?? 20_000);
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

async function workbook(rows: readonly (readonly (string | number)[])[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const sink = new Writable({ write(c, _e, cb) { chunks.push(c as Buffer); cb(); } });
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useSharedStrings: false, useStyles: false });
  const sheet = book.addWorksheet('Servis');
  sheet.addRow(SHIFT_HEADER).commit();
  for (const r of rows) sheet.addRow([...r]).commit();
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
  const t = await createTestApp({}, 20);
  const planner = await t.login('operasyon.muduru');
  const stops = ((await t.database.db.execute(sql`select stop_no from shuttle_stops where deleted_at is null order by id`)) as unknown as { rows: { stop_no: string }[] }).rows.map((r) => r.stop_no);
  const plates = ((await t.database.db.execute(sql`select plate from transfer_drivers where deleted_at is null order by id`)) as unknown as { rows: { plate: string }[] }).rows.map((r) => r.plate);
  const slots = [['06:00', '14:00', '05:10'], ['14:00', '22:00', '13:10'], ['22:00', '06:00', '21:10']] as const;
  const row = (i: number, shiftPickup = 0) => {
    const [s, e, p] = slots[i % 3]!;
    const pickup = shiftPickup ? `${p.slice(0, 3)}${String(10 + shiftPickup).padStart(2, '0')}` : p;
    return [nidOf(i), `Personel ${i}`, `53${String(i).padStart(8, '0')}`, s, e, stops[i % stops.length]!, pickup, plates[i % plates.length]!];
  };
  const DATE = '2033-01-10';
  const upload = (bytes: Buffer) => t.call(planner, { method: 'POST', url: '/api/driver/shift/import', ...multipart([{ name: 'shift_date', content: DATE }, { name: 'file', filename: 'gun.xlsx', content: bytes }]) });

  // The day as it stands: the first load of the list.
  const first = await workbook(Array.from({ length: ROWS }, (_, i) => row(i)));
  let start = process.hrtime.bigint();
  const initial = (await upload(first)).json().data;
  const firstPreview = ms(start);
  start = process.hrtime.bigint();
  const r0 = await t.call(planner, { method: 'POST', url: `/api/driver/shift/import/${initial.id}/apply` });
  const firstApply = ms(start);
  if (r0.statusCode !== 200) throw new Error(`first apply ${r0.statusCode} ${r0.body}`);
  console.log(`first load: ${ROWS} rows added; preview ${(firstPreview / 1000).toFixed(2)} s, apply ${(firstApply / 1000).toFixed(2)} s`);

  // The same day again: 10% changed pickup, 5% gone, 5% new.
  const next = Array.from({ length: ROWS }, (_, i) => i).filter((i) => i % 20 !== 7).map((i) => row(i, i % 10 === 3 ? 5 : 0));
  for (let i = 0; i < ROWS / 20; i++) next.push(row(ROWS + i));
  const bytes = await workbook(next);
  start = process.hrtime.bigint();
  const cells = await readOnly(bytes);
  const floor = ms(start);
  start = process.hrtime.bigint();
  const res = await upload(bytes);
  const preview = ms(start);
  if (res.statusCode !== 200) throw new Error(`preview ${res.statusCode} ${res.body.slice(0, 500)}`);
  const p = res.json().data;
  console.log(`preview: ${p.rows} rows (${(bytes.length / 1e6).toFixed(1)} MB) → +${p.added} ~${p.changed} -${p.removed} =${p.unchanged}, ${p.to_notify} to notify, in ${(preview / 1000).toFixed(2)} s (goal ≤ 5 s); reading the cells only (${cells} rows): ${(floor / 1000).toFixed(2)} s; ratio ${(preview / floor).toFixed(2)}`);

  start = process.hrtime.bigint();
  const applied = await t.call(planner, { method: 'POST', url: `/api/driver/shift/import/${p.id}/apply` });
  const apply = ms(start);
  if (applied.statusCode !== 200) throw new Error(`apply ${applied.statusCode} ${applied.body.slice(0, 500)}`);
  const a = applied.json();
  const [{ n }] = ((await t.database.db.execute(sql`select count(*)::int as n from driver_shifts where shift_date = ${DATE}`)) as unknown as { rows: { n: number }[] }).rows as [{ n: number }];

  // Floor: the same number of rows written by plain multi-row INSERTs in one transaction.
  start = process.hrtime.bigint();
  await t.database.db.transaction(async (tx) => {
    for (let i = 0; i < ROWS; i += 1000) {
      const values = Array.from({ length: Math.min(1000, ROWS - i) }, (_, k) => sql`('2033-02-01', ${nidOf(i + k)}, 'x', '06:00', '14:00', (select min(id) from shuttle_stops), '05:00', 'import')`);
      await tx.execute(sql`insert into driver_shifts (shift_date, national_id_number, full_name, shift_start, shift_end, shuttle_stop_id, pickup_time, source) values ${sql.join(values, sql`, `)}`);
    }
  });
  const insertFloor = ms(start);
  console.log(`apply: one transaction, ${n} rows on the date afterwards, SMS queued for ${a.data.notified} (${a.helper_data.sms_queued}), in ${(apply / 1000).toFixed(2)} s; plain INSERT of ${ROWS} rows in one transaction: ${(insertFloor / 1000).toFixed(2)} s; ratio ${(apply / insertFloor).toFixed(2)}`);
  await t.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
