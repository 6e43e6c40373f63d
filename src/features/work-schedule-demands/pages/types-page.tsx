import { IonInput } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { wsdTypeEndpoints, type WsdType } from '@/contracts/work-schedule-demand-options';
import { OptionsList } from '../components/options-list';

/** /work-schedule-demand-type/list/{page}. */
export default function TypesPage() {
  const { t } = useTranslation('work-schedule-demands');
  return (
    <OptionsList<WsdType>
      name="types" base="/work-schedule-demand-type" endpoints={wsdTypeEndpoints} title={t('options.types.title')} emptyMessage={t('options.types.empty')}
      deleteMessage={(row) => t('options.deleteMessage', { name: row.name })}
      filters={['keyword']}
      renderFilters={(params, setFilters) => (
        <IonInput label={t('options.fields.name')} labelPlacement="stacked" debounce={400} value={params.filters.keyword ?? ''} clearInput
          onIonInput={(e) => setFilters({ keyword: String(e.detail.value ?? '') || undefined })} data-testid="wsd-types-keyword" />
      )}
      columns={[
        { key: 'name', label: t('options.fields.name'), sort: 'name', render: (r) => r.name },
        { key: 'is_off', label: t('options.fields.is_off'), render: (r) => (r.is_off ? t('options.yes') : t('options.no')) },
        { key: 'numbering', label: t('options.numbering'), render: (r) => (r.sequence_yearly_reset ? t('options.yearly') : t('options.running')) },
        { key: 'demands_count', label: t('options.fields.demands_count'), render: (r) => r.demands_count },
      ]}
    />
  );
}
