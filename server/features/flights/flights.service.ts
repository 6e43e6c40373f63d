import type { FastifyInstance } from 'fastify';
import { turkeyDate } from '../../../src/contracts/dashboard';
import { FLIGHT_MESSAGES, type FlightsQuery } from '../../../src/contracts/flights';
import { pageMeta } from '../../db/sql';
import { invalidField } from '../../plugins/http-errors';
import { integrations } from '../dashboard/integrations';
import { flightsRepository } from './flights.repository';

export function flightsService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  return {
    /** A day's flights (default today) at one of the company's airports, or at all of them. */
    async list(q: FlightsQuery) {
      const date = q.date ?? turkeyDate(clock());
      let airports = await flightsRepository.airports(database.db);
      if (q.security_project) {
        airports = airports.filter((a) => a.id === q.security_project);
        if (!airports.length) throw invalidField('security_project', FLIGHT_MESSAGES.notAnAirport);
      }
      const { rows, total } = airports.length
        ? await integrations(app.deps).flights.list({ date, airports, direction: q.direction, page: q.page, perpage: q.perpage }, clock())
        : { rows: [], total: 0 };
      return { data: rows, meta: pageMeta(q, total), helper: { date, airports } };
    },
  };
}
