import { displayDate } from '@/contracts/display-dates';

/** 'yyyy-mm-dd' -> 'dd/mm/yyyy' (docs/ui.md: never the browser's locale). */
export const formatDay = (day: string) => displayDate(day);
/** An ISO timestamp as dd/mm/yyyy in Türkiye's time. */
export const formatWhen = (iso: string) => displayDate(iso);
