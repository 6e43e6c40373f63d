import { zodResolver } from '@hookform/resolvers/zod';
import { IonButton } from '@ionic/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { REFERENCE_LISTS, referenceBody, type ReferenceItem, type ReferenceListKey } from '@/contracts/reference-lists';
import { TextField } from '@/lib/forms/components/text-field';
import { labelledErrorMap } from '@/lib/forms/field-messages';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { useReferenceItem, useSaveReferenceItem } from '../api/reference-items';
import { REFERENCE_SCREENS } from '../screens';
import { FormActions } from '@/lib/forms/components/form-actions';

/** The store screen of every reference list: without an id it creates, with one it updates. */
export default function ReferenceStorePage({ list }: { list: ReferenceListKey }) {
  const { t } = useTranslation('reference-lists');
  const screens = REFERENCE_SCREENS[list];
  const raw = useParams()[screens.idParam];
  const id = raw ? Number(raw) : undefined;
  const item = useReferenceItem(list, id);

  return (
    <Page title={t(id ? 'editTitle' : 'createTitle', { list: t(`lists.${list}.title`) })} backHref={screens.list}>
      {item.isPending ? (
        <Loading />
      ) : item.isError ? (
        <LoadError onRetry={() => void item.refetch()} />
      ) : (
        <ReferenceForm key={item.data?.id ?? 'new'} list={list} item={item.data} />
      )}
    </Page>
  );
}

function ReferenceForm({ list, item }: { list: ReferenceListKey; item: ReferenceItem | null }) {
  const { t } = useTranslation('reference-lists');
  const navigate = useNavigate();
  const def = REFERENCE_LISTS[list];
  const save = useSaveReferenceItem(list, item?.id);
  const label = t(`lists.${list}.field`);
  const form = useForm<Record<string, string>>({
    resolver: zodResolver(referenceBody(def), { error: labelledErrorMap({ [def.field]: label }) }),
    defaultValues: { [def.field]: item?.label ?? '' },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      const result = await save.mutateAsync(body);
      toasts.success(String(result.helper_data.message ?? ''));
      navigate(REFERENCE_SCREENS[list].list, { replace: true });
    } catch (error) {
      applyServerErrors(error, form.setError, [def.field]);
    }
  });

  return (
    <form className="apron-form" onSubmit={submit} noValidate data-testid="reference-form">
      <TextField control={form.control} name={def.field} label={label} maxlength={def.maxLength} testId="reference-label" />
      <FormActions>
        <IonButton type="submit" disabled={save.isPending} data-testid="reference-save">
          {t('save')}
        </IonButton>
      </FormActions>
    </form>
  );
}
