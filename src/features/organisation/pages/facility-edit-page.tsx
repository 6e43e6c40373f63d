import { IonButton } from '@ionic/react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { createFacility, facilityBody, updateFacility, type Facility, type FacilityBody } from '@/contracts/organisation/places';
import { FormField } from '@/lib/forms/components/form-field';
import { SelectInput } from '@/lib/forms/components/select-input';
import { TextField } from '@/lib/forms/components/text-field';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { PLACES_KEY, saveWith, useFacilityForm, useOrgMutation } from '../api/organisation';
import { formResolver } from '../components/form-resolver';

interface Values { parent_id: number | null; name: string }

/** /facility/create and /facility/{id}/edit: a facility cannot sit under its own subtree. */
export default function FacilityEditPage() {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  const form = useFacilityForm(id);
  const save = useOrgMutation(PLACES_KEY, saveWith<FacilityBody>(createFacility, updateFacility, id));
  return (
    <Page title={id ? t('places.facilityEdit') : t('places.facilityCreate')} backHref="/facilities">
      {form.isPending ? <Loading /> : form.isError ? <LoadError onRetry={() => void form.refetch()} /> : (
        <FacilityForm key={form.data.facility?.id ?? 'new'} facility={form.data.facility} parents={form.data.parents} saving={save.isPending}
          onSubmit={async (body) => {
            const r = await save.mutateAsync(body);
            toasts.success(String(r.helper_data?.message ?? t('saved')));
            navigate('/facilities', { replace: true });
          }} />
      )}
    </Page>
  );
}

function FacilityForm({ facility, parents, saving, onSubmit }: { facility: Facility | null; parents: { id: number; path: string[] }[]; saving: boolean; onSubmit: (b: FacilityBody) => Promise<unknown> }) {
  const { t } = useTranslation('organisation');
  const labels = { parent_id: t('fields.parentFacility'), name: t('fields.name') };
  const form = useForm<Values>({ resolver: formResolver<Values>(facilityBody, labels), defaultValues: { parent_id: facility?.parent_id ?? null, name: facility?.name ?? '' } });
  const submit = form.handleSubmit((b) => onSubmit(b as FacilityBody).catch((e: unknown) => applyServerErrors(e, form.setError, ['parent_id', 'name'])));
  return (
    <form className="apron-form" onSubmit={submit} noValidate data-testid="facility-form">
      <Controller control={form.control} name="parent_id" render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message}>
          <SelectInput label={labels.parent_id} value={field.value} emptyOption={t('filters.none')} options={parents.map((p) => ({ value: p.id, label: p.path.join(' / ') }))}
            onChange={(v) => field.onChange(v ? Number(v) : null)} testId="facility-parent" />
        </FormField>
      )} />
      <TextField control={form.control} name="name" label={labels.name} maxlength={255} testId="facility-name" />
      <IonButton type="submit" disabled={saving} data-testid="facility-save">{t('actions.save')}</IonButton>
    </form>
  );
}
