import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { latinUpper } from '../../src/contracts/text';
import { invalidField } from '../plugins/http-errors';
import type { Executor } from './client';

/**
 * Human numbers of requests and correspondence (spec 2 §9 sequence_yearly_reset): one format for
 * every kind, CODE-YYYY-NNNN. CODE is the type's own short code, so two requests of one person in
 * different types never share a number; YYYY is Türkiye's calendar year when the server received
 * it; NNNN counts per type and restarts each year only when the type resets yearly (otherwise the
 * counter runs on across years: 'YK-2026-0041', then 'YK-2027-0042').
 */
export const RUNNING_YEAR = 0;

const yearFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Istanbul', year: 'numeric' });

export function turkishYear(at: Date): number {
  return Number(yearFormat.format(at));
}

/** The counter a request takes: its year's, or the running one. */
export function sequenceYear(yearlyReset: boolean, at: Date): number {
  return yearlyReset ? turkishYear(at) : RUNNING_YEAR;
}

/** At least four digits, more when the counter needs them. */
export function formatNumber(code: string, at: Date, number: number): string {
  return `${code}-${turkishYear(at)}-${String(number).padStart(4, '0')}`;
}

/**
 * A type's code from its name: the initials of a name of several words ('Yemek kartı' → 'YK'),
 * the first three letters of a one-word name ('İzin' → 'IZI'), in plain Latin capitals.
 */
export function baseTypeCode(name: string): string {
  const words = latinUpper(name).split(/[^A-Z0-9]+/).filter(Boolean);
  const code = words.length > 1 ? words.map((w) => w[0]).join('').slice(0, 4) : (words[0] ?? '').slice(0, 3);
  return code || 'T';
}

/** Tables whose rows number things: a type's code is unique within its table, deleted rows included. */
export type NumberedTypeTable = 'demand_types' | 'work_schedule_demand_types' | 'work_schedule_demand_work_schedules' | 'correspondence_types';

/** The base code, or the base with the first free number after it ('YK2') when another type holds it. */
export async function uniqueTypeCode(db: Executor, table: NumberedTypeTable, name: string): Promise<string> {
  const base = baseTypeCode(name);
  const result = await db.execute(sql`select code from ${sql.identifier(table)} where code = ${base} or code ~ ${`^${base}[0-9]+$`}`);
  const taken = new Set((result as unknown as { rows: { code: string }[] }).rows.map((r) => r.code));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}${n}`)) n += 1;
  return `${base}${n}`;
}

export const NUMBERING_LOCKED = 'Numara verilmiş bir türün yıllık sıfırlama ayarı değiştirilemez.';

/**
 * Yearly and running counters are separate, so switching a type that has given numbers would give
 * a number twice ('ET-2026-0001' from each counter). `given` selects the type's counter rows.
 */
export async function keepNumbering(db: Executor, given: SQL, before: boolean, after: boolean): Promise<void> {
  if (before === after) return;
  const result = await db.execute(sql`select exists (${given}) as given`);
  if ((result as unknown as { rows: { given: boolean }[] }).rows[0]?.given) throw invalidField('sequence_yearly_reset', NUMBERING_LOCKED);
}

/**
 * A UUIDv7 (RFC 9562) for requests made online, like the ones devices give offline requests:
 * creation-time ordered, so the unique index stays compact.
 */
export function uuidv7(now: number): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
