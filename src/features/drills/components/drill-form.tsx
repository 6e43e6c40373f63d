import { zodResolver } from '@hookform/resolvers/zod';
import { IonButton, IonNote } from '@ionic/react';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { turkeyDate } from '@/contracts/dashboard';
import {
  DRILL_LIMITS, DRILL_RESULTS, drillUpdateBody, type DrillFormData, type DrillMember, type DrillResult,
} from '@/contracts/drills';
import { DateInput } from '@/lib/forms/components/date-input';
import { FormField } from '@/lib/forms/components/form-field';
import { SelectInput } from '@/lib/forms/components/select-input';
import { TextField } from '@/lib/forms/components/text-field';
import { labelledErrorMap } from '@/lib/forms/field-messages';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { CreatorPicker } from './creator-picker';
import { DrillPersonPicker } from './drill-person-picker';
import './drills.css';
import { FormActions } from '@/lib/forms/components/form-actions';

export interface DrillFormValues {
  drill_code_id: number | null;
  security_project_id: number | null;
  drill_date: string;
  drill_creator_position_id: number | null;
  drill_personal_position_id: number | null;
  drill_result: DrillResult | null;
  retest_drill_creator_position_id: number | null;
  retest_drill_date: string;
  retest_drill_result: DrillResult | null;
  description: string;
}
export type DrillFormOutput = z.output<typeof drillUpdateBody>;

const FIELDS = [
  'drill_code_id', 'security_project_id', 'drill_date', 'drill_creator_position_id', 'drill_personal_position_id', 'drill_result',
  'retest_drill_creator_position_id', 'retest_drill_date', 'retest_drill_result', 'description',
] as const;

/** The contract's body (with its retest rule) over the form's values: an empty retest day is none. */
const schema = z.preprocess(
  (v) => ({ ...(v as DrillFormValues), retest_drill_date: (v as DrillFormValues).retest_drill_date || null }),
  drillUpdateBody,
);

export interface DrillFormProps {
  formData: DrillFormData;
  members: readonly DrillMember[];
  ownPosition: { id: number; label: string };
  initial?: Partial<DrillFormValues>;
  /** Names of the positions the initial values name (edit, correction, planning list). */
  names?: Record<number, string>;
  saving: boolean;
  onSubmit: (body: DrillFormOutput) => Promise<unknown>;
}

const number = (v: string) => (v ? Number(v) : null);

