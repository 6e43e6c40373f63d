import { z } from 'zod';
import { calendarDate } from './dashboard';
import { endpoint, id, PERPAGE_CHOICES, text } from './http';

export const FLIGHT_DIRECTIONS = ['departure', 'arrival'] as const;
export type FlightDirection = (typeof FLIGHT_DIRECTIONS)[number];

export const FLIGHT_STATUSES = ['scheduled', 'delayed', 'boarding', 'departed', 'landed', 'cancelled'] as const;
export type FlightStatus = (typeof FLIGHT_STATUSES)[number];

/** Turkish labels for the flights card. */
export const FLIGHT_STATUS_LABELS: Record<FlightStatus, string> = {
  scheduled: 'Planlandı',
  delayed: 'Rötarlı',
  boarding: 'Biniş',
  departed: 'Kalktı',
  landed: 'İndi',
  cancelled: 'İptal',
};

export const IATA_PATTERN = /^[A-Z]{3}$/;

export const FLIGHT_MESSAGES = {
  notAnAirport: 'Bu güvenlik projesi şirketin havalimanlarından biri değil.',
} as const;

export const flight = z.object({
  /** Stable key of the row: the built-in's id, or the flights service's own. */
  id: text(64),
  flight_code: text(10),
  airline: text(120),
  direction: z.enum(FLIGHT_DIRECTIONS),
  origin: z.string().regex(IATA_PATTERN),
  destination: z.string().regex(IATA_PATTERN),
  /** ISO instants. */
  scheduled_at: z.string(),
  estimated_at: z.string().nullable(),
  status: z.enum(FLIGHT_STATUSES),
  gate: text(8).nullable(),
  /** The company's airport the row belongs to (a ggh/uog security project; short code = IATA). */
  security_project: z.object({ id: z.number(), name: z.string(), short_code: z.string() }),
});
export type Flight = z.infer<typeof flight>;

export const flightsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  perpage: z.coerce.number().int().refine((n) => (PERPAGE_CHOICES as readonly number[]).includes(n), {
    message: 'perpage must be one of 30, 50, 100, 150, 200, 300',
  }).default(30),
  /** Turkish calendar day; default today. */
  date: calendarDate.optional(),
  security_project: id.optional(),
  direction: z.enum(FLIGHT_DIRECTIONS).optional(),
});
export type FlightsQuery = z.infer<typeof flightsQuery>;

/** The spec writes only "Flights: GET list"; Apron serves it as /flights/list. */
export const listFlights = endpoint({
  method: 'GET',
  path: '/flights/list',
  access: 'signed-in',
  summary: 'A day\'s departures and arrivals at the company\'s airports, by scheduled time, paged.',
  query: flightsQuery,
  data: z.array(flight),
});
