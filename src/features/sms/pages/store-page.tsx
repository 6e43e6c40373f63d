import { IonButton, IonChip, IonIcon, IonInput, IonLabel } from '@ionic/react';
import { closeCircle } from 'ionicons/icons';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { additionalPhone, displayPhone, SMS_MAX_SEGMENTS, smsDisplayCount, smsSegments } from '@/contracts/sms/segments';
import { reportError } from '@/lib/api/query-client';
import { DigitsInput } from '@/lib/forms/components/digits-input';
import { FormField } from '@/lib/forms/components/form-field';
import { TextField } from '@/lib/forms/components/text-field';
import { Page } from '@/lib/ui/page';
import { toasts } from '@/lib/ui/toasts';
import { storeMessage } from '../api/sms';
import { ReceiverPicker, type PickedReceiver } from '../components/receiver-picker';

/** /sms-store: typed receivers and extra numbers, the spec's count and the real segment count beside it. */
export default function StorePage() {
  const { t } = useTranslation('sms');
  const navigate = useNavigate();
  const form = useForm<{ body: string }>({ defaultValues: { body: '' } });
  const body = useWatch({ control: form.control, name: 'body' }) ?? '';
  const real = smsSegments(body);
  const [receivers, setReceivers] = useState<PickedReceiver[]>([]);
  const [extra, setExtra] = useState<{ full_name: string; mobile_number: string }[]>([]);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [busy, setBusy] = useState(false);

  const onPhone = (v: string) => setPhone(/^[0-4]/.test(v) ? '' : v);
  const addExtra = () => {
    const stored = additionalPhone(phone);
    if (!stored || !name.trim()) return;
    setExtra([...extra, { full_name: name.trim(), mobile_number: stored }]);
    setName('');
    setPhone('');
  };
  const submit = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      const r = await storeMessage({
        body: values.body,
        receivers: receivers.map(({ type, id }) => ({ type, id })),
        additional_receivers: extra.map((e) => ({ full_name: e.full_name, mobile_number: e.mobile_number.slice(2) })),
      });
      toasts.success(r.message);
      navigate(`/sms-detail/${r.id}`);
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  });

  return (
    <Page title={t('store.title')} toolbar={<IonButton disabled={busy} onClick={() => void submit()} data-testid="sms-send">{t('store.send')}</IonButton>}>
      <form onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <TextField control={form.control} name="body" label={t('store.body')} rows={4} testId="sms-body" />
        <p data-testid="sms-counts">
          {t('store.count', { count: smsDisplayCount(body), length: body.length })}{' · '}
          {t('store.segments', { segments: real.segments, encoding: t(`encoding.${real.encoding}`) })}
          {real.segments > SMS_MAX_SEGMENTS && <strong>{` · ${t('store.tooLong', { max: SMS_MAX_SEGMENTS })}`}</strong>}
        </p>
        <ReceiverPicker value={receivers} onChange={setReceivers} />
        <fieldset data-testid="sms-extra">
          <legend>{t('store.extra')}</legend>
          <IonInput label={t('store.fullName')} labelPlacement="stacked" value={name} onIonInput={(e) => setName(String(e.detail.value ?? ''))} data-testid="sms-extra-name" />
          <FormField helper={t('store.phoneRule')}>
            <DigitsInput label={t('store.phone')} labelPlacement="stacked" value={phone} onChange={onPhone} maxLength={10} data-testid="sms-extra-phone" />
          </FormField>
          <IonButton size="small" onClick={addExtra} disabled={!additionalPhone(phone) || !name.trim()} data-testid="sms-extra-add">{t('store.add')}</IonButton>
          <div>
            {extra.map((e) => (
              <IonChip key={e.mobile_number}>
                <IonLabel>{`${e.full_name} · ${displayPhone(e.mobile_number)}`}</IonLabel>
                <IonButton fill="clear" size="small" aria-label={t('store.remove')} onClick={() => setExtra(extra.filter((x) => x !== e))}><IonIcon aria-hidden="true" icon={closeCircle} /></IonButton>
              </IonChip>
            ))}
          </div>
        </fieldset>
      </form>
    </Page>
  );
}
