import { IonButton } from '@ionic/react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { createOnbaseRole, onbaseRoleBody, updateOnbaseRole, type OnbaseRole, type OnbaseRoleBody } from '@/contracts/organisation/onbase';
import { FormActions } from '@/lib/forms/components/form-actions';
import { FormField } from '@/lib/forms/components/form-field';
import { SelectInput } from '@/lib/forms/components/select-input';
import { TextField } from '@/lib/forms/components/text-field';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { ONBASE_KEY, useOnbaseRoleForm } from '../api/onbase';
import { saveWith, useOrgMutation } from '../api/organisation';
import { formResolver } from '../components/form-resolver';

interface Values { department_id?: number | null; name: string; onbase_code: string }

/** /onbase-role-codes/create and /onbase-role-codes/{id}/edit (the spec shows the list only). */
export default function OnbaseRoleCodeEditPage() {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  const form = useOnbaseRoleForm(id);
  const save = useOrgMutation(ONBASE_KEY, saveWith<OnbaseRoleBody>(createOnbaseRole, updateOnbaseRole, id));
  return (
    <Page title={id ? t('onbase.roleEdit') : t('onbase.roleCreate')} backHref="/onbase-role-codes">
      {form.isPending ? <Loading /> : form.isError ? <LoadError onRetry={() => void form.refetch()} /> : (
        <RoleForm key={form.data.role?.id ?? 'new'} role={form.data.role} departments={form.data.departments} saving={save.isPending}
          onSubmit={async (body) => {
            const r = await save.mutateAsync(body);
            toasts.success(String(r.helper_data?.message ?? t('saved')));
            navigate('/onbase-role-codes', { replace: true });
          }} />
      )}
    </Page>
  );
}

function RoleForm({ role, departments, saving, onSubmit }: {
  role: OnbaseRole | null; departments: { id: number; name: string }[]; saving: boolean; onSubmit: (b: OnbaseRoleBody) => Promise<unknown>;
}) {
  const { t } = useTranslation('organisation');
  const labels = { department_id: t('fields.department'), name: t('fields.name'), onbase_code: t('onbase.code') };
  const form = useForm<Values>({
    resolver: formResolver<Values>(onbaseRoleBody, labels),
    defaultValues: { department_id: role?.department_id ?? null, name: role?.name ?? '', onbase_code: role?.onbase_code ?? '' },
  });
  const submit = form.handleSubmit((b) => onSubmit(b as OnbaseRoleBody).catch((e: unknown) => applyServerErrors(e, form.setError, ['department_id', 'name', 'onbase_code'])));
  return (
    <form className="apron-form" onSubmit={submit} noValidate data-testid="onbase-role-form">
      <Controller control={form.control} name="department_id" render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message}>
          <SelectInput label={labels.department_id} value={field.value ?? undefined} emptyOption={t('filters.none')} options={departments.map((d) => ({ value: d.id, label: d.name }))}
            onChange={(v) => field.onChange(v ? Number(v) : null)} testId="onbase-role-department" />
        </FormField>
      )} />
      <TextField control={form.control} name="name" label={labels.name} maxlength={255} testId="onbase-role-name" />
      <TextField control={form.control} name="onbase_code" label={labels.onbase_code} maxlength={64} testId="onbase-role-code" />
      <FormActions>
        <IonButton type="submit" disabled={saving} data-testid="onbase-role-save">{t('actions.save')}</IonButton>
      </FormActions>
    </form>
  );
}
