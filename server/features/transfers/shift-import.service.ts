import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  diffShifts, foldKey, pickupChanged, SHIFT_IMPORT_MESSAGES, type ShiftDiff, type ShiftRow, type StoredShift,
} from '../../../src/contracts/transfers/shift-rows';
import { TRANSFER_MESSAGES as M, type ShiftImport } from '../../../src/contracts/transfers/transfers';
import type { Executor } from '../../db/client';
import type { AuthContext } from '../../plugins/auth';
import { conflict, HttpError, notFound } from '../../plugins/http-errors';
import { readShiftFile, ShiftFileError } from './shift-file';
import { queueShiftSms, type ShiftSmsPerson } from './transfer-sms';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(p: Promise<unknown>) => ((await p) as Rows<T>).rows;
const SAMPLE = 200;
const CHUNK = 5000;

interface Names { stops: Map<number, string>; drivers: Map<number, string> }
type Summary = Omit<ShiftImport, 'id' | 'shift_date' | 'file_name' | 'status' | 'notified' | 'not_notified' | 'created_at' | 'applied_at'>;

/** The date's rows as the diff sees them. */
async function storedOf(db: Executor, date: string): Promise<StoredShift[]> {
  return (await rowsOf<StoredShift>(db.execute(sql`select id, national_id_number, full_name, phone, shift_start, shift_end, shuttle_stop_id, pickup_time, driver_id
    from driver_shifts where shift_date = ${date} order by id`))).map((r) => ({ ...r, id: Number(r.id), shuttle_stop_id: Number(r.shuttle_stop_id), driver_id: r.driver_id === null ? null : Number(r.driver_id) }));
}

/** A hash of the date's rows: apply refuses when someone changed the date after the preview. */
const fingerprintOf = (rows: readonly StoredShift[]) => createHash('sha256').update(JSON.stringify(rows.map((r) => [r.id, r.national_id_number, r.full_name, r.phone,
  r.shift_start, r.shift_end, r.shuttle_stop_id, r.pickup_time, r.driver_id]))).digest('hex');

function summaryOf(diff: ShiftDiff, rows: number, bad: ShiftImport['bad_rows'], names: Names): Summary {
  const person = (r: ShiftRow) => ({
    national_id_number: r.national_id_number, full_name: r.full_name, shift: `${r.shift_start}-${r.shift_end}`,
    stop_name: names.stops.get(r.shuttle_stop_id) ?? '', pickup_time: r.pickup_time, driver_name: r.driver_id === null ? null : names.drivers.get(r.driver_id) ?? null,
  });
  return {
    rows, added: diff.added.length, changed: diff.changed.length, removed: diff.removed.length, unchanged: diff.unchanged,
    bad_rows: bad.slice(0, 1000),
    samples: {
      added: diff.added.slice(0, SAMPLE).map(person),
      changed: diff.changed.slice(0, SAMPLE).map((c) => ({ ...person(c.after), fields: c.fields, before: person(c.before) })),
      removed: diff.removed.slice(0, SAMPLE).map(person),
    },
    to_notify: diff.changed.filter(pickupChanged).length,
  };
}

