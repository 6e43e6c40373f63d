import type { AppDeps } from '../../app';
import { builtinRates } from '../exchange-rates/exchange-rates.builtin';
import { httpRates } from '../exchange-rates/exchange-rates.http';
import type { RatesAdapter } from '../exchange-rates/exchange-rates.adapter';
import { builtinFlights } from '../flights/flights.builtin';
import { httpFlights } from '../flights/flights.http';
import type { FlightsAdapter } from '../flights/flights.adapter';
import { builtinHrProvider } from '../hr-provider/hr-provider.builtin';
import { httpHrProvider } from '../hr-provider/hr-provider.http';
import type { HrProviderAdapter } from '../hr-provider/hr-provider.adapter';
import { builtinSchedule } from '../schedule/schedule.builtin';
import { httpSchedule } from '../schedule/schedule.http';
import type { ScheduleAdapter } from '../schedule/schedule.adapter';

export interface Integrations {
  schedule: ScheduleAdapter;
  rates: RatesAdapter;
  flights: FlightsAdapter;
  hr: HrProviderAdapter;
}

const chosen = new WeakMap<AppDeps, Integrations>();

/**
 * The one place that picks each external system's adapter: the HTTP adapter when its service is
 * configured (server/config.ts), otherwise the built-in default that answers from Apron's database.
 */
export function integrations(deps: AppDeps): Integrations {
  let found = chosen.get(deps);
  if (!found) {
    const { config } = deps;
    const db = deps.database.db;
    found = {
      schedule: config.scheduleService ? httpSchedule(config.scheduleService, db) : builtinSchedule(db),
      rates: config.ratesService ? httpRates(config.ratesService) : builtinRates(db),
      flights: config.flightsService ? httpFlights(config.flightsService) : builtinFlights(db),
      hr: config.hrProvider ? httpHrProvider(config.hrProvider, db) : builtinHrProvider(db),
    };
    chosen.set(deps, found);
  }
  return found;
}
