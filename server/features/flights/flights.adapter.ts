import type { Flight, FlightDirection } from '../../../src/contracts/flights';

export interface AirportProject {
  id: number;
  name: string;
  short_code: string;
}

export interface FlightSearch {
  date: string;
  /** The airports to show: one when the caller filtered by project, else all of the company's. */
  airports: AirportProject[];
  direction?: FlightDirection;
  page: number;
  perpage: number;
}

/** The flights service behind /flights/list (built-in or HTTP). */
export interface FlightsAdapter {
  list(search: FlightSearch, now: Date): Promise<{ rows: Flight[]; total: number }>;
}
