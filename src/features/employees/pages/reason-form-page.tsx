import { IonButton, IonCheckbox, IonInput } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { EMPLOYEE_MESSAGES as M } from '@/contracts/employees/messages';
import type { ReasonKind } from '@/contracts/employees/reference';
import { ApiError } from '@/lib/api/client';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { useReasonForm, useReasonMutations } from '../api/reference';
import { REASON_SCREENS } from './reason-list-page';

/** /exit-reason/create, /exit-reason/{id}/edit and the re-employ twins. */
export default function ReasonFormPage({ kind }: { kind: ReasonKind }) {
  const { t } = useTranslation('employees');
  const navigate = useNavigate();
  const raw = useParams().id;
  const id = raw ? Number(raw) : undefined;
  const form = useReasonForm(kind, id);
  const { save } = useReasonMutations(kind);
  const [edit, setEdit] = useState<{ name: string; reset: boolean } | null>(null);
  const [error, setError] = useState('');
  const list = `${REASON_SCREENS[kind]}/list/1`;
  if (form.isPending) return <Page title={t(`reasons.${kind}`)} backHref={list}><Loading /></Page>;
  if (form.isError) return <Page title={t(`reasons.${kind}`)} backHref={list}><LoadError onRetry={() => void form.refetch()} /></Page>;
  const values = edit ?? { name: form.data.item?.name ?? '', reset: !!form.data.item?.sequence_yearly_reset };
  const onSave = async () => {
    if (!values.name.trim()) return setError(M.required(t('reasons.name')));
    try {
      const res = await save.mutateAsync({ id, body: { name: values.name.trim(), sequence_yearly_reset: values.reset ? 1 : 0 } });
      toasts.show({ kind: 'success', message: String((res.helper_data as { message?: string } | undefined)?.message ?? M.saved) });
      navigate(list, { replace: true });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      setError(Object.values((e.body as { errors?: Record<string, string[]> } | null)?.errors ?? {}).flat().join(' ') || e.message);
    }
  };
  return (
    <Page title={t(`reasons.${kind}`)} backHref={list}>
      <div className="employees-form" data-testid="reason-form">
        <IonInput label={t('reasons.name')} labelPlacement="stacked" value={values.name} maxlength={255} onIonInput={(e) => setEdit({ ...values, name: String(e.detail.value ?? '') })} data-testid="reason-name" />
        <IonCheckbox checked={values.reset} onIonChange={(e) => setEdit({ ...values, reset: e.detail.checked })} labelPlacement="end" data-testid="reason-reset">{t('reasons.sequence_yearly_reset')}</IonCheckbox>
        {error && <p className="apron-error" role="alert">{error}</p>}
        <IonButton onClick={() => void onSave()} disabled={save.isPending} data-testid="reason-save">{t('form.save')}</IonButton>
      </div>
    </Page>
  );
}
