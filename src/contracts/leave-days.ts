/** Leave time and used days, free of zod: one rule for the form (dashboard, first load) and the server. */

export const LEAVE_DAY_MESSAGES = {
  saved: 'İzin günü başarıyla kaydedildi',
  dateTime: 'Tarih yyyy-aa-gg veya yyyy-aa-gg ss:dd biçiminde geçerli bir zaman olmalıdır.',
  endBeforeStart: 'Bitiş tarihi başlangıç tarihinden sonra olmalıdır.',
} as const;

const LEAVE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** 'yyyy-MM-dd[ HH:mm[:ss]]' -> 'yyyy-MM-ddTHH:mm' (a bare day starts at 00:00), or null if not a real time. */
export function normaliseLeaveTime(value: string): string | null {
  const m = LEAVE_TIME.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = m;
  const ms = Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s);
  const back = new Date(ms).toISOString();
  if (back.slice(0, 10) !== `${y}-${mo}-${d}` || +h > 23 || +mi > 59 || +s > 59) return null;
  return `${y}-${mo}-${d}T${h}:${mi}`;
}

/** Spec 1 §5: used days are the whole days between start and end, rounded up. */
export function leaveUsedDays(start: string, end: string): number {
  const ms = (t: string) => Date.parse(`${t}:00Z`);
  return Math.ceil((ms(end) - ms(start)) / 86_400_000);
}

