import { zodResolver } from '@hookform/resolvers/zod';
import { IonButton } from '@ionic/react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { turkeyDate } from '@/contracts/dashboard';
import { WSD_LIMITS, wsdDemandBody, type WsdCreateForm } from '@/contracts/work-schedule-demands';
import { WSD_KINDS, WSD_RULE_MESSAGES, draftProblems, normaliseDraft } from '@/contracts/work-schedule-demands-rules';
import { DateInput } from '@/lib/forms/components/date-input';
import { FormField } from '@/lib/forms/components/form-field';
import { SelectInput } from '@/lib/forms/components/select-input';
import { TextField } from '@/lib/forms/components/text-field';
import { labelledErrorMap } from '@/lib/forms/field-messages';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { usePeriodShifts } from '../api/create-form';
import type { WsdDraft } from '../offline/save-demand';
import { formatDay, formatSchedule } from './format';
import './wsd.css';
import { FormActions } from '@/lib/forms/components/form-actions';
import { shiftCodeLabel } from './shift-code';

const FIELDS = ['type', 'type_id', 'period_id', 'request_start_date', 'request_end_date', 'work_schedule_id', 'description'] as const;
const schema = wsdDemandBody.omit({ id: true });
type FormValues = z.input<typeof schema>;

export interface DemandFormProps {
  form: WsdCreateForm;
  userId: number;
  initial?: WsdDraft;
  saving: boolean;
  onSubmit: (draft: WsdDraft) => Promise<unknown>;
}

/**
 * Short or long period, type, period, days, work schedule and a note (spec 2 §3, §5): the rules
 * module decides what the kind allows (the same functions the server runs). The requester's
 * current shift on the chosen day is shown when the period's shifts are on hand (also offline).
 */
export function DemandForm({ form: data, userId, initial, saving, onSubmit }: DemandFormProps) {
  const { t } = useTranslation('work-schedule-demands');
  const labels = Object.fromEntries(FIELDS.map((f) => [f, t(`fields.${f}`)]));
  const form = useForm<FormValues>({
    resolver: zodResolver(schema, { error: labelledErrorMap(labels) }),
    defaultValues: initial ?? {
      type: 'short-period', type_id: undefined, period_id: data.periods.length === 1 ? data.periods[0]!.id : undefined,
      request_start_date: '', request_end_date: null, work_schedule_id: null, description: '',
    },
  });
  const [kind, typeId, periodId, startDay] = useWatch({ control: form.control, name: ['type', 'type_id', 'period_id', 'request_start_date'] });
  const type = data.types.find((x) => x.id === Number(typeId));
  const period = data.periods.find((p) => p.id === Number(periodId));
  const shifts = usePeriodShifts(userId, period?.id);
  const current = shifts.data?.value.days.find((d) => d.date === startDay);
  // Long-period demands cannot use day-off types (spec 2 §5).
  const types = kind === 'long-period' ? data.types.filter((x) => !x.is_off) : data.types;
  const schedules = data.work_schedules.filter((s) => !period?.work_schedule_ids || period.work_schedule_ids.includes(s.id));
  const needsSchedule = kind === 'short-period' && !type?.is_off;

  const submit = form.handleSubmit(async (values) => {
    const parsed = schema.parse(values);
    const draft = type ? normaliseDraft({ ...parsed, kind: parsed.type }, type) : { ...parsed, kind: parsed.type, request_end_date: parsed.request_start_date, work_schedule_id: null };
    const problems = type ? draftProblems(draft, type, period ?? null, turkeyDate(new Date())) : [];
    if (problems.length) {
      problems.forEach((p, i) => form.setError(p.field, { type: 'rules', message: WSD_RULE_MESSAGES[p.refusal] }, { shouldFocus: i === 0 }));
      return;
    }
    const { kind: _kind, ...body } = draft;
    await onSubmit({ ...body, type: parsed.type }).catch((error: unknown) => {
      if (!applyServerErrors(error, form.setError, FIELDS)) throw error;
    });
  });

  const select = (name: 'type_id' | 'period_id' | 'work_schedule_id', options: { value: number; label: string }[], empty: string, testId: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message}>
          <SelectInput label={labels[name]!} value={field.value as number | null | undefined} options={options} emptyOption={empty} testId={testId}
            onChange={(v) => field.onChange(v ? Number(v) : null)} onBlur={field.onBlur} />
        </FormField>
      )}
    />
  );

  return (
    <form className="apron-form" onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate data-testid="wsd-demand-form">
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <fieldset className="wsd-kinds" data-testid="wsd-demand-kind">
            <legend>{labels.type}</legend>
            {WSD_KINDS.map((k) => (
              <label key={k}>
                <input type="radio" name="wsd-kind" value={k} checked={field.value === k} onChange={() => field.onChange(k)} data-testid={`wsd-demand-kind-${k}`} />
                {t(`kinds.${k}`)}
              </label>
            ))}
          </fieldset>
        )}
      />
      <p className="wsd-note">{t(kind === 'long-period' ? 'create.longHint' : 'create.shortHint')}</p>
      {select('type_id', types.map((x) => ({ value: x.id, label: x.is_off ? `${x.name} (${t('types.off')})` : x.name })), t('choose.type'), 'wsd-demand-type')}
      {select('period_id', data.periods.map((p) => ({ value: p.id, label: `${p.name} (${formatDay(p.shift_start_date)} – ${formatDay(p.shift_end_date)})` })), t('choose.period'), 'wsd-demand-period')}
      <Controller
        control={form.control}
        name="request_start_date"
        render={({ field, fieldState }) => (
          <FormField error={fieldState.error?.message}>
            <div data-testid="wsd-demand-start">
              <DateInput {...field} value={field.value ?? ''} label={kind === 'long-period' ? labels.request_start_date : t('fields.day')} invalid={fieldState.invalid} />
            </div>
          </FormField>
        )}
      />
      {period && startDay && (
        <div className="wsd-shift" data-testid="wsd-demand-current-shift">
          {shifts.isPending ? t('create.shiftLoading') : current ? t('create.currentShift', { day: formatDay(current.date), shift: shiftCodeLabel(current.short_code, t) ?? t('create.noShift') })
            : shifts.isError ? t('create.shiftUnavailable') : t('create.noShift')}
        </div>
      )}
      {kind === 'long-period' && (
        <Controller
          control={form.control}
          name="request_end_date"
          render={({ field, fieldState }) => (
            <FormField error={fieldState.error?.message}>
              <div data-testid="wsd-demand-end">
                <DateInput {...field} value={field.value ?? ''} label={labels.request_end_date} invalid={fieldState.invalid} />
              </div>
            </FormField>
          )}
        />
      )}
      {needsSchedule && select('work_schedule_id', schedules.map((s) => ({ value: s.id, label: `${s.name} — ${formatSchedule(s)}` })), t('choose.schedule'), 'wsd-demand-schedule')}
      <TextField control={form.control} name="description" label={labels.description!} maxlength={WSD_LIMITS.descriptionMax} rows={3} testId="wsd-demand-description" />
      <FormActions>
        <IonButton type="submit" disabled={saving} data-testid="wsd-demand-save">
          {t('actions.save')}
        </IonButton>
      </FormActions>
    </form>
  );
}
