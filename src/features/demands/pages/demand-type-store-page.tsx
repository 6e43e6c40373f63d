import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { useDemandTypeForm, useSaveDemandType } from '../api/demand-types';
import { DemandTypeForm } from '../components/demand-type-form';

/** /demand-type/store/{demandTypeId}: without an id a new type is created. */
export default function DemandTypeStorePage() {
  const { t } = useTranslation('demands');
  const navigate = useNavigate();
  const params = useParams();
  const id = params.demandTypeId ? Number(params.demandTypeId) : undefined;
  const form = useDemandTypeForm(id);
  const save = useSaveDemandType(id);

  return (
    <Page title={id ? t('types.editTitle') : t('types.createTitle')} backHref="/demand-types">
      {form.isPending ? (
        <Loading />
      ) : form.isError ? (
        <LoadError onRetry={() => void form.refetch()} />
      ) : (
        <DemandTypeForm
          key={form.data.type?.id ?? 'new'}
          type={form.data.type}
          companies={form.data.companies}
          saving={save.isPending}
          onSubmit={async (body) => {
            const result = await save.mutateAsync(body);
            // Spec 2 §8: success messages for creating and updating demand types.
            toasts.success(String(result.helper_data.message ?? t('saved')));
            navigate('/demand-types', { replace: true });
          }}
        />
      )}
    </Page>
  );
}
