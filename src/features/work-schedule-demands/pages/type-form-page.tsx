import { useTranslation } from 'react-i18next';
import { wsdTypeEndpoints, type WsdType, type WsdTypeBody } from '@/contracts/work-schedule-demand-options';
import { OptionFormPage } from '../components/option-form-page';
import { TypeForm } from '../components/type-form';

/** /work-schedule-demand-type/create and /{id}/edit. */
export default function TypeFormPage() {
  const { t } = useTranslation('work-schedule-demands');
  return (
    <OptionFormPage<{ type: WsdType | null }, WsdTypeBody>
      name="types" base="/work-schedule-demand-type" endpoints={wsdTypeEndpoints} createTitle={t('options.types.createTitle')} editTitle={t('options.types.editTitle')}
      render={(data, saving, save) => <TypeForm type={data.type} saving={saving} onSubmit={save} />}
    />
  );
}
