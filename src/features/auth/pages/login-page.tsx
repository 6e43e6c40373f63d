import { IonButton, IonContent, IonInput, IonText } from '@ionic/react';
import { PageFrame } from '@/lib/ui/page-frame';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '@/lib/api/client';
import { flattenMessages } from '@/lib/api/error-toasts';
import { reportError } from '@/lib/api/query-client';
import { getTokens } from '@/lib/api/token-store';
import { signIn } from '../api/sign-in';

/** Only same-site paths: `next` must not send a signed-in user to another site. */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/dashboard';
}

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const { pathname } = useLocation();
  const next = safeNext(search.get('next'));

  // Ionic keeps this page mounted after sign-in; only redirect while it is the page on screen.
  if (getTokens() && (pathname === '/login' || pathname === '/')) return <Navigate to={next} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError(t('login.required'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      await signIn(username.trim(), password);
      navigate(next, { replace: true });
    } catch (e) {
      if (e instanceof ApiError && e.status !== 0) {
        const body = e.body as { errors?: unknown; message?: string } | null;
        setError(flattenMessages(body?.errors)[0] ?? body?.message ?? t('login.failed'));
      } else reportError(e);
    } finally {
      setPending(false);
    }
  };

  return (
    <PageFrame>
      <IonContent className="ion-padding">
        <div className="apron-center">
          <section className="apron-card">
            <h1>{t('login.title')}</h1>
            <p className="apron-card-kicker">{t('login.subtitle')}</p>
            <div>
              <form onSubmit={submit} noValidate>
                <IonInput
                  name="username"
                  label={t('login.username')}
                  labelPlacement="stacked"
                  autocomplete="username"
                  autocapitalize="off"
                  value={username}
                  onIonInput={(e) => setUsername(String(e.detail.value ?? ''))}
                  data-testid="login-username"
                />
                <IonInput
                  name="password"
                  type="password"
                  label={t('login.password')}
                  labelPlacement="stacked"
                  autocomplete="current-password"
                  value={password}
                  onIonInput={(e) => setPassword(String(e.detail.value ?? ''))}
                  data-testid="login-password"
                />
                {error && (
                  <IonText color="danger" role="alert" data-testid="login-error">
                    <p>{error}</p>
                  </IonText>
                )}
                <IonButton type="submit" expand="block" disabled={pending} data-testid="login-submit">
                  {pending ? t('login.signingIn') : t('login.submit')}
                </IonButton>
              </form>
            </div>
          </section>
        </div>
      </IonContent>
    </PageFrame>
  );
}
