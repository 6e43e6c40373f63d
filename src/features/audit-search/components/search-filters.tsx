import { IonButton, IonIcon, IonInput } from '@ionic/react';
import { funnelOutline } from 'ionicons/icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_EXTRA_RATINGS, AUDIT_LIMITS, AUDIT_RATINGS, AUDIT_REPORT_STATUSES } from '@/contracts/audits/families';
import type { AuditSearchHelperData } from '@/contracts/audits/search';
import { trCompare } from '@/contracts/text';
import { SelectInput, type SelectOption } from '@/lib/forms/components/select-input';
import { DateFilter } from '@/lib/list/date-filter';
import type { SearchFilter, SearchScreen } from '../screens';
import { SecurityProjectsFilter } from './security-projects-filter';
import { SupervisorFilter } from './supervisor-filter';

export interface SearchFiltersProps {
  screen: SearchScreen;
  filters: Record<string, string>;
  setFilters: (f: Record<string, string | undefined>) => void;
  /** Null when the option lists could not be loaded (or are loading). */
  options: AuditSearchHelperData | null;
  supervisorName: string | undefined;
}

const sorted = (items: readonly { id: number; label: string }[]): SelectOption[] =>
  [...items].sort((a, b) => trCompare(a.label, b.label)).map((i) => ({ value: i.id, label: i.label }));
const named = (items: readonly { id: number; name: string }[]): SelectOption[] => items.map((i) => ({ value: i.id, label: i.name }));

/**
 * Every filter of the family's search route (spec 2 §2). Lists that come from the server
 * (titles, flight codes, security projects) are left out while they are unavailable; the fixed
 * ones (ratings, extra ratings, report statuses) are always there.
 */
export function SearchFilters({ screen, filters, setFilters, options, supervisorName }: SearchFiltersProps) {
  const { t } = useTranslation('audit-search');
  const [open, setOpen] = useState(false);
  const set = (name: SearchFilter) => (value: string | undefined) => setFilters({ [name]: value || undefined });
  const select = (name: SearchFilter, choices: SelectOption[]) => (
    <SelectInput key={name} label={t(`fields.${name}`)} value={filters[name] ?? ''} options={choices} emptyOption={t('filters.all')}
      onChange={set(name)} testId={`audit-search-${name}`} />
  );
  const field: Record<SearchFilter, () => ReactNode> = {
    audit_code: () => (
      <IonInput key="audit_code" label={t('fields.audit_code')} labelPlacement="stacked" debounce={400} clearInput maxlength={AUDIT_LIMITS.auditCodeMax}
        value={filters.audit_code ?? ''} onIonInput={(e) => set('audit_code')(String(e.detail.value ?? '').trim())} data-testid="audit-search-audit_code" />
    ),
    flight_code_id: () => options && select('flight_code_id', sorted(options.flight_codes)),
    started_at: () => <DateFilter key="started_at" label={t('fields.started_at')} value={filters.started_at ?? ''} onChange={set('started_at')} testId="audit-search-started_at" />,
    ended_at: () => <DateFilter key="ended_at" label={t('fields.ended_at')} value={filters.ended_at ?? ''} onChange={set('ended_at')} testId="audit-search-ended_at" />,
    security_projects: () => (
      <SecurityProjectsFilter key="security_projects" value={filters.security_projects} options={options?.security_projects ?? null} onChange={set('security_projects')} />
    ),
    title_id: () => options && select('title_id', sorted(options.titles)),
    rating_id: () => select('rating_id', named(options?.ratings ?? AUDIT_RATINGS)),
    extra_rating: () => select('extra_rating', named(options?.extra_ratings ?? AUDIT_EXTRA_RATINGS)),
    supervisor_id: () => <SupervisorFilter key="supervisor_id" value={filters.supervisor_id} knownName={supervisorName} onChange={set('supervisor_id')} />,
    report_status_id: () => select('report_status_id', named(options?.report_statuses ?? AUDIT_REPORT_STATUSES)),
  };
  const cleared = Object.fromEntries(screen.filters.map((name) => [name, undefined]));
  const active = screen.filters.filter((name) => filters[name]).length;
  return (
    <>
      {/* Phones: the filters fold away under one button so the results are in sight. */}
      <IonButton className="audit-search-filter-toggle" fill="outline" size="small" aria-expanded={open} onClick={() => setOpen(!open)} data-testid="audit-search-filter-toggle">
        <IonIcon aria-hidden="true" slot="start" icon={funnelOutline} />
        {active ? t('filters.toggleActive', { count: active }) : t('filters.toggle')}
      </IonButton>
      <div className={open ? 'audit-search-filter-body' : 'audit-search-filter-body audit-search-folded'}>
        {screen.filters.map((name) => field[name]())}
        <IonButton className="audit-search-clear" fill="clear" size="small" onClick={() => setFilters(cleared)} data-testid="audit-search-clear">
          {t('actions.clearFilters')}
        </IonButton>
      </div>
    </>
  );
}
