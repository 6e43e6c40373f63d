import { z } from 'zod';
import type { ExternalService } from '../../config';
import { FLIGHT_DIRECTIONS, FLIGHT_STATUSES, IATA_PATTERN, type Flight } from '../../../src/contracts/flights';
import { callExternal, parseJson } from '../dashboard/external-http';
import type { FlightsAdapter } from './flights.adapter';

const label = 'Uçuş servisi';

/** A flight as the airport's flight-information service sends it; `airport` is the IATA code it is listed at. */
const serviceFlight = z.object({
  id: z.union([z.string().max(64), z.number()]),
  flight_code: z.string().trim().min(2).max(10),
  airline: z.string().trim().max(120),
  direction: z.enum(FLIGHT_DIRECTIONS),
  origin: z.string().regex(IATA_PATTERN),
  destination: z.string().regex(IATA_PATTERN),
  scheduled_at: z.iso.datetime({ offset: true }),
  estimated_at: z.iso.datetime({ offset: true }).nullish(),
  status: z.enum(FLIGHT_STATUSES),
  gate: z.string().trim().max(8).nullish(),
  airport: z.string().regex(IATA_PATTERN),
});

/**
 * The flights service (FLIGHTS_SERVICE_URL): GET {base}/list?date&airports&direction&page&perpage,
 * answering `{ data: [...], meta: { total } }`. Rows at airports that are not the company's are dropped.
 */
export function httpFlights(service: ExternalService): FlightsAdapter {
  return {
    async list(search) {
      const res = await callExternal(service, {
        path: '/list',
        label,
        query: {
          date: search.date,
          airports: search.airports.map((a) => a.short_code).join(','),
          direction: search.direction,
          page: search.page,
          perpage: search.perpage,
        },
      });
      const { data, meta } = parseJson(res, z.array(serviceFlight).max(1000), label);
      const byCode = new Map(search.airports.map((a) => [a.short_code, a]));
      const rows = data.flatMap((f): Flight[] => {
        const airport = byCode.get(f.airport);
        if (!airport) return [];
        return [{
          id: String(f.id),
          flight_code: f.flight_code,
          airline: f.airline,
          direction: f.direction,
          origin: f.origin,
          destination: f.destination,
          scheduled_at: new Date(f.scheduled_at).toISOString(),
          estimated_at: f.estimated_at ? new Date(f.estimated_at).toISOString() : null,
          status: f.status,
          gate: f.gate ?? null,
          security_project: airport,
        }];
      });
      const total = typeof meta.total === 'number' ? meta.total : rows.length;
      return { rows, total };
    },
  };
}
