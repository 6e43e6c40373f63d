import { IonButton, IonIcon } from '@ionic/react';
import { addOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { APPOINTMENT_MANAGER, type Appointment } from '@/contracts/organisation/appointments';
import { useSession } from '@/lib/session/session-context';
import { SelectInput } from '@/lib/forms/components/select-input';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { Page } from '@/lib/ui/page';
import { APPOINTMENTS_KEY, fetchAppointments } from '../api/admin';
import { displayDate } from '@/contracts/display-dates';

const dayText = (d: string) => displayDate(d);

/** /appointments [page]: doctor appointments, one's own (everyone's for edit-employees holders), upcoming or past. */
export default function AppointmentsPage() {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const manager = useSession().can(APPOINTMENT_MANAGER);
  const columns: Column<Appointment>[] = [
    { key: 'day', label: t('fields.date'), render: (a) => dayText(a.day) },
    { key: 'time', label: t('appointments.time'), render: (a) => a.time },
    ...(manager ? [{ key: 'user', label: t('fields.user'), render: (a: Appointment) => a.user_name }] : []),
    { key: 'complaint', label: t('appointments.complaint'), render: (a) => a.complaint },
  ];
  return (
    <Page title={t('appointments.title')} toolbar={<IonButton onClick={() => navigate('/appointment/new')} data-testid="appointment-create"><IonIcon aria-hidden="true" slot="start" icon={addOutline} />{t('appointments.new')}</IonButton>}>
      <PagedList testId="appointments-list" queryKey={APPOINTMENTS_KEY} fetch={fetchAppointments} columns={columns} rowKey={(a) => a.id} filters={['past', 'all']} emptyMessage={t('appointments.empty')}
        filterLabels={{ past: t('appointments.when'), all: t('appointments.whose') }}
        describeFilter={(key) => (key === 'past' ? t('appointments.past') : key === 'all' ? t('appointments.everyone') : null)}
        renderFilters={(params, setFilters) => (
          <>
            <SelectInput label={t('appointments.when')} value={params.filters.past ?? ''} options={[{ value: '', label: t('appointments.upcoming') }, { value: '1', label: t('appointments.past') }]}
              onChange={(v) => setFilters({ past: v || undefined })} testId="appointments-past" />
            {manager && (
              <SelectInput label={t('appointments.whose')} value={params.filters.all ?? ''} options={[{ value: '', label: t('appointments.mine') }, { value: '1', label: t('appointments.everyone') }]}
                onChange={(v) => setFilters({ all: v || undefined })} testId="appointments-all" />
            )}
          </>
        )} />
    </Page>
  );
}
