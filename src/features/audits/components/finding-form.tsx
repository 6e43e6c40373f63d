import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AUDIT_LIMITS, type AuditFamily } from '@/contracts/audits/families';
import { FINDING_BODIES, type FindingImage, type OptionRef } from '@/contracts/audits/schemas';
import { ApiError } from '@/lib/api/client';
import { FormField } from '@/lib/forms/components/form-field';
import { SelectInput } from '@/lib/forms/components/select-input';
import { TextField } from '@/lib/forms/components/text-field';
import type { PreparedPhoto } from '@/lib/photos/prepare-photo';
import { findingBody, type FindingValues } from '../model/record-values';
import { serverFieldErrors, validateBody } from '../model/validate';
import type { DevicePhoto } from '../offline/device-state';
import { PersonnelField } from './personnel-field';
import { PhotosField } from './photos-field';
import { TimeInput } from '@/lib/forms/components/time-input';
import './audits.css';
import { FormActions } from '@/lib/forms/components/form-actions';

const RENAME = { selected_personals: 'positions', selectedPersonals: 'positions' };
const FIELDS = ['rating_id', 'title', 'personal_text', 'positions', 'selected_personals', 'selectedPersonals', 'personel_storage_type', 'started_at', 'ended_at'] as const;

export interface FindingFormProps {
  family: AuditFamily;
  ratings: readonly OptionRef[];
  initial: FindingValues;
  /** The security project whose members are the personnel to choose from. */
  securityProjectId: number | null;
  known: ReadonlyMap<number, string>;
  images: FindingImage[];
  devicePhotos: DevicePhoto[];
  onDeleteImage?: (image: FindingImage) => Promise<unknown>;
  readOnly: boolean;
  saving: boolean;
  onSubmit: (fields: Record<string, unknown>, photos: PreparedPhoto[]) => Promise<unknown>;
}

/**
 * A finding (spec 2 §3): rating; ggh and k9 the finding's text; personnel — ggh chosen positions
 * and names, k9 either chosen positions ('table') or typed names ('row'), uog chosen positions and
 * comma-separated names with HH:mm times; photos from the camera or files.
 */
export function FindingForm(props: FindingFormProps) {
  const { family, ratings, initial, securityProjectId, known, readOnly, saving, onSubmit } = props;
  const { t } = useTranslation('audits');
  const labels = Object.fromEntries(FIELDS.map((f) => [f, t(`fields.finding_${f}`)]));
  const form = useForm<FindingValues>({ defaultValues: initial });
  const [photos, setPhotos] = useState<PreparedPhoto[]>([]);
  const storage = useWatch({ control: form.control, name: 'personel_storage_type' });

  const submit = form.handleSubmit(async (values) => {
    const checked = validateBody(FINDING_BODIES[family], findingBody(family, values), labels, RENAME);
    if (!checked.ok) {
      Object.entries(checked.errors).forEach(([field, message], i) => form.setError(field as keyof FindingValues, { message }, { shouldFocus: i === 0 }));
      return;
    }
    const { id: _id, photo_hashes: _h, photo_names: _n, ...fields } = checked.data as Record<string, unknown>;
    try {
      await onSubmit(fields, photos);
      setPhotos([]);
    } catch (error) {
      const errors = error instanceof ApiError && error.status === 422 ? serverFieldErrors(error.body, RENAME) : {};
      Object.entries(errors).forEach(([field, message]) => form.setError(field as keyof FindingValues, { message }));
    }
  });

  const time = (name: 'started_at' | 'ended_at') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message}>
          <TimeInput label={labels[name]!} value={field.value} onChange={field.onChange} onBlur={field.onBlur} invalid={fieldState.invalid} disabled={readOnly} labelPlacement="stacked" data-testid={`finding-${name.replace('_at', '')}`} />
        </FormField>
      )}
    />
  );

  const personnel = (
    <Controller
      control={form.control}
      name="positions"
      render={({ field, fieldState }) => (
        <PersonnelField label={labels.positions!} value={field.value} onChange={field.onChange} projectId={securityProjectId} known={known} error={fieldState.error?.message} disabled={readOnly} testId="finding-personnel" />
      )}
    />
  );
  const names = (hint?: string) => (
    <>
      <TextField control={form.control} name="personal_text" label={labels.personal_text!} maxlength={AUDIT_LIMITS.personalTextMax} rows={2} testId="finding-personal-text" />
      {hint && <p className="audit-note">{hint}</p>}
    </>
  );

  return (
    <form className="apron-form" onSubmit={(e) => void submit(e)} noValidate data-testid="finding-form">
      <fieldset className="audit-fieldset" disabled={readOnly}>
        {family === 'uog' && (
          <div className="audit-row2">
            {time('started_at')}
            {time('ended_at')}
          </div>
        )}
        <Controller
          control={form.control}
          name="rating_id"
          render={({ field, fieldState }) => (
            <FormField error={fieldState.error?.message}>
              <SelectInput label={labels.rating_id!} value={field.value} emptyOption={t('choose.rating')} testId="finding-rating"
                options={ratings.map((r) => ({ value: r.id, label: r.name }))} onChange={(v) => field.onChange(v ? Number(v) : null)} onBlur={field.onBlur} />
            </FormField>
          )}
        />
        {family !== 'uog' && <TextField control={form.control} name="title" label={labels.title!} maxlength={AUDIT_LIMITS.findingTextMax} rows={3} testId="finding-title" />}
        {family === 'k9' && (
          <Controller
            control={form.control}
            name="personel_storage_type"
            render={({ field }) => (
              <div className="audit-radio" role="radiogroup" aria-label={labels.personel_storage_type} data-testid="finding-storage-type">
                <span>{labels.personel_storage_type}</span>
                {(['table', 'row'] as const).map((type) => (
                  <label key={type}>
                    <input type="radio" name="personel_storage_type" value={type} checked={field.value === type} onChange={() => field.onChange(type)} data-testid={`finding-storage-${type}`} />
                    {t(`personnel.storage.${type}`)}
                  </label>
                ))}
              </div>
            )}
          />
        )}
        {family === 'k9' ? (storage === 'row' ? names(t('personnel.rowHint')) : personnel) : personnel}
        {family === 'ggh' && names()}
        {family === 'uog' && names(t('personnel.commaHint'))}
      </fieldset>
      <PhotosField value={photos} onChange={setPhotos} images={props.images} devicePhotos={props.devicePhotos} onDeleteImage={props.onDeleteImage} disabled={readOnly} />
      {!readOnly && (
        <FormActions>
          <IonButton type="submit" disabled={saving} data-testid="finding-save">
            {t('actions.save')}
          </IonButton>
        </FormActions>
      )}
    </form>
  );
}
