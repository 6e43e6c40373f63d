import { displayDate, displayDateTime } from '@/contracts/display-dates';
/** 'yyyy-mm-dd' → 'dd/mm/yyyy' (spec 1 §5 date display), '' for none. */
export const formatDay = (day: string | null | undefined) => displayDate(day);
/** An instant as dd/mm/yyyy hh:mm in Istanbul time (24-hour). */
export const formatWhen = (iso: string) => displayDateTime(iso);
