import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { createPosition, positionBody, updatePosition, type PositionBody, type positionFormData } from '@/contracts/organisation/positions';
import { FormField } from '@/lib/forms/components/form-field';
import { SelectInput } from '@/lib/forms/components/select-input';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { PositionPicker } from '@/lib/people/position-picker';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { POSITIONS_KEY, saveWith, useOrgMutation, usePositionForm } from '../api/organisation';
import { formResolver } from '../components/form-resolver';
import { PermissionPicker } from '../components/permission-picker';

const FIELDS = ['user_id', 'company_id', 'department_id', 'role_id', 'abstract_role_ids', 'permission_groups'] as const;
type FormData = z.infer<typeof positionFormData>;
interface Values { user_id: number | null; company_id?: number; department_id?: number; role_id?: number; abstract_role_ids: number[]; permission_groups: string[] }

/** /company-position/create and /company-position/{id}/edit. */
export default function PositionEditPage() {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  const [department, setDepartment] = useState<number | undefined>();
  const form = usePositionForm(id, department);
  const save = useOrgMutation(POSITIONS_KEY, saveWith<PositionBody>(createPosition, updatePosition, id));
  return (
    <Page title={id ? t('positions.edit') : t('positions.create')} backHref="/company-position/list">
      {form.isPending ? <Loading /> : form.isError ? <LoadError onRetry={() => void form.refetch()} /> : (
        <PositionForm key={form.data.position?.id ?? 'new'} data={form.data} onDepartment={setDepartment} saving={save.isPending}
          onSubmit={async (body) => {
            const r = await save.mutateAsync(body);
            toasts.success(String(r.helper_data?.message ?? t('saved')));
            navigate('/company-position/list', { replace: true });
          }} />
      )}
    </Page>
  );
}

function PositionForm({ data, saving, onDepartment, onSubmit }: { data: FormData; saving: boolean; onDepartment: (id: number | undefined) => void; onSubmit: (b: PositionBody) => Promise<unknown> }) {
  const { t } = useTranslation('organisation');
  const p = data.position;
  const labels = { user_id: t('fields.user'), company_id: t('fields.company'), department_id: t('fields.department'), role_id: t('fields.role'), abstract_role_ids: t('fields.abstractRoles'), permission_groups: t('fields.permissions') };
  const [userName, setUserName] = useState(p?.full_name ?? '');
  const form = useForm<Values>({
    resolver: formResolver<Values>(positionBody, labels),
    defaultValues: {
      user_id: p?.user_id ?? null, company_id: p?.company_id ?? data.companies[0]?.id, department_id: p?.department_id, role_id: p?.role_id,
      abstract_role_ids: p?.abstract_role_ids ?? [], permission_groups: p?.permissions.own ?? [],
    },
  });
  const roleId = useWatch({ control: form.control, name: 'role_id' });
  const abstract = useWatch({ control: form.control, name: 'abstract_role_ids' });
  const chosen = new Set([roleId, ...abstract]);
  // Inherited from the role and the abstract roles: ticked and locked. Roles outside the list keep what the server said.
  const known = data.roles.filter((r) => chosen.has(r.id)).flatMap((r) => r.permissions);
  const inherited = [...new Set(roleId === p?.role_id && !abstract.length ? p?.permissions.inherited ?? known : known)];
  const submit = form.handleSubmit((body) => onSubmit(body as PositionBody).catch((e: unknown) => applyServerErrors(e, form.setError, FIELDS)));
  return (
    <form className="apron-form" onSubmit={submit} noValidate data-testid="position-form">
      <Controller control={form.control} name="user_id" render={({ fieldState }) => (
        <FormField error={fieldState.error?.message}>
          <PositionPicker label={`${labels.user_id}${userName ? `: ${userName}` : ''}`} testId="position-user"
            onSelect={(pos) => { form.setValue('user_id', pos.user_id); setUserName(pos.full_name); }} />
        </FormField>
      )} />
      <Controller control={form.control} name="company_id" render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message}>
          <SelectInput label={labels.company_id} value={field.value} options={data.companies.map((c) => ({ value: c.id, label: c.name }))}
            onChange={(v) => field.onChange(v ? Number(v) : undefined)} testId="position-company" />
        </FormField>
      )} />
      <Controller control={form.control} name="department_id" render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message}>
          <SelectInput label={labels.department_id} value={field.value} emptyOption={t('filters.choose')} options={data.departments.map((d) => ({ value: d.id, label: d.name }))}
            onChange={(v) => {
              field.onChange(v ? Number(v) : undefined);
              // roles depend on the department: reload and clear the dependent choices
              form.setValue('role_id', undefined);
              form.setValue('abstract_role_ids', []);
              onDepartment(v ? Number(v) : undefined);
            }} testId="position-department" />
        </FormField>
      )} />
      <Controller control={form.control} name="role_id" render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message}>
          <SelectInput label={labels.role_id} value={field.value} emptyOption={t('filters.choose')} options={data.roles.map((r) => ({ value: r.id, label: r.name }))}
            onChange={(v) => { field.onChange(v ? Number(v) : undefined); form.setValue('abstract_role_ids', []); }} testId="position-role" />
        </FormField>
      )} />
      <Controller control={form.control} name="abstract_role_ids" render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message}>
          <SelectInput label={labels.abstract_role_ids} value={field.value[0]} emptyOption={t('filters.none')}
            options={data.roles.filter((r) => r.id !== roleId).map((r) => ({ value: r.id, label: r.name }))}
            // an empty first abstract role sends none
            onChange={(v) => field.onChange(v ? [Number(v)] : [])} testId="position-abstract-role" />
        </FormField>
      )} />
      <Controller control={form.control} name="permission_groups" render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message}>
          <PermissionPicker groups={data.permission_groups} value={field.value} inherited={inherited} onChange={field.onChange} testId="position-permissions" />
        </FormField>
      )} />
      <IonButton type="submit" disabled={saving} data-testid="position-save">{t('actions.save')}</IonButton>
    </form>
  );
}
