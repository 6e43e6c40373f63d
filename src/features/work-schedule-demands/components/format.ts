import { displayDate } from '@/contracts/display-dates';
import { minuteText } from '@/contracts/work-schedule-demand-options';

export { displayDateTime as formatDateTime } from '@/contracts/display-dates';

/** '2026-12-03' -> '03/12/2026'. */
export const formatDay = (day: string | null | undefined) => displayDate(day);

/** '03/12/2026' or '03/12/2026 – 09/12/2026'. */
export const formatDays = (from: string, to: string) => (from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`);

/** 'S1 06:00–14:00'. */
export const formatSchedule = (s: { shiftCode: string; beginMinute: number; endMinute: number } | null | undefined) =>
  s ? `${s.shiftCode} ${minuteText(s.beginMinute)}–${minuteText(s.endMinute)}` : '';

/** A datetime-local input's value ('2026-12-01T09:00') for an instant, in the device's time. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local input's value as an ISO instant with offset; empty stays empty. */
export const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : '');

/** '06:00' <-> 360. */
export const minutesOf = (text: string) => (/^\d{2}:\d{2}$/.test(text) ? Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5)) : Number.NaN);
