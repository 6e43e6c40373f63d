import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { createShuttleStop, shuttleStopBody, updateShuttleStop, type ShuttleStopBody, type editShuttleStopForm } from '@/contracts/organisation/places';
import type { DataOf } from '@/contracts/http';
import { FormField } from '@/lib/forms/components/form-field';
import { SelectInput } from '@/lib/forms/components/select-input';
import { TextField } from '@/lib/forms/components/text-field';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { PLACES_KEY, saveWith, useOrgMutation, useStopForm } from '../api/organisation';
import { formResolver } from '../components/form-resolver';

interface Values { security_project_id?: number; region_id?: number; stop_no: string; stop_name: string }
type FormData = DataOf<typeof editShuttleStopForm>;

/** /shuttle-stops/create and /shuttle-stops/{id}/edit: choosing the project reloads its regions. */
export default function ShuttleStopEditPage() {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  const [project, setProject] = useState<number | undefined>();
  const form = useStopForm(id, project);
  const save = useOrgMutation(PLACES_KEY, saveWith<ShuttleStopBody>(createShuttleStop, updateShuttleStop, id));
  return (
    <Page title={id ? t('places.stopEdit') : t('places.stopCreate')} backHref="/shuttle-stops">
      {form.isPending ? <Loading /> : form.isError ? <LoadError onRetry={() => void form.refetch()} /> : (
        <StopForm key={form.data.stop?.id ?? 'new'} data={form.data} onProject={setProject} saving={save.isPending}
          onSubmit={async (body) => {
            const r = await save.mutateAsync(body);
            toasts.success(String(r.helper_data?.message ?? t('saved')));
            navigate('/shuttle-stops', { replace: true });
          }} />
      )}
    </Page>
  );
}

function StopForm({ data, saving, onProject, onSubmit }: { data: FormData; saving: boolean; onProject: (id: number | undefined) => void; onSubmit: (b: ShuttleStopBody) => Promise<unknown> }) {
  const { t } = useTranslation('organisation');
  const s = data.stop;
  const labels = { security_project_id: t('fields.securityProject'), region_id: t('fields.region'), stop_no: t('fields.stopNo'), stop_name: t('fields.stopName') };
  const form = useForm<Values>({
    resolver: formResolver<Values>(shuttleStopBody, labels),
    defaultValues: { security_project_id: s?.security_project_id ?? undefined, region_id: s?.region_id ?? undefined, stop_no: s?.stop_no ?? '', stop_name: s?.stop_name ?? '' },
  });
  const submit = form.handleSubmit((b) => onSubmit(b as ShuttleStopBody).catch((e: unknown) => applyServerErrors(e, form.setError, ['security_project_id', 'region_id', 'stop_no', 'stop_name'])));
  return (
    <form className="apron-form" onSubmit={submit} noValidate data-testid="stop-form">
      <Controller control={form.control} name="security_project_id" render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message}>
          <SelectInput label={labels.security_project_id} value={field.value} emptyOption={t('filters.choose')} options={data.security_projects.map((p) => ({ value: p.id, label: p.name }))}
            onChange={(v) => { field.onChange(v ? Number(v) : undefined); form.setValue('region_id', undefined); onProject(v ? Number(v) : undefined); }} testId="stop-project" />
        </FormField>
      )} />
      <Controller control={form.control} name="region_id" render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message}>
          <SelectInput label={labels.region_id} value={field.value} emptyOption={t('filters.choose')} options={data.regions.map((r) => ({ value: r.id, label: r.name }))}
            onChange={(v) => field.onChange(v ? Number(v) : undefined)} testId="stop-region" />
        </FormField>
      )} />
      <TextField control={form.control} name="stop_no" label={labels.stop_no} maxlength={32} testId="stop-no" />
      <TextField control={form.control} name="stop_name" label={labels.stop_name} maxlength={255} testId="stop-name" />
      <IonButton type="submit" disabled={saving} data-testid="stop-save">{t('actions.save')}</IonButton>
    </form>
  );
}
