import type { RateBulletin } from '../../../src/contracts/exchange-rates';

/** How far back "the latest earlier business day" may go: the longest Turkish holiday run is 9 days. */
export const BULLETIN_LOOKBACK_DAYS = 14;

/** The rates service behind /exchange-rate/cbot (built-in or TCMB over HTTP). */
export interface RatesAdapter {
  /** The bulletin of `date`, else of the latest earlier business day; null when there is none. */
  bulletin(date: string, today: string): Promise<RateBulletin | null>;
}
