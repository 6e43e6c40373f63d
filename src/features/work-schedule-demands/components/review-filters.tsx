import { IonButton, IonInput } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { SCHEDULE_YEAR_MAX, SCHEDULE_YEAR_MIN } from '@/contracts/schedule';
import { WSD_KINDS, WSD_STATUSES } from '@/contracts/work-schedule-demands-rules';
import { SelectInput } from '@/lib/forms/components/select-input';
import { REVIEW_FILTER_NAMES } from './filter-storage';
import { formatSchedule } from './format';
import { DateFilter } from '@/lib/list/date-filter';

export interface ReviewChoices {
  types: { id: number; name: string }[];
  periods: { id: number; name: string }[];
  work_schedules: { id: number; name: string; shiftCode: string; beginMinute: number; endMinute: number }[];
  security_projects: { id: number; name: string; short_code: string }[];
}

/** Spec 2 §9: the years offered, 2014 to 2049. */
const YEARS = Array.from({ length: SCHEDULE_YEAR_MAX - SCHEDULE_YEAR_MIN + 1 }, (_, i) => SCHEDULE_YEAR_MIN + i);

export function ReviewFilters({ filters, setFilters, choices }: { filters: Record<string, string>; setFilters: (f: Record<string, string | undefined>) => void; choices?: ReviewChoices }) {
  const { t } = useTranslation('work-schedule-demands');
  const pick = (name: string, label: string, options: { value: string | number; label: string }[], empty: string) => (
    <SelectInput label={label} value={filters[name]} options={options} emptyOption={empty} testId={`wsd-review-${name}`}
      onChange={(v) => setFilters({ [name]: v || undefined })} />
  );
  const date = (name: string, label: string) => (
    <DateFilter label={label} value={filters[name] ?? ''} onChange={(v) => setFilters({ [name]: v })} testId={`wsd-review-${name}`} />
  );
  return (
    <>
      {pick('status', t('fields.status'), WSD_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })), t('choose.allStatuses'))}
      {pick('type', t('fields.type'), WSD_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) })), t('choose.allKinds'))}
      {pick('type_id', t('fields.type_id'), (choices?.types ?? []).map((x) => ({ value: x.id, label: x.name })), t('choose.allTypes'))}
      {pick('period_id', t('fields.period_id'), (choices?.periods ?? []).map((x) => ({ value: x.id, label: x.name })), t('choose.allPeriods'))}
      {pick('work_schedule_id', t('fields.work_schedule_id'), (choices?.work_schedules ?? []).map((x) => ({ value: x.id, label: `${x.name} — ${formatSchedule(x)}` })), t('choose.allSchedules'))}
      {pick('security_project_id', t('fields.security_project_id'), (choices?.security_projects ?? []).map((x) => ({ value: x.id, label: `${x.short_code} - ${x.name}` })), t('choose.allProjects'))}
      {pick('year', t('fields.year'), YEARS.map((y) => ({ value: y, label: String(y) })), t('choose.allYears'))}
      {date('date_from', t('fields.date_from'))}
      {date('date_to', t('fields.date_to'))}
      <IonInput label={t('fields.requester')} labelPlacement="stacked" debounce={400} value={filters.requester ?? ''} clearInput
        onIonInput={(e) => setFilters({ requester: String(e.detail.value ?? '') || undefined })} data-testid="wsd-review-requester" />
      <IonButton fill="clear" size="small" data-testid="wsd-review-clear"
        onClick={() => setFilters(Object.fromEntries(REVIEW_FILTER_NAMES.map((n) => [n, undefined])))}>
        {t('actions.clearFilters')}
      </IonButton>
    </>
  );
}
