import { IonButton } from '@ionic/react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { createRegion, regionBody, updateRegion, type Region, type RegionBody } from '@/contracts/organisation/places';
import { FormField } from '@/lib/forms/components/form-field';
import { SelectInput } from '@/lib/forms/components/select-input';
import { TextField } from '@/lib/forms/components/text-field';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { PLACES_KEY, saveWith, useOrgMutation, useRegionForm } from '../api/organisation';
import { formResolver } from '../components/form-resolver';

interface Values { security_project_id?: number; name: string }

/** /regions/create and /regions/{id}/edit. */
export default function RegionEditPage() {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  const form = useRegionForm(id);
  const save = useOrgMutation(PLACES_KEY, saveWith<RegionBody>(createRegion, updateRegion, id));
  return (
    <Page title={id ? t('places.regionEdit') : t('places.regionCreate')} backHref="/regions">
      {form.isPending ? <Loading /> : form.isError ? <LoadError onRetry={() => void form.refetch()} /> : (
        <RegionForm key={form.data.region?.id ?? 'new'} region={form.data.region} projects={form.data.security_projects} saving={save.isPending}
          onSubmit={async (body) => {
            const r = await save.mutateAsync(body);
            toasts.success(String(r.helper_data?.message ?? t('saved')));
            navigate('/regions', { replace: true });
          }} />
      )}
    </Page>
  );
}

function RegionForm({ region, projects, saving, onSubmit }: { region: Region | null; projects: { id: number; name: string }[]; saving: boolean; onSubmit: (b: RegionBody) => Promise<unknown> }) {
  const { t } = useTranslation('organisation');
  const labels = { security_project_id: t('fields.securityProject'), name: t('fields.name') };
  const form = useForm<Values>({ resolver: formResolver<Values>(regionBody, labels), defaultValues: { security_project_id: region?.security_project_id ?? undefined, name: region?.name ?? '' } });
  const submit = form.handleSubmit((b) => onSubmit(b as RegionBody).catch((e: unknown) => applyServerErrors(e, form.setError, ['security_project_id', 'name'])));
  return (
    <form className="apron-form" onSubmit={submit} noValidate data-testid="region-form">
      <Controller control={form.control} name="security_project_id" render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message}>
          <SelectInput label={labels.security_project_id} value={field.value} emptyOption={t('filters.choose')} options={projects.map((p) => ({ value: p.id, label: p.name }))}
            onChange={(v) => field.onChange(v ? Number(v) : undefined)} testId="region-project" />
        </FormField>
      )} />
      <TextField control={form.control} name="name" label={labels.name} maxlength={255} testId="region-name" />
      <IonButton type="submit" disabled={saving} data-testid="region-save">{t('actions.save')}</IonButton>
    </form>
  );
}
