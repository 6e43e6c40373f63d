import { useTranslation } from 'react-i18next';
import { wsdPeriodOptionEndpoints, type WsdPeriodOption, type WsdPeriodOptionBody } from '@/contracts/work-schedule-demand-options';
import { OptionFormPage } from '../components/option-form-page';
import { PeriodOptionForm } from '../components/period-option-form';

type FormData = { option: WsdPeriodOption | null; periods: { id: number; name: string }[]; work_schedules: { id: number; name: string; shiftCode: string }[] };

/** /work-schedule-demand-period-options/create and /{id}/edit (the API's -period-option). */
export default function PeriodOptionFormPage() {
  const { t } = useTranslation('work-schedule-demands');
  return (
    <OptionFormPage<FormData, WsdPeriodOptionBody>
      name="period-options" base="/work-schedule-demand-period-options" endpoints={wsdPeriodOptionEndpoints}
      createTitle={t('options.periodOptions.createTitle')} editTitle={t('options.periodOptions.editTitle')}
      render={(data, saving, save) => <PeriodOptionForm option={data.option} periods={data.periods} schedules={data.work_schedules} saving={saving} onSubmit={save} />}
    />
  );
}
