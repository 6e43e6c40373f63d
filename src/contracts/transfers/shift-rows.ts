/**
 * The driver-shift import (spec 3 §3 "Driver shift: shift_date, file (batch import)"): one row per
 * person carried on a date — who, their shift, their stop and pickup time, and the driver. Pure
 * functions shared by the server (parse, diff, apply) and the tests; no I/O here.
 */

/** The file's columns, as the header row names them (Turkish), and the field each fills. */
export const SHIFT_COLUMNS = [
  { field: 'national_id_number', header: 'TC Kimlik No', required: true },
  { field: 'full_name', header: 'Ad Soyad', required: true },
  { field: 'phone', header: 'Telefon', required: false },
  { field: 'shift_start', header: 'Vardiya Başlangıç', required: true },
  { field: 'shift_end', header: 'Vardiya Bitiş', required: true },
  { field: 'stop_no', header: 'Durak No', required: true },
  { field: 'pickup_time', header: 'Alış Saati', required: true },
  { field: 'driver', header: 'Şoför', required: false },
] as const;
export type ShiftField = (typeof SHIFT_COLUMNS)[number]['field'];

/** A checked row: what the database keeps for one person on the date. */
export interface ShiftRow {
  national_id_number: string;
  full_name: string;
  /** 10 national digits, or null. */
  phone: string | null;
  shift_start: string;
  shift_end: string;
  shuttle_stop_id: number;
  pickup_time: string;
  driver_id: number | null;
}

export interface BadRow {
  /** The line of the file (the header is line 1). */
  line: number;
  errors: string[];
}

/** Lookups the row check needs: stop numbers and drivers (by plate or by name, folded). */
export interface ShiftLookups {
  stopByNo: ReadonlyMap<string, number>;
  driverByKey: ReadonlyMap<string, number>;
}

export const SHIFT_IMPORT_MESSAGES = {
  noHeader: 'Dosyada başlık satırı bulunamadı.',
  missingColumn: (h: string) => `"${h}" sütunu bulunamadı.`,
  required: (h: string) => `"${h}" boş bırakılamaz.`,
  nationalId: 'TC Kimlik No 11 haneli olmalıdır.',
  time: (h: string) => `"${h}" SS:dd biçiminde olmalıdır.`,
  phone: 'Telefon 10 haneli olmalı ve 5 ile başlamalıdır.',
  stop: (no: string) => `"${no}" numaralı durak bulunamadı.`,
  driver: (d: string) => `"${d}" şoförü bulunamadı.`,
  duplicate: (line: number) => `Bu kişi ${line}. satırda da var.`,
  pickupAfterStart: 'Alış saati vardiya başlangıcından sonra olamaz.',
  tooMany: (max: number) => `Dosya en fazla ${max} satır içerebilir.`,
  empty: 'Dosyada aktarılacak satır yok.',
  badRows: (n: number) => `Dosyada ${n} hatalı satır var; hiçbir değişiklik uygulanmadı.`,
} as const;
const M = SHIFT_IMPORT_MESSAGES;

/** Folds a name or plate for matching: Turkish upper case, no spaces or dots. */
export const foldKey = (s: string) => s.toLocaleUpperCase('tr').replace(/[\s.-]/g, '');

const TIME = /^([01]?\d|2[0-3])[:.]([0-5]\d)(:[0-5]\d)?$/;
/** '7:05', '07.05', '07:05:00' -> '07:05'; an Excel time fraction (0.2951) too; null when not a time. */
export function normaliseTime(raw: string): string | null {
  const s = raw.trim();
  if (/^0?\.\d+$|^0,\d+$/.test(s)) {
    const minutes = Math.round(Number(s.replace(',', '.')) * 24 * 60);
    return minutes >= 0 && minutes < 1440 ? `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}` : null;
  }
  const m = TIME.exec(s);
  return m ? `${m[1]!.padStart(2, '0')}:${m[2]}` : null;
}

/** '0532 123 45 67', '+90 532…', '5321234567' -> '5321234567'; null when empty; false when wrong. */
export function normalisePhone(raw: string): string | null | false {
  const d = raw.replace(/\D/g, '');
  if (!d) return null;
  const ten = d.length === 12 && d.startsWith('90') ? d.slice(2) : d.length === 11 && d.startsWith('0') ? d.slice(1) : d;
  return /^5\d{9}$/.test(ten) ? ten : false;
}

/** Maps header cells to columns; answers the missing required headers too. */
export function headerIndex(cells: readonly string[]): { index: Partial<Record<ShiftField, number>>; missing: string[] } {
  const folded = cells.map((c) => foldKey(c ?? ''));
  const index: Partial<Record<ShiftField, number>> = {};
  const missing: string[] = [];
  for (const col of SHIFT_COLUMNS) {
    const at = folded.indexOf(foldKey(col.header));
    if (at >= 0) index[col.field] = at;
    else if (col.required) missing.push(col.header);
  }
  return { index, missing };
}

