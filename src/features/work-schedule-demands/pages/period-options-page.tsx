import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { wsdPeriodOptionEndpoints, type WsdPeriodOption } from '@/contracts/work-schedule-demand-options';
import { data } from '@/lib/api/client';
import { SelectInput } from '@/lib/forms/components/select-input';
import { optionKey } from '../api/options';
import { formatSchedule } from '../components/format';
import { OptionsList } from '../components/options-list';

/** /work-schedule-demand-period-options/list/{page}: the schedules each period offers, with daily quotas. */
export default function PeriodOptionsPage() {
  const { t } = useTranslation('work-schedule-demands');
  const choices = useQuery({ queryKey: [...optionKey('period-options'), 'choices'], queryFn: () => data(wsdPeriodOptionEndpoints.create) });
  return (
    <OptionsList<WsdPeriodOption>
      name="period-options" base="/work-schedule-demand-period-options" endpoints={wsdPeriodOptionEndpoints}
      title={t('options.periodOptions.title')} emptyMessage={t('options.periodOptions.empty')}
      deleteMessage={(row) => t('options.deleteMessage', { name: `${row.period.name} / ${row.work_schedule.shiftCode}` })}
      filters={['period_id']}
      renderFilters={(params, setFilters) => (
        <SelectInput label={t('options.fields.period_id')} value={params.filters.period_id} emptyOption={t('choose.allPeriods')} testId="wsd-period-options-period"
          options={(choices.data?.periods ?? []).map((p) => ({ value: p.id, label: p.name }))} onChange={(v) => setFilters({ period_id: v || undefined })} />
      )}
      columns={[
        { key: 'period', label: t('options.fields.period_id'), sort: 'period', render: (r) => r.period.name },
        { key: 'schedule', label: t('options.fields.work_schedule_id'), sort: 'work_schedule', render: (r) => `${r.work_schedule.name} — ${formatSchedule(r.work_schedule)}` },
        { key: 'daily_quota', label: t('options.fields.daily_quota'), render: (r) => r.daily_quota ?? t('options.unlimited') },
      ]}
    />
  );
}