export function shiftImportService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;

  async function lookups() {
    const stops = await rowsOf<{ id: number; stop_no: string; stop_name: string }>(db.execute(sql`select id, stop_no, stop_name from shuttle_stops
      where deleted_at is null order by id desc`));
    const drivers = await rowsOf<{ id: number; full_name: string; plate: string }>(db.execute(sql`select id, full_name, plate from transfer_drivers
      where deleted_at is null and is_active order by id desc`));
    // Ordered newest first, so the oldest of two equal stop numbers (in two projects) wins: the one people know.
    const stopByNo = new Map<string, number>();
    for (const s of stops) stopByNo.set(s.stop_no.toUpperCase(), Number(s.id));
    const driverByKey = new Map<string, number>();
    for (const d of drivers) {
      driverByKey.set(foldKey(d.full_name), Number(d.id));
      driverByKey.set(foldKey(d.plate), Number(d.id));
    }
    const names: Names = { stops: new Map(stops.map((s) => [Number(s.id), s.stop_name])), drivers: new Map(drivers.map((d) => [Number(d.id), d.full_name])) };
    return { lookups: { stopByNo, driverByKey }, names };
  }

  async function compute(bytes: Buffer, isXlsx: boolean, date: string) {
    const { lookups: l, names } = await lookups();
    const read = await readShiftFile(bytes, isXlsx, l);
    const stored = await storedOf(db, date);
    const diff = diffShifts(stored, read.rows);
    return { read, stored, diff, names, fingerprint: fingerprintOf(stored) };
  }

  async function load(id: number): Promise<ShiftImport> {
    const [r] = await rowsOf<Record<string, unknown>>(db.execute(sql`select id, shift_date::text as shift_date, file_name, status, summary, notified, not_notified,
      created_at, applied_at from driver_shift_imports where id = ${id}`));
    if (!r) throw notFound();
    return {
      ...(r.summary as Summary), id: Number(r.id), shift_date: String(r.shift_date), file_name: String(r.file_name), status: r.status as 'previewed',
      notified: r.notified === null ? null : Number(r.notified), not_notified: (r.not_notified as ShiftImport['not_notified']) ?? null,
      created_at: new Date(r.created_at as string).toISOString(), applied_at: r.applied_at ? new Date(r.applied_at as string).toISOString() : null,
    };
  }

  return {
    load,
    /**
     * Reads the file and records its preview. A file with bad rows is recorded as refused and
     * answered 422 with every bad line; nothing of it can be applied.
     */
    async preview(file: { name: string; bytes: Buffer; isXlsx: boolean }, date: string, auth: AuthContext) {
      let result: Awaited<ReturnType<typeof compute>>;
      try {
        result = await compute(file.bytes, file.isXlsx, date);
      } catch (error) {
        if (error instanceof ShiftFileError) throw new HttpError(422, { errors: { file: [error.message] } });
        throw error;
      }
      const { read, diff, names, fingerprint } = result;
      const summary = summaryOf(diff, read.rows.length + read.bad.length, read.bad, names);
      const { sha256 } = await app.fileStore.put(file.bytes);
      const status = read.bad.length ? 'refused' : 'previewed';
      const [row] = await rowsOf<{ id: number }>(db.execute(sql`insert into driver_shift_imports (shift_date, file_name, sha256, status, fingerprint, summary, created_by, created_at, updated_at)
        values (${date}, ${file.name}, ${sha256}, ${status}, ${fingerprint}, ${JSON.stringify(summary)}::jsonb, ${auth.userId}, ${clock()}, ${clock()}) returning id`));
      const saved = await load(Number(row!.id));
      if (read.bad.length) {
        throw new HttpError(422, { errors: { file: [SHIFT_IMPORT_MESSAGES.badRows(read.bad.length)] }, bad_rows: saved.bad_rows, import: saved });
      }
      return saved;
    },

    /** Applies a previewed file: re-read, re-diffed, and written in one transaction with its SMS queued. */
    async apply(id: number, auth: AuthContext) {
      const [imp] = await rowsOf<{ shift_date: string; sha256: string; status: string; fingerprint: string; file_name: string }>(db.execute(sql`
        select shift_date::text as shift_date, sha256, status, fingerprint, file_name from driver_shift_imports where id = ${id}`));
      if (!imp) throw notFound();
      if (imp.status !== 'previewed') throw conflict(M.importUsed);
      const bytes = await app.fileStore.read(imp.sha256);
      if (!bytes) throw notFound();
      const { read, stored, diff, names, fingerprint } = await compute(bytes, bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])), imp.shift_date);
      if (fingerprint !== imp.fingerprint || read.bad.length) throw conflict(M.importStale);
      const now = clock();
      const stopNames = names.stops;
      const result = await db.transaction(async (tx) => {
        // Claim the preview first: a second apply of the same id waits here and then finds it applied.
        const claimed = await rowsOf<{ id: number }>(tx.execute(sql`update driver_shift_imports set status = 'applied', applied_at = ${now}, updated_at = ${now}
          where id = ${id} and status = 'previewed' returning id`));
        if (!claimed.length) throw conflict(M.importUsed);
        if (fingerprintOf(await storedOf(tx, imp.shift_date)) !== fingerprintOf(stored)) throw conflict(M.importStale);
        // Each step is one statement over a JSON batch: no 13-parameters-per-row VALUES lists to build and parse.
        for (let i = 0; i < diff.removed.length; i += CHUNK) {
          const ids = JSON.stringify(diff.removed.slice(i, i + CHUNK).map((r) => r.id));
          await tx.execute(sql`delete from driver_shifts where id in (select jsonb_array_elements_text(${ids}::jsonb)::int)`);
        }
        for (let i = 0; i < diff.changed.length; i += CHUNK) {
          const rows = JSON.stringify(diff.changed.slice(i, i + CHUNK).map(({ before, after }) => ({ ...after, id: before.id })));
          await tx.execute(sql`update driver_shifts d set full_name = v.full_name, phone = v.phone, shift_start = v.shift_start, shift_end = v.shift_end,
            shuttle_stop_id = v.shuttle_stop_id, pickup_time = v.pickup_time, driver_id = v.driver_id, source = 'import', updated_at = ${now}
            from jsonb_to_recordset(${rows}::jsonb) as v(id int, full_name text, phone text, shift_start text, shift_end text, shuttle_stop_id int,
              pickup_time text, driver_id int) where d.id = v.id`);
        }
        for (let i = 0; i < diff.added.length; i += CHUNK) {
          const rows = JSON.stringify(diff.added.slice(i, i + CHUNK));
          await tx.execute(sql`insert into driver_shifts (shift_date, national_id_number, full_name, phone, shift_start, shift_end, shuttle_stop_id, pickup_time,
            driver_id, source, created_by, created_at, updated_at)
            select ${imp.shift_date}::date, v.national_id_number, v.full_name, v.phone, v.shift_start, v.shift_end, v.shuttle_stop_id, v.pickup_time, v.driver_id,
              'import', ${auth.userId}::int, ${now}, ${now}
            from jsonb_to_recordset(${rows}::jsonb) as v(national_id_number text, full_name text, phone text, shift_start text, shift_end text,
              shuttle_stop_id int, pickup_time text, driver_id int)`);
        }
        const people: ShiftSmsPerson[] = diff.changed.filter(pickupChanged).map((c) => ({
          national_id_number: c.after.national_id_number, full_name: c.after.full_name, phone: c.after.phone,
          pickup_time: c.after.pickup_time, stop_name: stopNames.get(c.after.shuttle_stop_id) ?? '',
        }));
        const sms = await queueShiftSms(app, tx, imp.shift_date, people, auth);
        await tx.execute(sql`update driver_shift_imports set notified = ${sms.queued}, not_notified = ${JSON.stringify(sms.notReached)}::jsonb where id = ${id}`);
        return sms;
      });
      return { import: await load(id), sms: result };
    },
  };
}
