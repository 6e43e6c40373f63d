import { IonButton } from '@ionic/react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { APPOINTMENT_TIMES, appointmentBody, type AppointmentBody } from '@/contracts/organisation/appointments';
import { DateInput } from '@/lib/forms/components/date-input';
import { FormField } from '@/lib/forms/components/form-field';
import { SelectInput } from '@/lib/forms/components/select-input';
import { TextField } from '@/lib/forms/components/text-field';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { Page } from '@/lib/ui/page';
import { toasts } from '@/lib/ui/toasts';
import { APPOINTMENTS_KEY, createAppointment } from '../api/admin';
import { useOrgMutation } from '../api/organisation';
import { formResolver } from '../components/form-resolver';

interface Values { day: string; time: string; complaint: string }

/** /appointment/new: books a doctor appointment for the signed-in user. */
export default function AppointmentNewPage() {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const save = useOrgMutation(APPOINTMENTS_KEY, (b: AppointmentBody) => createAppointment(b));
  const labels = { day: t('fields.date'), time: t('appointments.time'), complaint: t('appointments.complaint') };
  const form = useForm<Values>({ resolver: formResolver<Values>(appointmentBody, labels), defaultValues: { day: '', time: '', complaint: '' } });
  const submit = form.handleSubmit(async (b) => {
    try {
      const r = await save.mutateAsync(b);
      toasts.success(String(r.helper_data?.message ?? t('saved')));
      navigate('/appointments', { replace: true });
    } catch (e) {
      applyServerErrors(e, form.setError, ['day', 'time', 'complaint']);
    }
  });
  return (
    <Page title={t('appointments.new')} backHref="/appointments">
      <form className="apron-form" onSubmit={submit} noValidate data-testid="appointment-form">
        <Controller control={form.control} name="day" render={({ field, fieldState }) => (
          <FormField error={fieldState.error?.message}>
            <DateInput label={labels.day} labelPlacement="stacked" value={field.value} onChange={field.onChange} name="day" data-testid="appointment-day" />
          </FormField>
        )} />
        <Controller control={form.control} name="time" render={({ field, fieldState }) => (
          <FormField error={fieldState.error?.message}>
            <SelectInput label={labels.time} value={field.value} emptyOption={t('filters.choose')} options={APPOINTMENT_TIMES.map((x) => ({ value: x, label: x }))}
              onChange={field.onChange} testId="appointment-time" />
          </FormField>
        )} />
        <TextField control={form.control} name="complaint" label={labels.complaint} maxlength={500} rows={3} testId="appointment-complaint" />
        <IonButton type="submit" disabled={save.isPending} data-testid="appointment-save">{t('actions.save')}</IonButton>
      </form>
    </Page>
  );
}
