import { IonButton, IonInput, IonText } from '@ionic/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { loginTransfer } from '@/contracts/session';
import { data } from '@/lib/api/client';
import { forgetSignature } from '@/lib/api/permission-signature';
import { setTokens } from '@/lib/api/token-store';
import { FormActions } from '@/lib/forms/components/form-actions';
import { useSession } from '@/lib/session/session-context';
import { Page } from '@/lib/ui/page';
import { loginSwitchAllowed } from '../model/login-switch';

/**
 * /login-switch (spec 1 §1/§6): a super role signs in as another user by user name, in staging
 * and development only. The new user's session starts afresh on the home page.
 */
export default function LoginSwitchPage() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const allowed = loginSwitchAllowed(session.data);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim()) return setError(t('loginSwitch.required'));
    setBusy(true);
    setError(null);
    try {
      const { token } = await data<typeof loginTransfer>(loginTransfer, { body: { changeUser: username.trim() }, quiet: true });
      forgetSignature();
      setTokens(token);
      window.location.assign('/dashboard');
    } catch (e) {
      setError((e as Error).message || t('loginSwitch.failed'));
      setBusy(false);
    }
  };

  return (
    <Page title={t('loginSwitch.title')}>
      {!allowed ? (
        <p data-testid="login-switch-unavailable">{t('loginSwitch.unavailable')}</p>
      ) : (
        <form className="apron-form" onSubmit={(e) => void submit(e)} noValidate>
          <p>{t('loginSwitch.intro')}</p>
          <IonInput label={t('loginSwitch.username')} labelPlacement="stacked" autocomplete="off" value={username} onIonInput={(e) => setUsername(String(e.detail.value ?? ''))} data-testid="login-switch-username" />
          {error && (
            <IonText color="danger" role="alert">
              <p>{error}</p>
            </IonText>
          )}
          <FormActions>
            <IonButton type="submit" disabled={busy} data-testid="login-switch-submit">
              {t('loginSwitch.submit')}
            </IonButton>
          </FormActions>
        </form>
      )}
    </Page>
  );
}
