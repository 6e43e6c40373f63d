import { IonButton, IonItem, IonLabel, IonList, IonListHeader, IonNote } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MONTH_NAMES } from '@/contracts/payroll';
import { reportError } from '@/lib/api/query-client';
import { DigitsInput } from '@/lib/forms/components/digits-input';
import { FormField } from '@/lib/forms/components/form-field';
import { useSession } from '@/lib/session/session-context';
import { Page } from '@/lib/ui/page';
import { Empty, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { PAYROLL_KEY, payrollToken, requestCode, useMonths, useSmsStep, verifyCode } from '../api/payroll';
import { displayDateTime } from '@/contracts/display-dates';

const money = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });

/** The SMS step (masked mobile, code), then the own months and who opened the slips. */
function SmsStep({ userId, onVerified }: { userId: number; onVerified: () => void }) {
  const { t } = useTranslation('payroll');
  const step = useSmsStep(userId);
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  };
  if (step.isPending) return <Loading />;
  const masked = step.data?.masked_mobile;
  return (
    <section className="payroll-sms-step" data-testid="payroll-sms-step">
      <h2>{t('sms.title')}</h2>
      {!masked ? (
        <p data-testid="payroll-no-mobile">{t('sms.noMobile')}</p>
      ) : (
        <>
          <p>{t('sms.intro', { mobile: masked })}</p>
          <IonButton disabled={busy} data-testid="payroll-send-code" onClick={() => void run(async () => {
            const r = await requestCode(userId);
            setSent(true);
            toasts.success(r.data.message);
          })}>
            {sent ? t('sms.resend') : t('sms.send')}
          </IonButton>
          {sent && (
            <form onSubmit={(e) => {
              e.preventDefault();
              void run(async () => {
                await verifyCode(userId, code);
                onVerified();
              });
            }}>
              <FormField helper={t('sms.codeHelp')}>
                <DigitsInput label={t('sms.code')} labelPlacement="stacked" value={code} onChange={setCode} maxLength={6} data-testid="payroll-code" />
              </FormField>
              <IonButton type="submit" disabled={busy || code.length !== 6} data-testid="payroll-verify">{t('sms.verify')}</IonButton>
            </form>
          )}
        </>
      )}
    </section>
  );
}

export default function FormListPage() {
  const { t } = useTranslation('payroll');
  const session = useSession();
  const client = useQueryClient();
  const [hasToken, setHasToken] = useState(() => !!payrollToken.get());
  const months = useMonths(hasToken);
  const verified = hasToken && !(months.isError);
  const onVerified = () => {
    setHasToken(true);
    void client.invalidateQueries({ queryKey: [...PAYROLL_KEY, 'months'] });
  };
  return (
    <Page title={t('title')}>
      {!verified ? (
        <SmsStep userId={session.data.user.id} onVerified={onVerified} />
      ) : months.isPending ? (
        <Loading />
      ) : (
        <>
          <IonList data-testid="payroll-months">
            <IonListHeader><IonLabel>{t('months.title')}</IonLabel></IonListHeader>
            {!months.data?.months.length && <Empty message={t('months.empty')} />}
            {months.data?.months.map((m) => (
              <IonItem key={`${m.year}-${m.month}`} routerLink={`/payroll/gss/user?month=${m.month}&year=${m.year}`} detail data-testid={`payroll-month-${m.year}-${m.month}`}>
                <IonLabel>{`${MONTH_NAMES[m.month - 1]} ${m.year}`}</IonLabel>
                <IonNote slot="end">{money.format(m.net_pay)}</IonNote>
              </IonItem>
            ))}
          </IonList>
          <IonList data-testid="payroll-access-log">
            <IonListHeader><IonLabel>{t('log.title')}</IonLabel></IonListHeader>
            {!months.data?.access_log.length && <Empty message={t('log.empty')} />}
            {months.data?.access_log.map((l) => (
              <IonItem key={l.id}>
                <IonLabel>
                  <h3>{`${MONTH_NAMES[l.month - 1]} ${l.year} — ${t(`log.${l.action}`)}`}</h3>
                  <p>{`${l.viewer_full_name} · ${displayDateTime(l.created_at)}${l.ip ? ` · ${l.ip}` : ''}`}</p>
                </IonLabel>
              </IonItem>
            ))}
          </IonList>
        </>
      )}
    </Page>
  );
}
