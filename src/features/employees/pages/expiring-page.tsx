import { openOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { EXPIRY_KINDS } from '@/contracts/employees/expiry';
import { SelectInput } from '@/lib/forms/components/select-input';
import { PagedList } from '@/lib/list/paged-list';
import { IconButton } from '@/lib/ui/icon-button';
import { Page } from '@/lib/ui/page';
import { EXPIRING_KEY, fetchExpiring } from '../api/expiry';
import { formatDay } from '../components/format';
import '../components/employees.css';

/**
 * /gss/employee-expiring [page, perpage, within, kind]: TPSS certifications, apron cards and
 * mandatory trainings expiring within 30 (or 7) days, soonest first, from the daily expiry job.
 */
export default function ExpiringPage() {
  const { t } = useTranslation('employees');
  return (
    <Page title={t('expiry.title')}>
      <PagedList
        testId="expiring-list" queryKey={EXPIRING_KEY} fetch={fetchExpiring} rowKey={(r) => r.id} emptyMessage={t('expiry.empty')} defaultPerpage={50}
        filters={['within', 'kind']}
        filterLabels={{ within: t('expiry.within'), kind: t('expiry.kind') }}
        describeFilter={(key, value) => (key === 'within' ? t('expiry.days', { n: value }) : key === 'kind' ? t(`expiry.kinds.${value}`) : null)}
        renderFilters={(p, setFilters) => (
          <div className="employees-toolbar">
            <SelectInput label={t('expiry.within')} value={p.filters.within ?? '30'} testId="expiring-within"
              options={['30', '7'].map((n) => ({ value: n, label: t('expiry.days', { n }) }))} onChange={(v) => setFilters({ within: v === '30' ? undefined : v })} />
            <SelectInput label={t('expiry.kind')} value={p.filters.kind ?? ''} emptyOption={t('status.all')} testId="expiring-kind"
              options={EXPIRY_KINDS.map((k) => ({ value: k, label: t(`expiry.kinds.${k}`) }))} onChange={(v) => setFilters({ kind: v || undefined })} />
          </div>
        )}
        columns={[
          { key: 'full_name', label: t('fields.full_name'), render: (r) => <span className={r.window === 7 ? 'employees-row-red' : 'employees-row-orange'} data-window={r.window}>{r.full_name}</span> },
          { key: 'national_id_number', label: t('fields.national_id_number'), render: (r) => r.national_id_number },
          { key: 'security_project', label: t('fields.security_project'), render: (r) => r.security_project ?? '' },
          { key: 'kind', label: t('expiry.kind'), render: (r) => t(`expiry.kinds.${r.kind}`) },
          { key: 'label', label: t('expiry.what'), render: (r) => r.label },
          { key: 'expires_on', label: t('expiry.expires_on'), render: (r) => formatDay(r.expires_on) },
          { key: 'days_left', label: t('expiry.daysLeftLabel'), render: (r) => t('expiry.daysLeft', { count: r.days_left }) },
          {
            key: 'actions', label: '', render: (r) => (
              <IconButton icon={openOutline} label={t('list.open')} href={`/gss/employee/${r.employee_id}/employee-information/show`} />
            ),
          },
        ]}
      />
    </Page>
  );
}
