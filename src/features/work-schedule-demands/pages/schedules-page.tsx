import { IonInput } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { wsdWorkScheduleEndpoints, type WsdWorkSchedule } from '@/contracts/work-schedule-demand-options';
import { formatSchedule } from '../components/format';
import { OptionsList } from '../components/options-list';

/** /work-schedule-demand-work-schedule/list/{page}. */
export default function SchedulesPage() {
  const { t } = useTranslation('work-schedule-demands');
  return (
    <OptionsList<WsdWorkSchedule>
      name="schedules" base="/work-schedule-demand-work-schedule" endpoints={wsdWorkScheduleEndpoints}
      title={t('options.schedules.title')} emptyMessage={t('options.schedules.empty')}
      deleteMessage={(row) => t('options.deleteMessage', { name: `${row.shiftCode} - ${row.name}` })}
      filters={['keyword']}
      renderFilters={(params, setFilters) => (
        <IonInput label={t('options.schedules.keyword')} labelPlacement="stacked" debounce={400} value={params.filters.keyword ?? ''} clearInput
          onIonInput={(e) => setFilters({ keyword: String(e.detail.value ?? '') || undefined })} data-testid="wsd-schedules-keyword" />
      )}
      columns={[
        { key: 'shiftCode', label: t('options.fields.shiftCode'), sort: 'shiftCode', render: (r) => r.shiftCode },
        { key: 'name', label: t('options.fields.name'), sort: 'name', render: (r) => r.name },
        { key: 'hours', label: t('options.hours'), sort: 'beginMinute', render: (r) => formatSchedule(r).slice(r.shiftCode.length + 1) },
        { key: 'numbering', label: t('options.numbering'), render: (r) => (r.sequence_yearly_reset ? t('options.yearly') : t('options.running')) },
        { key: 'demands_count', label: t('options.fields.demands_count'), render: (r) => r.demands_count },
      ]}
    />
  );
}
