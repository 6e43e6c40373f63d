import { zodResolver } from '@hookform/resolvers/zod';
import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DEMAND_LIMITS, demandRequestFields } from '@/contracts/demands';
import type { ChosenFile } from '@/lib/forms/components/files-picker';
import { FormField } from '@/lib/forms/components/form-field';
import { TextField } from '@/lib/forms/components/text-field';
import { labelledErrorMap } from '@/lib/forms/field-messages';
import { applyServerErrors } from '@/lib/forms/server-errors';
import type { DemandTypeOption } from '../api/demand-type-options';
import type { DemandRequestDraft } from '../offline/save-demand-request';
import { FilesPicker } from './files-picker';
import { FormActions } from '@/lib/forms/components/form-actions';

const FIELDS = ['demand_type_id', 'title', 'description'] as const;
const schema = demandRequestFields.omit({ id: true });
type FormValues = z.input<typeof schema>;

export interface DemandRequestFormProps {
  types: DemandTypeOption[];
  initial?: { draft: DemandRequestDraft; files: ChosenFile[] };
  /** Correcting an outbox item: its files can be removed, not added. */
  correcting?: boolean;
  saving: boolean;
  onSubmit: (draft: DemandRequestDraft, files: ChosenFile[]) => Promise<unknown>;
}

/** Demand type, title, description and files; works the same online and offline. */
export function DemandRequestForm({ types, initial, correcting, saving, onSubmit }: DemandRequestFormProps) {
  const { t } = useTranslation('demands');
  const labels = Object.fromEntries(FIELDS.map((f) => [f, t(`fields.${f}`)]));
  const [files, setFiles] = useState<ChosenFile[]>(initial?.files ?? []);
  const form = useForm<FormValues>({
    resolver: zodResolver(schema, { error: labelledErrorMap(labels) }),
    defaultValues: initial?.draft ?? { demand_type_id: types.length === 1 ? types[0]!.id : '', title: '', description: '' },
  });
  const submit = form.handleSubmit((values) =>
    onSubmit(schema.parse(values), files).catch((error: unknown) => {
      if (!applyServerErrors(error, form.setError, FIELDS)) throw error;
    }),
  );

  return (
    <form className="apron-form" onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate data-testid="demand-request-form">
      <Controller
        control={form.control}
        name="demand_type_id"
        render={({ field, fieldState }) => (
          <FormField error={fieldState.error?.message}>
            <label className="apron-select-label">
              <span>{labels.demand_type_id}</span>
              <select className="apron-select" value={String(field.value ?? '')} onChange={(e) => field.onChange(e.target.value ? Number(e.target.value) : '')} onBlur={field.onBlur} data-testid="demand-request-type">
                <option value="">{t('choose.type')}</option>
                {types.map((type) => (
                  <option key={type.id} value={type.id}>
                    {type.name}
                  </option>
                ))}
              </select>
            </label>
          </FormField>
        )}
      />
      <TextField control={form.control} name="title" label={labels.title} maxlength={DEMAND_LIMITS.titleMax} testId="demand-request-title" />
      <TextField control={form.control} name="description" label={labels.description} maxlength={DEMAND_LIMITS.descriptionMax} rows={4} testId="demand-request-description" />
      <section className="demand-section">
        <h2>{correcting ? t('requests.filesOfItem') : t('fields.files')}</h2>
        <FilesPicker value={files} onChange={setFiles} canAdd={!correcting} disabled={saving} testId="demand-request-files" />
      </section>
      <FormActions>
        <IonButton type="submit" disabled={saving} data-testid="demand-request-save">
          {t('actions.save')}
        </IonButton>
      </FormActions>
    </form>
  );
}
