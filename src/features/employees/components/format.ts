/** 'yyyy-mm-dd' → 'dd/mm/yyyy' (spec 1 §5 date display), '' for none. */
export const formatDay = (day: string | null | undefined) => (day ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}` : '');
