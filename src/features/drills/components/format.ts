import { displayDate } from '@/contracts/display-dates';

/** '2026-03-18' -> '18/03/2026' (spec 1 §5); a dash for no day. */
export const formatDay = (date: string | null | undefined) => displayDate(date) || '—';