/** Project, code, day, the tested person, who tested, the result or the retest path; works offline. */
export function DrillForm({ formData, members, ownPosition, initial, names: knownNames, saving, onSubmit }: DrillFormProps) {
  const { t } = useTranslation('drills');
  const labels = Object.fromEntries(FIELDS.map((f) => [f, t(`fields.${f}`)]));
  const [names, setNames] = useState<Record<number, string>>({ [ownPosition.id]: ownPosition.label, ...knownNames });
  const form = useForm<DrillFormValues, unknown, DrillFormOutput>({
    resolver: zodResolver(schema as unknown as typeof drillUpdateBody, { error: labelledErrorMap(labels) }) as never,
    defaultValues: {
      drill_code_id: null,
      security_project_id: formData.security_projects.length === 1 ? formData.security_projects[0]!.id : null,
      drill_date: turkeyDate(new Date()),
      drill_creator_position_id: ownPosition.id,
      drill_personal_position_id: null,
      drill_result: null,
      retest_drill_creator_position_id: null,
      retest_drill_date: '',
      retest_drill_result: null,
      description: '',
      ...initial,
    },
  });
  const [projectId, result, drillDate] = useWatch({ control: form.control, name: ['security_project_id', 'drill_result', 'drill_date'] });
  const nameOf = (id: number | null) => (id === null ? null : (names[id] ?? `#${id}`));
  const remember = (id: number | null, label: string | null) => {
    if (id !== null && label) setNames((current) => ({ ...current, [id]: label }));
  };
  const submit = form.handleSubmit((values) =>
    onSubmit(values).catch((error: unknown) => {
      if (!applyServerErrors(error, form.setError, FIELDS)) throw error;
    }),
  );
  const results = DRILL_RESULTS.map((r) => ({ value: r, label: t(`results.${r}`) }));

  return (
    <form className="apron-form drill-form" onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate data-testid="drill-form">
      <Controller control={form.control} name="security_project_id" render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message}>
          <SelectInput label={labels.security_project_id!} value={field.value} emptyOption={t('choose.project')} testId="drill-project"
            options={formData.security_projects.map((p) => ({ value: p.id, label: `${p.name} (${p.short_code})` }))}
            onChange={(v) => {
              field.onChange(number(v));
              // The tested person belongs to a project: choosing another one asks again.
              form.setValue('drill_personal_position_id', null);
            }} onBlur={field.onBlur} />
        </FormField>
      )} />
      <Controller control={form.control} name="drill_code_id" render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message}>
          <SelectInput label={labels.drill_code_id!} value={field.value} emptyOption={t('choose.code')} testId="drill-code"
            options={formData.drill_codes.map((c) => ({ value: c.id, label: c.code }))} onChange={(v) => field.onChange(number(v))} onBlur={field.onBlur} />
        </FormField>
      )} />
      <Controller control={form.control} name="drill_date" render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message}>
          <div data-testid="drill-date"><DateInput {...field} label={labels.drill_date} invalid={fieldState.invalid} /></div>
        </FormField>
      )} />
      <Controller control={form.control} name="drill_personal_position_id" render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message}>
          <DrillPersonPicker key={projectId ?? 'none'} label={labels.drill_personal_position_id!} projectId={projectId} members={members}
            chosen={nameOf(field.value)} testId="drill-person" day={drillDate || undefined}
            onSelect={(m) => {
              remember(m.id, `${m.full_name} (${m.role_name})`);
              field.onChange(m.id);
            }} />
        </FormField>
      )} />
      <Controller control={form.control} name="drill_creator_position_id" render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message}>
          <CreatorPicker label={labels.drill_creator_position_id!} chosen={nameOf(field.value)} own={ownPosition} testId="drill-creator"
            onSelect={(id, label) => {
              remember(id, label);
              field.onChange(id);
            }} />
        </FormField>
      )} />
      <Controller control={form.control} name="drill_result" render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message} helper={field.value ? t('form.resultEndsRetest') : t('form.noResultMeansRetest')}>
          <SelectInput label={labels.drill_result!} value={field.value} emptyOption={t('choose.noResult')} testId="drill-result"
            options={results} onChange={(v) => field.onChange(v || null)} onBlur={field.onBlur} />
        </FormField>
      )} />
      {!result && (
        <fieldset className="drill-retest" data-testid="drill-retest">
          <legend>{t('form.retest')}</legend>
          <Controller control={form.control} name="retest_drill_creator_position_id" render={({ field, fieldState }) => (
            <FormField error={fieldState.error?.message}>
              <CreatorPicker label={labels.retest_drill_creator_position_id!} chosen={nameOf(field.value)} own={ownPosition} clearable testId="drill-retest-creator"
                onSelect={(id, label) => {
                  remember(id, label);
                  field.onChange(id);
                }} />
            </FormField>
          )} />
          <Controller control={form.control} name="retest_drill_date" render={({ field, fieldState }) => (
            <FormField error={fieldState.error?.message}>
              <div data-testid="drill-retest-date"><DateInput {...field} label={labels.retest_drill_date} invalid={fieldState.invalid} /></div>
            </FormField>
          )} />
          <Controller control={form.control} name="retest_drill_result" render={({ field, fieldState }) => (
            <FormField error={fieldState.error?.message}>
              <SelectInput label={labels.retest_drill_result!} value={field.value} emptyOption={t('choose.notYet')} testId="drill-retest-result"
                options={results} onChange={(v) => field.onChange(v || null)} onBlur={field.onBlur} />
            </FormField>
          )} />
        </fieldset>
      )}
      <TextField control={form.control as unknown as Control<DrillFormValues>} name="description" label={labels.description!} maxlength={DRILL_LIMITS.descriptionMax} rows={3} testId="drill-description" />
      {!formData.security_projects.length && <IonNote color="warning" data-testid="drill-no-projects">{t('form.noProjects')}</IonNote>}
      <FormActions>
        <IonButton type="submit" disabled={saving} data-testid="drill-save">{t('actions.save')}</IonButton>
      </FormActions>
    </form>
  );
}
