const formatter = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day in Türkiye ('yyyy-mm-dd'): HR dates are Turkish days, whatever the server's zone. */
export const istanbulDay = (at: Date) => formatter.format(at);
