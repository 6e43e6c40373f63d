import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { useCorrespondence, useCreateForm, useSaveCorrespondence } from '../api/correspondence';
import { CorrespondenceForm } from '../components/correspondence-form';
import { detailPath } from './box-page';

/** /correspondence/create and /correspondence/edit/{id} (a draft, or a revision of an own sent item). */
export default function StorePage() {
  const { t } = useTranslation('correspondence');
  const navigate = useNavigate();
  const id = Number(useParams().id) || undefined;
  const options = useCreateForm();
  const item = useCorrespondence(id ?? 0, 'edit');
  const save = useSaveCorrespondence(id);
  const ready = options.data && (!id || item.data);

  return (
    <Page title={id ? t('editTitle') : t('createTitle')} backHref="/correspondence/list/outbox">
      {options.isError || (id && item.isError) ? <LoadError /> : !ready ? <Loading /> : (
        <CorrespondenceForm
          key={id ?? 'new'}
          initial={id ? item.data : undefined}
          options={options.data}
          busy={save.isPending}
          onSubmit={(r) => save.mutate(r, {
            onSuccess: (res) => {
              toasts.success(String(res.helper_data.message ?? ''));
              const d = res.data;
              navigate(detailPath(d.is_draft ? 'draft' : 'outbox', d.id), { replace: true });
            },
          })}
        />
      )}
    </Page>
  );
}
