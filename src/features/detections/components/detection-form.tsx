import { zodResolver } from '@hookform/resolvers/zod';
import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { calendarDate } from '@/contracts/dashboard';
import {
  DETECTION_LIMITS, DETECTION_MESSAGES, DETECTION_REGISTER_DEFS, FLIGHT_NUMBER_PATTERN, isFutureDetection, turkeyLocalOf, turkeyLocalToDate,
  type DetectionRegister,
} from '@/contracts/detections';
import type { StoredFile } from '@/contracts/files';
import type { PositionItem } from '@/contracts/people';
import { ApiError } from '@/lib/api/client';
import { CodeInput } from '@/lib/forms/components/code-input';
import { DateInput } from '@/lib/forms/components/date-input';
import { FilesPicker, type ChosenFile } from '@/lib/forms/components/files-picker';
import { FormField } from '@/lib/forms/components/form-field';
import { SelectInput } from '@/lib/forms/components/select-input';
import { TextField } from '@/lib/forms/components/text-field';
import { labelledErrorMap } from '@/lib/forms/field-messages';
import { applyServerErrors } from '@/lib/forms/server-errors';
import type { DetectionDraft } from '../offline/save-detection';
import { DetectionFiles } from './detection-files';
import { MemberPicker } from './member-picker';
import './detections.css';
import { TimeInput } from '@/lib/forms/components/time-input';
import { FormActions } from '@/lib/forms/components/form-actions';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const schema = z
  .object({
    item_id: z.number().int().positive(),
    detecter_position_id: z.number().int().positive(),
    flight_number: z.string().trim().regex(FLIGHT_NUMBER_PATTERN, DETECTION_MESSAGES.flightNumber),
    description: z.string().trim().max(DETECTION_LIMITS.descriptionMax),
    detected_date: calendarDate,
    detected_time: z.string().regex(TIME),
  })
  .superRefine((v, ctx) => {
    const at = turkeyLocalToDate(`${v.detected_date}T${v.detected_time}`);
    if (at && isFutureDetection(at, new Date())) ctx.addIssue({ code: 'custom', path: ['detected_time'], message: DETECTION_MESSAGES.futureDetection });
  });
type FormValues = z.input<typeof schema>;
type Values = { item_id: number | ''; detecter_position_id: number | ''; flight_number: string; description: string; detected_date: string; detected_time: string };

const FORM_FIELDS = ['item_id', 'detecter_position_id', 'flight_number', 'description', 'detected_date', 'detected_time'] as const;

