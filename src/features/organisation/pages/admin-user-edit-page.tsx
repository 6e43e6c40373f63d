import { IonButton } from '@ionic/react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { adminUserBody, createAdminUser, updateAdminUser, type AdminUser, type AdminUserBody } from '@/contracts/organisation/admin-users';
import { FormField } from '@/lib/forms/components/form-field';
import { SelectInput } from '@/lib/forms/components/select-input';
import { TextField } from '@/lib/forms/components/text-field';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { ADMIN_USERS_KEY, useAdminUserForm } from '../api/admin';
import { saveWith, useOrgMutation } from '../api/organisation';
import { formResolver } from '../components/form-resolver';

interface Values { first_name: string; middle_name: string; last_name: string; name: string; email: string; mobile_number: string; primary_position?: number }
const FIELDS = ['first_name', 'middle_name', 'last_name', 'name', 'email', 'mobile_number', 'primary_position'] as const;

/** /admin-user/create and /admin-user/{id}/edit. */
export default function AdminUserEditPage() {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  const form = useAdminUserForm(id);
  const save = useOrgMutation(ADMIN_USERS_KEY, saveWith<AdminUserBody>(createAdminUser, updateAdminUser, id));
  return (
    <Page title={id ? t('adminUsers.edit') : t('adminUsers.create')} backHref="/admin-users">
      {form.isPending ? <Loading /> : form.isError ? <LoadError onRetry={() => void form.refetch()} /> : (
        <AdminUserForm key={form.data.admin_user?.id ?? 'new'} user={form.data.admin_user} positions={form.data.positions} saving={save.isPending}
          onSubmit={async (body) => {
            const r = await save.mutateAsync(body);
            toasts.success(String(r.helper_data?.message ?? t('saved')));
            navigate('/admin-users', { replace: true });
          }} />
      )}
    </Page>
  );
}

function AdminUserForm({ user, positions, saving, onSubmit }: {
  user: AdminUser | null; positions: { id: number; name: string; vacant: boolean }[]; saving: boolean; onSubmit: (b: AdminUserBody) => Promise<unknown>;
}) {
  const { t } = useTranslation('organisation');
  const labels = {
    first_name: t('fields.firstName'), middle_name: t('fields.middleName'), last_name: t('fields.lastName'), name: t('fields.username'),
    email: t('fields.email'), mobile_number: t('fields.mobile'), primary_position: t('fields.primaryPosition'),
  };
  const form = useForm<Values>({
    resolver: formResolver<Values>(adminUserBody, labels),
    defaultValues: {
      first_name: user?.first_name ?? '', middle_name: user?.middle_name ?? '', last_name: user?.last_name ?? '', name: user?.name ?? '',
      email: user?.email ?? '', mobile_number: user?.mobile_number ?? '', primary_position: user?.primary_position ?? undefined,
    },
  });
  const submit = form.handleSubmit((v) => onSubmit({ ...v, middle_name: v.middle_name || null, email: v.email || null, mobile_number: v.mobile_number || null } as AdminUserBody)
    .catch((e: unknown) => applyServerErrors(e, form.setError, [...FIELDS])));
  return (
    <form className="apron-form" onSubmit={submit} noValidate data-testid="admin-user-form">
      <TextField control={form.control} name="first_name" label={labels.first_name} maxlength={120} testId="admin-user-first-name" />
      <TextField control={form.control} name="middle_name" label={labels.middle_name} maxlength={120} testId="admin-user-middle-name" />
      <TextField control={form.control} name="last_name" label={labels.last_name} maxlength={120} testId="admin-user-last-name" />
      <TextField control={form.control} name="name" label={labels.name} maxlength={120} testId="admin-user-name" />
      <TextField control={form.control} name="email" label={labels.email} maxlength={255} testId="admin-user-email" />
      <TextField control={form.control} name="mobile_number" label={labels.mobile_number} maxlength={20} testId="admin-user-mobile" />
      <Controller control={form.control} name="primary_position" render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message} helper={t('adminUsers.positionHint')}>
          <SelectInput label={labels.primary_position} value={field.value} emptyOption={t('filters.choose')}
            options={positions.map((p) => ({ value: p.id, label: p.vacant ? `${p.name} (${t('adminUsers.vacant')})` : p.name }))}
            onChange={(v) => field.onChange(v ? Number(v) : undefined)} testId="admin-user-position" />
        </FormField>
      )} />
      <IonButton type="submit" disabled={saving} data-testid="admin-user-save">{t('actions.save')}</IonButton>
    </form>
  );
}
