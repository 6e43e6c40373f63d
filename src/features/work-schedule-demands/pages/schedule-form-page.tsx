import { useTranslation } from 'react-i18next';
import { wsdWorkScheduleEndpoints, type WsdWorkSchedule, type WsdWorkScheduleBody } from '@/contracts/work-schedule-demand-options';
import { OptionFormPage } from '../components/option-form-page';
import { ScheduleForm } from '../components/schedule-form';

/** /work-schedule-demand-work-schedule/create and /{id}/edit. */
export default function ScheduleFormPage() {
  const { t } = useTranslation('work-schedule-demands');
  return (
    <OptionFormPage<{ work_schedule: WsdWorkSchedule | null }, WsdWorkScheduleBody>
      name="schedules" base="/work-schedule-demand-work-schedule" endpoints={wsdWorkScheduleEndpoints}
      createTitle={t('options.schedules.createTitle')} editTitle={t('options.schedules.editTitle')}
      render={(data, saving, save) => <ScheduleForm schedule={data.work_schedule} saving={saving} onSubmit={save} />}
    />
  );
}