/**
 * Checks one data row. `seen` remembers the line of each national id so a person twice in a
 * file is a bad row (which of the two is meant is not ours to guess).
 */
export function checkRow(cells: readonly string[], line: number, index: Partial<Record<ShiftField, number>>, lookups: ShiftLookups,
  seen: Map<string, number>): { row: ShiftRow } | { bad: BadRow } {
  const cell = (f: ShiftField) => (index[f] === undefined ? '' : String(cells[index[f]!] ?? '').trim());
  const errors: string[] = [];
  const header = (f: ShiftField) => SHIFT_COLUMNS.find((c) => c.field === f)!.header;
  for (const col of SHIFT_COLUMNS) if (col.required && !cell(col.field)) errors.push(M.required(col.header));

  const nid = cell('national_id_number').replace(/\s/g, '');
  if (nid && !/^[1-9]\d{10}$/.test(nid)) errors.push(M.nationalId);
  const times = { shift_start: null as string | null, shift_end: null as string | null, pickup_time: null as string | null };
  for (const f of ['shift_start', 'shift_end', 'pickup_time'] as const) {
    if (!cell(f)) continue;
    times[f] = normaliseTime(cell(f));
    if (!times[f]) errors.push(M.time(header(f)));
  }
  // A pickup after the start would bring the person late (night shifts start after midnight: 23:30 pickup for 00:30 is fine).
  if (times.pickup_time && times.shift_start && minutesBefore(times.pickup_time, times.shift_start) > 6 * 60) errors.push(M.pickupAfterStart);
  const phone = normalisePhone(cell('phone'));
  if (phone === false) errors.push(M.phone);
  const stopNo = cell('stop_no');
  const stopId = stopNo ? lookups.stopByNo.get(stopNo.toUpperCase()) : undefined;
  if (stopNo && stopId === undefined) errors.push(M.stop(stopNo));
  const driverText = cell('driver');
  const driverId = driverText ? lookups.driverByKey.get(foldKey(driverText)) : undefined;
  if (driverText && driverId === undefined) errors.push(M.driver(driverText));
  if (nid) {
    const first = seen.get(nid);
    if (first !== undefined) errors.push(M.duplicate(first));
    else seen.set(nid, line);
  }
  if (errors.length) return { bad: { line, errors } };
  return {
    row: {
      national_id_number: nid, full_name: cell('full_name').replace(/\s+/g, ' '), phone: phone || null,
      shift_start: times.shift_start!, shift_end: times.shift_end!, shuttle_stop_id: stopId!, pickup_time: times.pickup_time!,
      driver_id: driverId ?? null,
    },
  };
}

/** Minutes from `a` back to `b` on a 24-hour clock: how long before `b` the time `a` is (0..1439). */
export function minutesBefore(a: string, b: string): number {
  const m = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  return (m(b) - m(a) + 1440) % 1440;
}

// ---- diff -------------------------------------------------------------------------------

export interface StoredShift extends ShiftRow {
  id: number;
}

export type ShiftChangeField = 'full_name' | 'phone' | 'shift_start' | 'shift_end' | 'shuttle_stop_id' | 'pickup_time' | 'driver_id';
const COMPARED: readonly ShiftChangeField[] = ['full_name', 'phone', 'shift_start', 'shift_end', 'shuttle_stop_id', 'pickup_time', 'driver_id'];

export interface ShiftChange {
  before: StoredShift;
  after: ShiftRow;
  fields: ShiftChangeField[];
}

export interface ShiftDiff {
  added: ShiftRow[];
  changed: ShiftChange[];
  removed: StoredShift[];
  unchanged: number;
}

/** What applying the file to the date would do: people are matched by national id. */
export function diffShifts(stored: readonly StoredShift[], incoming: readonly ShiftRow[]): ShiftDiff {
  const byId = new Map(stored.map((s) => [s.national_id_number, s]));
  const added: ShiftRow[] = [];
  const changed: ShiftChange[] = [];
  let unchanged = 0;
  for (const row of incoming) {
    const before = byId.get(row.national_id_number);
    if (!before) {
      added.push(row);
      continue;
    }
    byId.delete(row.national_id_number);
    const fields = COMPARED.filter((f) => (before[f] ?? null) !== (row[f] ?? null));
    if (fields.length) changed.push({ before, after: row, fields });
    else unchanged++;
  }
  return { added, changed, removed: [...byId.values()], unchanged };
}

/** The people an SMS must reach: those whose pickup time or stop changed. */
export const pickupChanged = (c: ShiftChange) => c.fields.includes('pickup_time') || c.fields.includes('shuttle_stop_id');

// ---- CSV --------------------------------------------------------------------------------

/**
 * Splits CSV text into rows of cells (RFC 4180 quotes; the delimiter is ';' when the header has
 * more ';' than ',' — Excel in Turkish saves with ';').
 */
export function parseCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.slice(0, body.search(/\r?\n|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"') {
        if (body[i + 1] === '"') { cell += '"'; i++; } else quoted = false;
      } else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === delimiter) { row.push(cell); cell = ''; }
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
