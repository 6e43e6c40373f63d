import { IonButton, IonCheckbox, IonInput } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { EMPLOYEE_MESSAGES as M } from '@/contracts/employees/messages';
import { ApiError } from '@/lib/api/client';
import { DateInput } from '@/lib/forms/components/date-input';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { useSeasonForm, useSeasonMutations } from '../api/reference';

/** /gss/employee-season/create and /gss/employee-season/{id}/edit. */
export default function SeasonFormPage() {
  const { t } = useTranslation('employees');
  const navigate = useNavigate();
  const raw = useParams().id;
  const id = raw ? Number(raw) : undefined;
  const form = useSeasonForm(id);
  const { save } = useSeasonMutations();
  const [edit, setEdit] = useState<{ name: string; start_date: string; end_date: string; projects: number[] } | null>(null);
  const [error, setError] = useState('');
  const list = '/gss/employee-season/list';
  if (form.isPending) return <Page title={t('seasons.title')} backHref={list}><Loading /></Page>;
  if (form.isError) return <Page title={t('seasons.title')} backHref={list}><LoadError onRetry={() => void form.refetch()} /></Page>;
  const item = form.data.item;
  const v = edit ?? { name: item?.name ?? '', start_date: item?.start_date ?? '', end_date: item?.end_date ?? '', projects: item?.security_projects.map((p) => p.id) ?? [] };
  const onSave = async () => {
    const missing = !v.name.trim() ? t('seasons.name') : !v.start_date ? t('seasons.start_date') : !v.end_date ? t('seasons.end_date') : '';
    if (missing) return setError(M.required(missing));
    try {
      await save.mutateAsync({ id, body: { name: v.name.trim(), start_date: v.start_date, end_date: v.end_date, security_projects: v.projects } });
      toasts.show({ kind: 'success', message: M.saved });
      navigate(list, { replace: true });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      setError(Object.values((e.body as { errors?: Record<string, string[]> } | null)?.errors ?? {}).flat().join(' ') || e.message);
    }
  };
  return (
    <Page title={t('seasons.title')} backHref={list}>
      <div className="employees-form" data-testid="season-form">
        <IonInput label={t('seasons.name')} labelPlacement="stacked" value={v.name} maxlength={120} onIonInput={(e) => setEdit({ ...v, name: String(e.detail.value ?? '') })} data-testid="season-name" />
        <DateInput label={t('seasons.start_date')} labelPlacement="stacked" value={v.start_date} onChange={(d) => setEdit({ ...v, start_date: d })} name="start_date" />
        <DateInput label={t('seasons.end_date')} labelPlacement="stacked" value={v.end_date} onChange={(d) => setEdit({ ...v, end_date: d })} name="end_date" />
        <fieldset>
          <legend>{t('fields.security_project')}</legend>
          {form.data.security_projects.map((p) => (
            <IonCheckbox key={p.id} labelPlacement="end" checked={v.projects.includes(p.id)}
              onIonChange={(e) => setEdit({ ...v, projects: e.detail.checked ? [...v.projects, p.id] : v.projects.filter((x) => x !== p.id) })}>{p.name}</IonCheckbox>
          ))}
        </fieldset>
        {error && <p className="apron-error" role="alert">{error}</p>}
        <IonButton onClick={() => void onSave()} disabled={save.isPending} data-testid="season-save">{t('form.save')}</IonButton>
      </div>
    </Page>
  );
}
