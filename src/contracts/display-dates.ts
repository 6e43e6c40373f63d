import { TURKEY_TIME_ZONE } from './calendar';

/**
 * The one way a date or time is shown (spec 1 §5, issue 9): dd/mm/yyyy and 24-hour HH:mm, in
 * Türkiye's time, whatever the browser's locale or the device's time zone. Built from parts, not
 * from a locale's pattern: 'tr-TR' alone writes 26.11.2026 and 'en-US' 11/26/2026.
 */
type When = string | number | Date | null | undefined;

const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: TURKEY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});

/**
 * A calendar day ('yyyy-mm-dd') or a wall-clock time without a zone ('yyyy-mm-dd HH:mm', how audits
 * store Türkiye's time) is shown as written, never moved by a time zone.
 */
const PLAIN_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

function parts(value: Exclude<When, null | undefined>): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const found = Object.fromEntries(PARTS.formatToParts(date).map((p) => [p.type, p.value]));
  return { year: found.year!, month: found.month!, day: found.day!, hour: found.hour!, minute: found.minute! };
}

/** dd/mm/yyyy; '' for no date or one that cannot be read. */
export function displayDate(value: When): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const day = PLAIN_DAY.exec(value) ?? WALL_CLOCK.exec(value);
    if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  }
  const p = parts(value);
  return p ? `${p.day}/${p.month}/${p.year}` : '';
}

/** HH:mm (24-hour) of an instant; a bare 'HH:mm[:ss]' time is cut to HH:mm. */
export function displayTime(value: When): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && /^\d{2}:\d{2}(:\d{2})?$/.test(value)) return value.slice(0, 5);
  const wall = typeof value === 'string' ? WALL_CLOCK.exec(value) : null;
  if (wall) return `${wall[4]}:${wall[5]}`;
  const p = parts(value);
  return p ? `${p.hour}:${p.minute}` : '';
}

/** dd/mm/yyyy HH:mm of an instant; a bare day shows as its date alone. */
export function displayDateTime(value: When): string {
  if (typeof value === 'string' && PLAIN_DAY.test(value)) return displayDate(value);
  const date = displayDate(value);
  return date && `${date} ${displayTime(value)}`;
}
