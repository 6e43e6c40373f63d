import { displayDate } from '@/contracts/display-dates';

/** dd/mm/yyyy of a yyyy-mm-dd day. */
export const day = (iso: string) => displayDate(iso.slice(0, 10));

export { displayTime as clock, displayDateTime as dateTime } from '@/contracts/display-dates';
