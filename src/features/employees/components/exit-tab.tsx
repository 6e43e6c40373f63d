import { IonButton, IonInput } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exitErrors } from '@/contracts/employees/exit';
import { DateInput } from '@/lib/forms/components/date-input';
import { SelectInput } from '@/lib/forms/components/select-input';
import { ApiError } from '@/lib/api/client';
import { useConfirm } from '@/lib/ui/confirm';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { useCancelExit, useExitForm, useSaveExit } from '../api/record';

/** Exit (spec 1 §5): the typed username and national id must match; exit cancel for active projects. */
export function ExitTab({ id }: { id: number }) {
  const { t } = useTranslation('employees');
  const confirm = useConfirm();
  const form = useExitForm(id);
  const save = useSaveExit(id);
  const cancel = useCancelExit(id);
  const [values, setValues] = useState({ username: '', national_id_number: '', exit_date: '', resignation_date: '', exit_reason_id: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (form.isPending) return <Loading />;
  if (form.isError) return <LoadError onRetry={() => void form.refetch()} />;
  const e = form.data.employee;
  const set = (k: keyof typeof values) => (v: string) => setValues((s) => ({ ...s, [k]: v }));

  const onSave = async () => {
    const local = exitErrors({ ...values, exit_reason_id: null }, { username: e.user.name, national_id_number: e.national_id_number });
    setErrors(local);
    if (Object.keys(local).length) return;
    try {
      await save.mutateAsync({
        username: values.username, national_id_number: values.national_id_number, exit_date: values.exit_date || null,
        resignation_date: values.resignation_date || null, exit_reason_id: values.exit_date && values.exit_reason_id ? Number(values.exit_reason_id) : null,
      });
      toasts.show({ kind: 'success', message: t('exit.saved') });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  };

  return (
    <div data-testid="employee-exit">
      {(e.exit_date || e.resignation_date) && (
        <p>
          {t('exit.current', { exit: e.exit_date ?? '—', resignation: e.resignation_date ?? '—' })}{' '}
          <IonButton fill="outline" color="warning" data-testid="employee-exit-cancel"
            onClick={async () => {
              if (!(await confirm({ message: t('exit.confirmCancel') }))) return;
              try {
                await cancel.mutateAsync(undefined);
                toasts.show({ kind: 'success', message: t('exit.cancelled') });
              } catch (error) {
                if (!(error instanceof ApiError)) throw error;
              }
            }}
          >
            {t('exit.cancel')}
          </IonButton>
        </p>
      )}
      <IonInput label={t('fields.username')} labelPlacement="stacked" value={values.username} onIonInput={(ev) => set('username')(String(ev.detail.value ?? ''))} data-testid="exit-username" />
      {errors.username && <p className="apron-error" role="alert">{errors.username}</p>}
      <IonInput label={t('fields.national_id_number')} labelPlacement="stacked" value={values.national_id_number} maxlength={11} onIonInput={(ev) => set('national_id_number')(String(ev.detail.value ?? ''))} data-testid="exit-national-id" />
      {errors.national_id_number && <p className="apron-error" role="alert">{errors.national_id_number}</p>}
      <div data-testid="exit-date"><DateInput label={t('fields.exit_date')} labelPlacement="stacked" value={values.exit_date} onChange={set('exit_date')} name="exit_date" /></div>
      <div data-testid="exit-resignation"><DateInput label={t('fields.resignation_date')} labelPlacement="stacked" value={values.resignation_date} onChange={set('resignation_date')} name="resignation_date" /></div>
      {errors.resignation_date && <p className="apron-error" role="alert">{errors.resignation_date}</p>}
      <SelectInput label={t('fields.exit_reason')} value={values.exit_reason_id} emptyOption={t('choose')} options={form.data.exit_reasons.map((r) => ({ value: r.id, label: r.name }))} onChange={set('exit_reason_id')} testId="exit-reason" />
      <IonButton onClick={() => void onSave()} disabled={save.isPending} data-testid="exit-save">{t('exit.save')}</IonButton>
    </div>
  );
}
