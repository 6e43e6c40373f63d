const pad = (n: number) => String(n).padStart(2, '0');

/** '14:32' today, '23/11/2026 14:32' on another day — Turkish format, never the browser's locale. */
export function formatCachedAt(updatedAt: number, now: number): string {
  const at = new Date(updatedAt);
  const today = new Date(now);
  const time = `${pad(at.getHours())}:${pad(at.getMinutes())}`;
  const sameDay = at.getFullYear() === today.getFullYear() && at.getMonth() === today.getMonth() && at.getDate() === today.getDate();
  return sameDay ? time : `${pad(at.getDate())}/${pad(at.getMonth() + 1)}/${at.getFullYear()} ${time}`;
}
