const pad = (n: number) => String(n).padStart(2, '0');

/** dd/mm/yyyy HH:mm (24-hour), never the browser's locale; empty for none. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** '2026-03-10' -> '10/03/2026'. */
export const formatDay = (day: string | null | undefined) => (day ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}` : '');
