import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectInput } from '@/lib/forms/components/select-input';
import { useRatePair, useRates } from '../api/dashboard';
import { defaultPair } from '../rules';
import { day } from './format';
import { Widget } from './widget';

const number = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 4, maximumFractionDigits: 4 });
const pairNumber = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 6 });

export function RatesWidget() {
  const { t } = useTranslation('dashboard');
  const query = useRates();
  const [chosen, setChosen] = useState<{ from?: string; to?: string }>({});
  const rates = query.data?.data.rates ?? [];
  const pair = { ...defaultPair(rates), ...chosen };
  const result = useRatePair(pair.from, pair.to);
  const codes = ['TRY', ...rates.map((r) => r.code)].map((c) => ({ value: c, label: c }));
  return (
    <Widget title={t('rates.title')} testId="widget-rates" query={query} isEmpty={(r) => r.data.rates.length === 0} emptyText={t('rates.empty')}>
      {(r) => (
        <>
          <p className="apron-card-kicker" data-testid="rates-date">{t('rates.bulletin', { date: day(r.data.date) })}</p>
          <div className="dashboard-controls">
            <SelectInput label={t('rates.from')} value={pair.from} options={codes} onChange={(from) => setChosen({ ...pair, from })} testId="rates-from" />
            <SelectInput label={t('rates.to')} value={pair.to} options={codes} onChange={(to) => setChosen({ ...pair, to })} testId="rates-to" />
          </div>
          <p className="dashboard-total" data-testid="rates-pair">
            {pair.from === pair.to ? '1' : result.data
              ? t('rates.pair', { from: result.data.data.from, to: result.data.data.to, buying: pairNumber.format(result.data.data.buying), selling: result.data.data.selling === null ? '—' : pairNumber.format(result.data.data.selling) })
              : result.isError ? t('rates.pairError') : '…'}
          </p>
          <ul className="dashboard-rows dashboard-rates">
            {r.data.rates.slice(0, 6).map((rate) => (
              <li key={rate.code} data-testid="rate-row">
                <strong>{`${rate.unit > 1 ? `${rate.unit} ` : ''}${rate.code}`}</strong>
                <span>{`${number.format(rate.forex_buying)} / ${rate.forex_selling === null ? '—' : number.format(rate.forex_selling)} TL`}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Widget>
  );
}
