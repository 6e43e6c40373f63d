/** 'yyyy-mm-dd' -> 'dd/mm/yyyy' (docs/ui.md: never the browser's locale). */
export const formatDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
/** An ISO timestamp as dd/mm/yyyy in Türkiye's time. */
export const formatWhen = (iso: string) => formatDay(new Date(iso).toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' }));
