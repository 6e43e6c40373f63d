import { displayDate } from '@/contracts/display-dates';

/** dd/mm/yyyy HH:mm (24-hour, Türkiye's time), never the browser's locale; empty for none. */
export { displayDateTime as formatDateTime } from '@/contracts/display-dates';

/** '2026-03-10' -> '10/03/2026'. */
export const formatDay = (day: string | null | undefined) => displayDate(day);
