import { IonButton, IonInput } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { applyShiftImport, createManualShift, importDriverShifts, type ShiftImport } from '@/contracts/transfers/transfers';
import { turkeyDate } from '@/contracts/calendar';
import { ApiError, call } from '@/lib/api/client';
import { reportError } from '@/lib/api/query-client';
import { DateInput } from '@/lib/forms/components/date-input';
import { FileInput } from '@/lib/forms/components/file-input';
import { FormActions } from '@/lib/forms/components/form-actions';
import { FormField } from '@/lib/forms/components/form-field';
import { PhoneInput } from '@/lib/forms/components/phone-input';
import { SelectInput } from '@/lib/forms/components/select-input';
import { TimeInput } from '@/lib/forms/components/time-input';
import { Page } from '@/lib/ui/page';
import { toasts } from '@/lib/ui/toasts';
import { fieldErrors, TRANSFERS_KEY, useActiveDrivers, useTransferForm } from '../api/transfers';
import { ImportPreview } from '../components/import-preview';

const todayIso = () => turkeyDate(new Date());

/** /driver-shift/create: a day's shift file (preview, then apply) or one person by hand. */
export default function ShiftCreatePage() {
  const { t } = useTranslation('transfers');
  return (
    <Page title={t('shifts.create')} backHref="/driver-shift/list">
      <ImportSection />
      <h2>{t('manual.title')}</h2>
      <ManualForm />
    </Page>
  );
}

function ImportSection() {
  const { t } = useTranslation('transfers');
  const client = useQueryClient();
  const navigate = useNavigate();
  const [date, setDate] = useState(todayIso());
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ShiftImport | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const read = async () => {
    if (!file) return;
    setBusy(true);
    setError(undefined);
    setPreview(null);
    try {
      const form = new FormData();
      form.append('shift_date', date);
      form.append('file', file);
      const r = await call(importDriverShifts, { body: form });
      setPreview(r.data);
    } catch (e) {
      // A refused file still shows what was wrong, line by line.
      const body = e instanceof ApiError ? (e.body as { errors?: { file?: string[] }; import?: ShiftImport } | null) : null;
      if (body?.errors?.file) {
        setError(body.errors.file[0]);
        if (body.import) setPreview(body.import);
      } else reportError(e);
    } finally {
      setBusy(false);
    }
  };
  const apply = async () => {
    if (!preview) return;
    setBusy(true);
    try {
      const r = await call(applyShiftImport, { params: { id: preview.id } });
      toasts.success(String(r.helper_data.message));
      if (r.data.notified) toasts.success(t('import.smsQueued', { n: r.data.notified }));
      if (r.data.not_notified?.length) toasts.show({ kind: 'warning', message: t('import.notReached', { names: r.data.not_notified.map((p) => p.full_name).join(', ') }) });
      await client.invalidateQueries({ queryKey: TRANSFERS_KEY });
      navigate(`/driver-shift/list?shift_date=${preview.shift_date}&all=0`);
    } catch (e) {
      reportError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section data-testid="shift-import">
      <h2>{t('import.title')}</h2>
      <p>{t('import.help')}</p>
      <DateInput label={t('fields.date')} value={date} onChange={(v) => { setDate(v); setPreview(null); }} data-testid="import-date" />
      <FormField error={error}>
        <FileInput label={t('import.file')} value={file} onChange={(f) => { setFile(f); setPreview(null); setError(undefined); }}
          accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" />
      </FormField>
      <FormActions>
        <IonButton disabled={!file || !date || busy} onClick={() => void read()} data-testid="import-preview-button">{t('import.preview')}</IonButton>
        {preview?.status === 'previewed' && (
          <IonButton color="success" disabled={busy} onClick={() => void apply()} data-testid="import-apply">{t('import.apply')}</IonButton>
        )}
      </FormActions>
      {preview && <ImportPreview preview={preview} />}
    </section>
  );
}

function ManualForm() {
  const { t } = useTranslation('transfers');
  const client = useQueryClient();
  const form = useTransferForm();
  const drivers = useActiveDrivers();
  const empty = { shift_date: todayIso(), national_id_number: '', full_name: '', phone: '', shift_start: '', shift_end: '', pickup_time: '', shuttle_stop_id: '', driver_id: '' };
  const [v, setV] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof typeof v) => (value: string) => setV((o) => ({ ...o, [k]: value }));
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    try {
      const r = await call(createManualShift, { body: { ...v, phone: v.phone || null, shuttle_stop_id: Number(v.shuttle_stop_id) || 0, driver_id: v.driver_id ? Number(v.driver_id) : null } });
      toasts.success(String(r.helper_data.message));
      setErrors({});
      setV({ ...empty, shift_date: v.shift_date });
      await client.invalidateQueries({ queryKey: TRANSFERS_KEY });
    } catch (error) {
      const f = fieldErrors(error);
      setErrors(f);
      if (!Object.keys(f).length) reportError(error);
    }
  };
  return (
    <form className="apron-form" onSubmit={(e) => void save(e)} noValidate data-testid="manual-form">
      <FormField error={errors.shift_date}><DateInput label={t('fields.date')} value={v.shift_date} onChange={set('shift_date')} /></FormField>
      <FormField error={errors.national_id_number}>
        <IonInput label={t('fields.nationalId')} labelPlacement="stacked" inputmode="numeric" maxlength={11} value={v.national_id_number}
          onIonInput={(e) => set('national_id_number')(String(e.detail.value ?? '').replace(/\D/g, ''))} data-testid="manual-nid" />
      </FormField>
      <FormField error={errors.full_name}>
        <IonInput label={t('fields.person')} labelPlacement="stacked" maxlength={120} value={v.full_name} onIonInput={(e) => set('full_name')(String(e.detail.value ?? ''))} data-testid="manual-name" />
      </FormField>
      <FormField error={errors.phone}><PhoneInput label={t('fields.phone')} value={v.phone} onChange={set('phone')} /></FormField>
      <FormField error={errors.shift_start}><TimeInput label={t('fields.shiftStart')} value={v.shift_start} onChange={set('shift_start')} /></FormField>
      <FormField error={errors.shift_end}><TimeInput label={t('fields.shiftEnd')} value={v.shift_end} onChange={set('shift_end')} /></FormField>
      <FormField error={errors.pickup_time}><TimeInput label={t('fields.pickup')} value={v.pickup_time} onChange={set('pickup_time')} /></FormField>
      <FormField error={errors.shuttle_stop_id}>
        <SelectInput label={t('fields.stop')} value={v.shuttle_stop_id} emptyOption={t('filters.choose')} onChange={set('shuttle_stop_id')} testId="manual-stop"
          options={(form.data?.stops ?? []).map((s) => ({ value: s.id, label: `${s.stop_no} ${s.stop_name}` }))} />
      </FormField>
      <FormField error={errors.driver_id}>
        <SelectInput label={t('fields.driver')} value={v.driver_id} emptyOption={t('shifts.unassigned')} onChange={set('driver_id')} testId="manual-driver"
          options={(drivers.data ?? []).map((d) => ({ value: d.id, label: `${d.full_name} (${d.plate})` }))} />
      </FormField>
      <FormActions><IonButton type="submit" data-testid="manual-save">{t('actions.save')}</IonButton></FormActions>
    </form>
  );
}
