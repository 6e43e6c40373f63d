import { IonButton, IonToggle } from '@ionic/react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { createRole, roleBody, updateRole, type PermissionImpact, type RoleBody } from '@/contracts/organisation/roles';
import type { z } from 'zod';
import { FormField } from '@/lib/forms/components/form-field';
import { SelectInput } from '@/lib/forms/components/select-input';
import { TextField } from '@/lib/forms/components/text-field';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { ROLES_KEY, roleImpact, saveWith, useOrgMutation, useRoleForm } from '../api/organisation';
import { formResolver } from '../components/form-resolver';
import { PermissionPicker } from '../components/permission-picker';
import type { roleFormData } from '@/contracts/organisation/roles';

const FIELDS = ['name', 'department_id', 'parent_id', 'is_blue_collar', 'grouped_permissions'] as const;
type FormData = z.infer<typeof roleFormData>;
interface Values { name: string; department_id?: number; parent_id: number | null; role_group_id: number | null; is_blue_collar: boolean; grouped_permissions: string[] }

/** /company-role/create and /company-role/{id}/edit: department-dependent parents, grouped permissions. */
export default function RoleEditPage() {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  const [department, setDepartment] = useState<number | undefined>();
  const form = useRoleForm(id, department);
  const save = useOrgMutation(ROLES_KEY, saveWith<RoleBody>(createRole, updateRole, id));
  return (
    <Page title={id ? t('roles.edit') : t('roles.create')} backHref="/company-role/list">
      {form.isPending ? <Loading /> : form.isError ? <LoadError onRetry={() => void form.refetch()} /> : (
        <RoleForm
          key={form.data.role?.id ?? 'new'}
          id={id}
          data={form.data}
          onDepartment={setDepartment}
          saving={save.isPending}
          onSubmit={async (body) => {
            const r = await save.mutateAsync(body);
            toasts.success(String(r.helper_data?.message ?? t('saved')));
            navigate('/company-role/list', { replace: true });
          }}
        />
      )}
    </Page>
  );
}

interface FormProps {
  id: number | undefined;
  data: FormData;
  saving: boolean;
  onDepartment: (id: number | undefined) => void;
  onSubmit: (body: RoleBody) => Promise<unknown>;
}

function RoleForm({ id, data, saving, onDepartment, onSubmit }: FormProps) {
  const { t } = useTranslation('organisation');
  const role = data.role;
  const labels = { name: t('fields.name'), department_id: t('fields.department'), parent_id: t('fields.parentRole'), is_blue_collar: t('collar.blue'), grouped_permissions: t('fields.permissions') };
  const form = useForm<Values>({
    resolver: formResolver<Values>(roleBody, labels),
    defaultValues: {
      name: role?.name ?? '', department_id: role?.department_id, parent_id: role?.parent_id ?? null,
      role_group_id: role?.role_group_id ?? null, is_blue_collar: role?.is_blue_collar ?? false, grouped_permissions: role?.permissions.own ?? [],
    },
  });
  const [impact, setImpact] = useState<PermissionImpact | null>(null);
  const parentId = useWatch({ control: form.control, name: 'parent_id' });
  const inherited = data.parents.find((p) => p.id === parentId)?.permissions ?? (parentId === role?.parent_id ? role?.permissions.inherited ?? [] : []);
  const submit = form.handleSubmit((body) => onSubmit(body as RoleBody).catch((e: unknown) => applyServerErrors(e, form.setError, FIELDS)));
  const preview = form.handleSubmit(async (body) => setImpact(await roleImpact(id!, body as RoleBody)));
  return (
    <form className="apron-form" onSubmit={submit} noValidate data-testid="role-form">
      <TextField control={form.control} name="name" label={labels.name} maxlength={255} testId="role-name" />
      <Controller control={form.control} name="department_id" render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message}>
          <SelectInput label={labels.department_id} value={field.value} emptyOption={t('filters.choose')} options={data.departments.map((d) => ({ value: d.id, label: d.name }))}
            onChange={(v) => {
              field.onChange(v ? Number(v) : undefined);
              // the parent choices depend on the department: reload and clear
              form.setValue('parent_id', null);
              onDepartment(v ? Number(v) : undefined);
            }} testId="role-department" />
        </FormField>
      )} />
      <Controller control={form.control} name="parent_id" render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message}>
          <SelectInput label={labels.parent_id} value={field.value} emptyOption={t('filters.none')} options={data.parents.map((p) => ({ value: p.id, label: p.name }))}
            onChange={(v) => field.onChange(v ? Number(v) : null)} testId="role-parent" />
        </FormField>
      )} />
      <Controller control={form.control} name="is_blue_collar" render={({ field }) => (
        <IonToggle checked={!!field.value} onIonChange={(e) => field.onChange(e.detail.checked)} labelPlacement="end" data-testid="role-blue-collar">{labels.is_blue_collar}</IonToggle>
      )} />
      <Controller control={form.control} name="grouped_permissions" render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message}>
          <PermissionPicker groups={data.permission_groups} value={field.value ?? []} inherited={inherited} onChange={field.onChange} testId="role-permissions" />
        </FormField>
      )} />
      {impact && (
        <div className="org-impact" data-testid="role-impact">
          <p>{t('impact.positions', { n: impact.positions })}</p>
          {impact.gains.map((g) => <p key={`g-${g.permission}`}>{t('impact.gain', { permission: g.permission, n: g.users })}</p>)}
          {impact.losses.map((g) => <p key={`l-${g.permission}`}>{t('impact.loss', { permission: g.permission, n: g.users })}</p>)}
          {!impact.gains.length && !impact.losses.length && <p>{t('impact.none')}</p>}
        </div>
      )}
      <div className="apron-actions">
        {id && <IonButton fill="outline" onClick={() => void preview()} data-testid="role-preview">{t('actions.preview')}</IonButton>}
        <IonButton type="submit" disabled={saving} data-testid="role-save">{t('actions.save')}</IonButton>
      </div>
    </form>
  );
}
