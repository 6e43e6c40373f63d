import { useTranslation } from 'react-i18next';
import { wsdPeriodEndpoints, type ProjectRef, type WsdPeriod, type WsdPeriodBody } from '@/contracts/work-schedule-demand-options';
import { OptionFormPage } from '../components/option-form-page';
import { PeriodForm } from '../components/period-form';

type FormData = { period: WsdPeriod | null; ggh_projects: ProjectRef[]; uog_projects: ProjectRef[] };

/** /work-schedule-demand-period/create and /{id}/edit. */
export default function PeriodFormPage() {
  const { t } = useTranslation('work-schedule-demands');
  return (
    <OptionFormPage<FormData, WsdPeriodBody>
      name="periods" base="/work-schedule-demand-period" endpoints={wsdPeriodEndpoints}
      createTitle={t('options.periods.createTitle')} editTitle={t('options.periods.editTitle')}
      render={(data, saving, save) => <PeriodForm period={data.period} gghProjects={data.ggh_projects} uogProjects={data.uog_projects} saving={saving} onSubmit={save} />}
    />
  );
}
