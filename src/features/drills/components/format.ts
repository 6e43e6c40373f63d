/** '2026-03-18' -> '18.03.2026', as people in Türkiye read a day. */
export const formatDay = (date: string | null | undefined) => (date ? `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}` : '—');
