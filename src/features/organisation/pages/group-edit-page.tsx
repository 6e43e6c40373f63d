import { IonButton, IonCheckbox, IonToggle } from '@ionic/react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import type { permissionGroups } from '@/contracts/organisation/common';
import { createPositionGroup, positionGroupBody, updatePositionGroup, type PositionGroupBody, type PositionGroup } from '@/contracts/organisation/position-groups';
import { FormField } from '@/lib/forms/components/form-field';
import { TextField } from '@/lib/forms/components/text-field';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { GROUPS_KEY, saveWith, useGroupForm, useOrgMutation } from '../api/organisation';
import { formResolver } from '../components/form-resolver';
import { PermissionPicker } from '../components/permission-picker';

const FIELDS = ['name', 'is_system_group', 'permission_ids', 'security_project_ids'] as const;
interface Values { name: string; is_system_group: boolean; permission_ids: string[]; security_project_ids: number[] }
type Projects = { id: number; name: string; short_code: string }[];

/** /group-edit/{id}: an empty id creates a group. */
export default function GroupEditPage() {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  const form = useGroupForm(id);
  const save = useOrgMutation(GROUPS_KEY, saveWith<PositionGroupBody>(createPositionGroup, updatePositionGroup, id));
  return (
    <Page title={id ? t('groups.edit') : t('groups.create')} backHref="/position-group">
      {form.isPending ? <Loading /> : form.isError ? <LoadError onRetry={() => void form.refetch()} /> : (
        <GroupForm key={form.data.group?.id ?? 'new'} group={form.data.group} groups={form.data.permission_groups} projects={form.data.security_projects} saving={save.isPending}
          onSubmit={async (body) => {
            const r = await save.mutateAsync(body);
            toasts.success(String(r.helper_data?.message ?? t('saved')));
            navigate('/position-group', { replace: true });
          }} />
      )}
    </Page>
  );
}

interface FormProps {
  group: PositionGroup | null;
  groups: z.infer<typeof permissionGroups>;
  projects: Projects;
  saving: boolean;
  onSubmit: (b: PositionGroupBody) => Promise<unknown>;
}

function GroupForm({ group, groups, projects, saving, onSubmit }: FormProps) {
  const { t } = useTranslation('organisation');
  const labels = { name: t('fields.name'), is_system_group: t('fields.systemGroup'), permission_ids: t('fields.permissions'), security_project_ids: t('fields.securityProjects') };
  const form = useForm<Values>({
    resolver: formResolver<Values>(positionGroupBody, labels),
    defaultValues: { name: group?.name ?? '', is_system_group: group?.is_system_group ?? false, permission_ids: group?.permission_ids ?? [], security_project_ids: group?.security_project_ids ?? [] },
  });
  const submit = form.handleSubmit((body) => onSubmit(body as PositionGroupBody).catch((e: unknown) => applyServerErrors(e, form.setError, FIELDS)));
  return (
    <form className="apron-form" onSubmit={submit} noValidate data-testid="group-form">
      <TextField control={form.control} name="name" label={labels.name} maxlength={255} testId="group-name" />
      <Controller control={form.control} name="is_system_group" render={({ field }) => (
        <IonToggle checked={field.value} onIonChange={(e) => field.onChange(e.detail.checked)} labelPlacement="end" data-testid="group-system">{labels.is_system_group}</IonToggle>
      )} />
      <Controller control={form.control} name="security_project_ids" render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message}>
          <fieldset className="org-permission-group" data-testid="group-projects">
            <legend>{labels.security_project_ids}</legend>
            {projects.map((p) => (
              <IonCheckbox key={p.id} labelPlacement="end" justify="start" checked={field.value.includes(p.id)}
                onIonChange={(e) => field.onChange(e.detail.checked ? [...field.value, p.id] : field.value.filter((x) => x !== p.id))}>
                {`${p.short_code} · ${p.name}`}
              </IonCheckbox>
            ))}
          </fieldset>
        </FormField>
      )} />
      <Controller control={form.control} name="permission_ids" render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message}>
          <PermissionPicker groups={groups} value={field.value} inherited={[]} onChange={field.onChange} testId="group-permissions" />
        </FormField>
      )} />
      <IonButton type="submit" disabled={saving} data-testid="group-save">{t('actions.save')}</IonButton>
    </form>
  );
}
