/** 'yyyy-mm-dd' → 'dd/mm/yyyy' (spec 1 §5 date display), '' for none. */
export const formatDay = (day: string | null | undefined) => (day ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}` : '');
/** An instant as dd/mm/yyyy hh:mm in Istanbul time (24-hour). */
export const formatWhen = (iso: string) => new Date(iso).toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul', hour12: false, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
