import type { Flight, FlightStatus } from '../../../src/contracts/flights';
import type { Executor } from '../../db/client';
import type { FlightsAdapter } from './flights.adapter';
import { flightsRepository } from './flights.repository';
import type { flights } from './flights.table';

/** Boarding opens this long before a departure. */
const BOARDING_MINUTES = 40;

/**
 * The stored status is the plan (scheduled, delayed, cancelled); the built-in has no live feed,
 * so the passing of time makes a flight boarding, departed or landed.
 */
export function currentStatus(row: Pick<typeof flights.$inferSelect, 'status' | 'direction' | 'scheduled_at' | 'estimated_at'>, now: Date): FlightStatus {
  if (row.status === 'cancelled') return 'cancelled';
  const at = (row.estimated_at ?? row.scheduled_at).getTime();
  if (at <= now.getTime()) return row.direction === 'departure' ? 'departed' : 'landed';
  if (row.direction === 'departure' && at - now.getTime() <= BOARDING_MINUTES * 60_000) return 'boarding';
  return row.status;
}

/** Apron's own flight table. */
export function builtinFlights(db: Executor): FlightsAdapter {
  return {
    async list(search, now) {
      const { rows, total } = await flightsRepository.search(db, search);
      const byId = new Map(search.airports.map((a) => [a.id, a]));
      return {
        total,
        rows: rows.map((r): Flight => ({
          id: String(r.id),
          flight_code: r.flight_code,
          airline: r.airline,
          direction: r.direction,
          origin: r.origin,
          destination: r.destination,
          scheduled_at: r.scheduled_at.toISOString(),
          estimated_at: r.estimated_at?.toISOString() ?? null,
          status: currentStatus(r, now),
          gate: r.gate,
          security_project: byId.get(r.security_project_id)!,
        })),
      };
    },
  };
}
