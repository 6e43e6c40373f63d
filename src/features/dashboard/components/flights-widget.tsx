import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlightDirection } from '@/contracts/flights';
import { SelectInput } from '@/lib/forms/components/select-input';
import { useFlights } from '../api/dashboard';
import { clock } from './format';
import { Pager } from './pager';
import { Widget } from './widget';

const FLIGHT_DIRECTIONS: readonly FlightDirection[] = ['departure', 'arrival'];

interface Airport { id: number; name: string; short_code: string }

/** Today's departures and arrivals at the company's airports. */
export function FlightsWidget() {
  const { t } = useTranslation('dashboard');
  const [filter, setFilter] = useState<{ security_project?: number; direction?: FlightDirection; page: number }>({ page: 1 });
  const query = useFlights(filter);
  const airports = (query.data?.helper_data.airports as Airport[] | undefined) ?? [];
  const controls = (
    <div className="dashboard-controls">
      <SelectInput label={t('flights.airport')} value={filter.security_project} emptyOption={t('flights.allAirports')} testId="flights-airport"
        options={airports.map((a) => ({ value: String(a.id), label: a.short_code }))}
        onChange={(v) => setFilter({ ...filter, security_project: v ? Number(v) : undefined, page: 1 })} />
      <SelectInput label={t('flights.direction')} value={filter.direction} emptyOption={t('flights.allDirections')} testId="flights-direction"
        options={FLIGHT_DIRECTIONS.map((d) => ({ value: d, label: t(`flights.${d}`) }))}
        onChange={(v) => setFilter({ ...filter, direction: (v || undefined) as FlightDirection | undefined, page: 1 })} />
    </div>
  );
  return (
    <Widget title={t('flights.title')} testId="widget-flights" query={query} controls={controls} isEmpty={(r) => r.data.length === 0} emptyText={t('flights.empty')}>
      {(r) => (
        <>
          <ul className="dashboard-rows">
            {r.data.map((f) => (
              <li key={f.id} data-testid="flight-row" className={`flight-${f.status}`}>
                <strong>{`${clock(f.estimated_at ?? f.scheduled_at)} ${f.flight_code}`}</strong>
                <span>{`${f.origin} → ${f.destination}${f.gate ? ` · ${t('flights.gate', { gate: f.gate })}` : ''}`}</span>
                <small>{t(`flights.status.${f.status}`)}{f.estimated_at && f.estimated_at !== f.scheduled_at ? ` (${clock(f.scheduled_at)})` : ''}</small>
              </li>
            ))}
          </ul>
          <Pager page={filter.page} lastPage={r.meta_data.last_page ?? 1} onPage={(page) => setFilter({ ...filter, page })} testId="flights-pager" />
        </>
      )}
    </Widget>
  );
}
