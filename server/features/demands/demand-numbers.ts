import { randomBytes } from 'node:crypto';

/**
 * Human numbers of demand requests (spec 2 §9 sequence_yearly_reset): per type, '2026-0001' when
 * the type restarts each year, otherwise one running '0001'. The year is Türkiye's calendar year,
 * wherever the server runs, taken when the server receives the request.
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
export function formatDemandNumber(year: number, number: number): string {
  const digits = String(number).padStart(4, '0');
  return year === RUNNING_YEAR ? digits : `${year}-${digits}`;
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
