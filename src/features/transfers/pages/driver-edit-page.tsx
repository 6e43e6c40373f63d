import { IonButton, IonInput, IonToggle } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { createDriver, updateDriver, type Driver } from '@/contracts/transfers/transfers';
import { call } from '@/lib/api/client';
import { reportError } from '@/lib/api/query-client';
import { FormActions } from '@/lib/forms/components/form-actions';
import { FormField } from '@/lib/forms/components/form-field';
import { PhoneInput } from '@/lib/forms/components/phone-input';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { fieldErrors, TRANSFERS_KEY, useDriver } from '../api/transfers';

/** /driver/create and /driver/{id}/edit. */
export default function DriverEditPage() {
  const { t } = useTranslation('transfers');
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  const driver = useDriver(id);
  return (
    <Page title={id ? t('drivers.edit') : t('drivers.create')} backHref="/driver/list">
      {id && driver.isPending ? <Loading /> : id && driver.isError ? <LoadError onRetry={() => void driver.refetch()} /> : (
        <DriverForm key={driver.data?.id ?? 'new'} driver={driver.data} />
      )}
    </Page>
  );
}

function DriverForm({ driver }: { driver?: Driver }) {
  const { t } = useTranslation('transfers');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [v, setV] = useState({ full_name: driver?.full_name ?? '', phone: driver?.phone ?? '', plate: driver?.plate ?? '', capacity: String(driver?.capacity ?? 16), is_active: driver?.is_active ?? true });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set = (k: keyof typeof v) => (value: string | boolean) => setV((o) => ({ ...o, [k]: value }));
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setSaving(true);
    try {
      const body = { ...v, capacity: Number(v.capacity), phone: v.phone || null };
      const r = driver ? await call(updateDriver, { params: { id: driver.id }, body }) : await call(createDriver, { body });
      toasts.success(String(r.helper_data.message));
      await client.invalidateQueries({ queryKey: TRANSFERS_KEY });
      navigate('/driver/list', { replace: true });
    } catch (error) {
      const f = fieldErrors(error);
      setErrors(f);
      if (!Object.keys(f).length) reportError(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className="apron-form" onSubmit={(e) => void save(e)} noValidate data-testid="driver-form">
      <FormField error={errors.full_name}>
        <IonInput label={t('fields.fullName')} labelPlacement="stacked" maxlength={120} value={v.full_name} onIonInput={(e) => set('full_name')(String(e.detail.value ?? ''))} data-testid="driver-name" />
      </FormField>
      <FormField error={errors.plate}>
        <IonInput label={t('fields.plate')} labelPlacement="stacked" maxlength={16} value={v.plate} onIonInput={(e) => set('plate')(String(e.detail.value ?? ''))} data-testid="driver-plate" />
      </FormField>
      <FormField error={errors.capacity}>
        <IonInput label={t('fields.capacity')} labelPlacement="stacked" inputmode="numeric" maxlength={2} value={v.capacity} onIonInput={(e) => set('capacity')(String(e.detail.value ?? '').replace(/\D/g, ''))} data-testid="driver-capacity" />
      </FormField>
      <FormField error={errors.phone}>
        <PhoneInput label={t('fields.phone')} value={v.phone} onChange={(p) => set('phone')(p)} data-testid="driver-phone" />
      </FormField>
      <IonToggle checked={v.is_active} onIonChange={(e) => set('is_active')(e.detail.checked)} data-testid="driver-active">{t('fields.active')}</IonToggle>
      <FormActions>
        <IonButton type="submit" disabled={saving} data-testid="driver-save">{t('actions.save')}</IonButton>
      </FormActions>
    </form>
  );
}
