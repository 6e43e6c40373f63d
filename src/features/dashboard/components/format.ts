import { TURKEY_TIME_ZONE } from '@/contracts/calendar';
import { isoToDateText } from '@/lib/forms/date-mask';

/** dd/mm/yyyy of a yyyy-mm-dd day. */
export const day = (iso: string) => isoToDateText(iso.slice(0, 10));

const time = new Intl.DateTimeFormat('tr-TR', { timeZone: TURKEY_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const date = new Intl.DateTimeFormat('tr-TR', { timeZone: TURKEY_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });

/** HH:mm (24-hour) of an instant, in Turkish time. */
export const clock = (instant: string) => time.format(new Date(instant));
/** dd/mm/yyyy HH:mm of an instant, in Turkish time. */
export const dateTime = (instant: string) => `${date.format(new Date(instant)).replace(/\./g, '/')} ${clock(instant)}`;
