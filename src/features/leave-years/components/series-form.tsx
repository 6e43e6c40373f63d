import { zodResolver } from '@hookform/resolvers/zod';
import { IonButton } from '@ionic/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { seasonSeriesBody, type SeasonSeries, type SeasonSeriesBody } from '@/contracts/leave-years';
import { TextField } from '@/lib/forms/components/text-field';
import { labelledErrorMap } from '@/lib/forms/field-messages';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { CodeField } from './fields';

const FIELDS = ['code', 'name', 'description'] as const;

export function SeriesForm({ series, saving, onSubmit }: { series: SeasonSeries | null; saving: boolean; onSubmit: (b: SeasonSeriesBody) => Promise<unknown> }) {
  const { t } = useTranslation('leave-years');
  const labels = Object.fromEntries(FIELDS.map((f) => [f, t(`series.${f}`)]));
  const form = useForm<SeasonSeriesBody>({
    resolver: zodResolver(seasonSeriesBody, { error: labelledErrorMap(labels) }),
    defaultValues: { code: series?.code ?? '', name: series?.name ?? '', description: series?.description ?? '' },
  });
  const submit = form.handleSubmit((body) => onSubmit(body).catch((error: unknown) => applyServerErrors(error, form.setError, FIELDS)));
  return (
    <form className="apron-form" onSubmit={submit} noValidate data-testid="series-form">
      <CodeField control={form.control} name="code" label={labels.code!} testId="series-code" />
      <TextField control={form.control} name="name" label={labels.name!} maxlength={120} testId="series-name" />
      <TextField control={form.control} name="description" label={labels.description!} maxlength={1000} rows={3} testId="series-description" />
      <IonButton type="submit" disabled={saving} data-testid="series-save">{t('save')}</IonButton>
    </form>
  );
}