/** A 422 whose field errors are renamed to the form's fields; anything else as it is. */
function renameErrors(error: unknown, names: Record<string, string>): unknown {
  if (!(error instanceof ApiError) || error.status !== 422) return error;
  const errors = (error.body as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return error;
  const renamed = Object.fromEntries(Object.entries(errors).map(([k, v]) => [names[k] ?? k, v]));
  return new ApiError(error.status, error.statusText, { ...(error.body as object), errors: renamed });
}

export interface DetectionFormInitial {
  draft: DetectionDraft;
  /** The chosen detecter as the record shows it (may have left the user's projects since). */
  detecter?: PositionItem | null;
}

export interface DetectionFormSubmit {
  draft: DetectionDraft;
  /** New files picked in the form (or, when correcting an outbox item, the item's remaining files). */
  files: ChosenFile[];
  /** Saved files the user removed (edit): sent as deletedFileIds. */
  deletedFileIds: number[];
}

export interface DetectionFormProps {
  register: DetectionRegister;
  items: { id: number; name: string }[];
  members: readonly PositionItem[];
  initial?: DetectionFormInitial;
  /** Editing a saved detection: its files, downloadable and removable. */
  saved?: { id: number; files: StoredFile[] };
  /** Correcting an outbox item: its files can be removed, not added. */
  initialFiles?: ChosenFile[];
  correcting?: boolean;
  saving: boolean;
  onSubmit: (values: DetectionFormSubmit) => Promise<unknown>;
}

/** The detection form of every register: item, detecter, flight (where kept), time, description, files. */
export function DetectionForm({ register, items, members, initial, saved, initialFiles, correcting, saving, onSubmit }: DetectionFormProps) {
  const { t } = useTranslation('detections');
  const def = DETECTION_REGISTER_DEFS[register];
  const labels: Record<string, string> = {
    item_id: t(`registers.${register}.item`),
    detecter_position_id: t('fields.detecter'),
    flight_number: t('fields.flight_number'),
    description: t('fields.description'),
    detected_date: t('fields.detected_date'),
    detected_time: t('fields.detected_time'),
  };
  const now = turkeyLocalOf(new Date());
  const [detecter, setDetecter] = useState<PositionItem | null>(
    initial?.detecter ?? members.find((m) => m.id === initial?.draft.detecter_position_id) ?? null,
  );
  const [files, setFiles] = useState<ChosenFile[]>(initialFiles ?? []);
  const [kept, setKept] = useState<StoredFile[]>(saved?.files ?? []);
  const draft = initial?.draft;
  const form = useForm<FormValues>({
    resolver: zodResolver(schema, { error: labelledErrorMap(labels) }),
    defaultValues: {
      item_id: (draft?.item_id || (items.length === 1 ? items[0]!.id : '')) as number,
      detecter_position_id: (draft?.detecter_position_id || '') as number,
      flight_number: draft?.flight_number ?? '',
      description: draft?.description ?? '',
      detected_date: (draft?.detected_at || now).slice(0, 10),
      detected_time: (draft?.detected_at || now).slice(11, 16),
    } satisfies Values as FormValues,
  });

  const submit = form.handleSubmit((values) => {
    const v = schema.parse(values);
    const next: DetectionDraft = {
      item_id: v.item_id,
      detecter_position_id: v.detecter_position_id,
      flight_number: def.flightNumber ? v.flight_number || null : null,
      description: v.description,
      detected_at: `${v.detected_date}T${v.detected_time}`,
    };
    const deletedFileIds = (saved?.files ?? []).filter((f) => !kept.some((k) => k.id === f.id)).map((f) => f.id);
    return onSubmit({ draft: next, files, deletedFileIds }).catch((error: unknown) => {
      // The server names the spec's fields: its words go under the form's own.
      const renamed = renameErrors(error, { [def.itemField]: 'item_id', detected_at: 'detected_time' });
      if (!applyServerErrors(renamed, form.setError, FORM_FIELDS)) throw error;
    });
  });

  const room = DETECTION_LIMITS.filesMax - kept.length;
  return (
    <form className="apron-form" onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate data-testid="detection-form">
      <Controller
        control={form.control}
        name="item_id"
        render={({ field, fieldState }) => (
          <FormField error={fieldState.error?.message}>
            <SelectInput label={labels.item_id!} value={field.value as number | ''} emptyOption={t('choose.item')} testId="detection-item"
              options={items.map((i) => ({ value: i.id, label: i.name }))} onChange={(v) => field.onChange(v ? Number(v) : '')} onBlur={field.onBlur} />
          </FormField>
        )}
      />
      <Controller
        control={form.control}
        name="detecter_position_id"
        render={({ field, fieldState }) => (
          <FormField error={fieldState.error?.message}>
            <MemberPicker register={register} members={members} value={detecter} label={labels.detecter_position_id!} invalid={fieldState.invalid} disabled={saving}
              onChange={(member) => {
                setDetecter(member);
                field.onChange(member ? member.id : '');
              }} />
          </FormField>
        )}
      />
      {def.flightNumber && (
        <Controller
          control={form.control}
          name="flight_number"
          render={({ field, fieldState }) => (
            <FormField error={fieldState.error?.message} helper={t('form.flightHint')}>
              <div data-testid="detection-flight">
                <CodeInput {...field} digits label={labels.flight_number} labelPlacement="stacked" invalid={fieldState.invalid} />
              </div>
            </FormField>
          )}
        />
      )}
      <div className="detection-row2">
        <Controller
          control={form.control}
          name="detected_date"
          render={({ field, fieldState }) => (
            <FormField error={fieldState.error?.message}>
              <div data-testid="detection-date">
                <DateInput {...field} label={labels.detected_date} labelPlacement="stacked" invalid={fieldState.invalid} />
              </div>
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="detected_time"
          render={({ field, fieldState }) => (
            <FormField error={fieldState.error?.message}>
              <TimeInput label={labels.detected_time} labelPlacement="stacked" value={field.value} onChange={field.onChange} onBlur={field.onBlur} invalid={fieldState.invalid} data-testid="detection-time" />
            </FormField>
          )}
        />
      </div>
      <TextField control={form.control} name="description" label={labels.description!} maxlength={DETECTION_LIMITS.descriptionMax} rows={4} testId="detection-description" />
      <section className="detection-section">
        <h2>{correcting ? t('form.filesOfItem') : t('fields.files')}</h2>
        {saved && (
          <DetectionFiles register={register} detectionId={saved.id} files={kept} disabled={saving}
            onRemove={(file) => setKept((list) => list.filter((f) => f.id !== file.id))} />
        )}
        <FilesPicker value={files} onChange={setFiles} canAdd={!correcting} max={room} disabled={saving} testId="detection-files"
          labels={{
            choose: t('actions.chooseFiles'), remove: t('actions.removeFile'),
            hint: t('form.filesHint', { max: room }), tooMany: t('form.tooManyFiles', { max: room }),
          }} />
      </section>
      <FormActions>
        <IonButton type="submit" disabled={saving} data-testid="detection-save">
          {t('actions.save')}
        </IonButton>
      </FormActions>
    </form>
  );
}
