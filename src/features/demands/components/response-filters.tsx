import { IonButton, IonInput } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { DEMAND_STEP_STATUSES } from '@/contracts/demands';
import { useResponseSearchForm } from '../api/demand-responses';
import { DateFilter } from '@/lib/list/date-filter';

export interface ResponseFiltersProps {
  filters: Record<string, string>;
  setFilters: (f: Record<string, string | undefined>) => void;
  /** /demand-responses/{id}: the type comes from the route. */
  fixedTypeId?: number;
}

/** Type, status, date range, requester and text: the response search's filters (spec 2 §7). */
export function ResponseFilters({ filters, setFilters, fixedTypeId }: ResponseFiltersProps) {
  const { t } = useTranslation('demands');
  const form = useResponseSearchForm();
  const text = (name: string, label: string) => (
    <IonInput label={label} labelPlacement="stacked" debounce={400} value={filters[name] ?? ''} clearInput
      onIonInput={(e) => setFilters({ [name]: String(e.detail.value ?? '') || undefined })} data-testid={`demand-responses-${name}`} />
  );
  const date = (name: string, label: string) => (
    <DateFilter label={label} value={filters[name] ?? ''} onChange={(v) => setFilters({ [name]: v })} testId={`demand-responses-${name}`} />
  );
  return (
    <>
      <label className="apron-select-label">
        <span>{t('fields.demand_type_id')}</span>
        <select className="apron-select" disabled={fixedTypeId !== undefined} value={fixedTypeId ?? filters.demand_type_id ?? ''}
          onChange={(e) => setFilters({ demand_type_id: e.target.value || undefined })} data-testid="demand-responses-type">
          <option value="">{t('choose.allTypes')}</option>
          {(form.data?.demand_types ?? []).map((d) => <option key={d.id} value={d.id}>{d.name}</option>)}
        </select>
      </label>
      <label className="apron-select-label">
        <span>{t('fields.status')}</span>
        <select className="apron-select" value={filters.status ?? ''} onChange={(e) => setFilters({ status: e.target.value || undefined })} data-testid="demand-responses-status">
          <option value="">{t('choose.allStatuses')}</option>
          {(form.data?.statuses ?? DEMAND_STEP_STATUSES).map((s) => <option key={s} value={s}>{t(`status.${s}`)}</option>)}
        </select>
      </label>
      {date('started_at', t('fields.started_at'))}
      {date('ended_at', t('fields.ended_at'))}
      {text('requester', t('fields.requester'))}
      {text('keyword', t('fields.keyword'))}
      <IonButton fill="clear" size="small" data-testid="demand-responses-clear"
        onClick={() => setFilters({ demand_type_id: undefined, status: undefined, started_at: undefined, ended_at: undefined, requester: undefined, keyword: undefined })}>
        {t('actions.clearFilters')}
      </IonButton>
    </>
  );
}
