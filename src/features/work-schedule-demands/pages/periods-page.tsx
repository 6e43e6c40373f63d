import { refreshOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { cleanPeriodCache, wsdPeriodEndpoints, type WsdPeriod } from '@/contracts/work-schedule-demand-options';
import { data } from '@/lib/api/client';
import { SelectInput } from '@/lib/forms/components/select-input';
import { IconButton } from '@/lib/ui/icon-button';
import { toasts } from '@/lib/ui/toasts';
import { formatDateTime, formatDays } from '../components/format';
import { OptionsList } from '../components/options-list';

/** /work-schedule-demand-period/list/{page}: periods, their projects, and the shift cache clean-up. */
export default function PeriodsPage() {
  const { t } = useTranslation('work-schedule-demands');
  const clean = async (period: WsdPeriod) => {
    const result = await data(cleanPeriodCache, { params: { id: period.id } });
    toasts.success(result.message);
  };
  return (
    <OptionsList<WsdPeriod>
      name="periods" base="/work-schedule-demand-period" endpoints={wsdPeriodEndpoints} title={t('options.periods.title')} emptyMessage={t('options.periods.empty')}
      deleteMessage={(row) => t('options.deleteMessage', { name: row.name })}
      filters={['is_remote']}
      renderFilters={(params, setFilters) => (
        <SelectInput label={t('options.fields.is_remote')} value={params.filters.is_remote} emptyOption={t('options.all')} testId="wsd-periods-remote"
          options={[{ value: 'true', label: t('options.yes') }, { value: 'false', label: t('options.no') }]} onChange={(v) => setFilters({ is_remote: v || undefined })} />
      )}
      rowActions={(row) => (
        <IconButton icon={refreshOutline} label={t('options.periods.cacheClean')} onClick={() => void clean(row).catch(() => undefined)} testId={`wsd-periods-cache-clean-${row.id}`} />
      )}
      columns={[
        { key: 'name', label: t('options.fields.name'), sort: 'name', render: (r) => r.name },
        { key: 'window', label: t('options.periods.window'), sort: 'request_end_date', render: (r) => `${formatDateTime(r.request_start_date)} – ${formatDateTime(r.request_end_date)}` },
        { key: 'shifts', label: t('options.periods.shifts'), sort: 'shift_start_date', render: (r) => formatDays(r.shift_start_date, r.shift_end_date) },
        { key: 'projects', label: t('options.periods.projects'), render: (r) => r.security_projects.map((p) => p.short_code).join(', ') },
        { key: 'is_remote', label: t('options.fields.is_remote'), render: (r) => (r.is_remote ? t('options.yes') : t('options.no')) },
        { key: 'demands_count', label: t('options.fields.demands_count'), render: (r) => r.demands_count },
      ]}
    />
  );
}
