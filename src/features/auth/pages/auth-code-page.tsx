import { IonContent, IonSpinner, IonText } from '@ionic/react';
import { PageFrame } from '@/lib/ui/page-frame';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '@/lib/api/client';
import { signInWithCode } from '../api/sign-in';

/** Spec 1 §9: sign-in redirect delay. */
export const REDIRECT_DELAY_MS = 2500;

/** Where a failed exchange goes: the identity provider's logout, carrying `next` = our login page. */
export function logoutRedirect(logoutUrl: string | null | undefined, origin: string): string {
  const login = `${origin}/login`;
  if (!logoutUrl) return '/login';
  return `${logoutUrl}${logoutUrl.includes('?') ? '&' : '?'}next=${encodeURIComponent(login)}`;
}

/** Return page from the company account (spec 1 §2 /auth-code). */
export default function AuthCodePage() {
  const { t } = useTranslation('auth');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const code = search.get('code');
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (!code || started.current) return;
    started.current = true;
    signInWithCode(code)
      .then(() => navigate('/dashboard', { replace: true }))
      .catch((error: unknown) => {
        setFailed(true);
        const logoutUrl = error instanceof ApiError ? (error.body as { logout_url?: string | null } | null)?.logout_url : null;
        setTimeout(() => window.location.assign(logoutRedirect(logoutUrl, window.location.origin)), REDIRECT_DELAY_MS);
      });
  }, [code, navigate]);

  const { pathname } = useLocation();
  // Ionic keeps this page mounted after sign-in; only redirect while it is the page on screen.
  if (!code && pathname === '/auth-code') return <Navigate to="/login" replace />;
  return (
    <PageFrame>
      <IonContent className="ion-padding">
        <div className="apron-center apron-state" role="status" data-testid="auth-code-status">
          {failed ? (
            <IonText color="primary">{t('authCode.redirecting')}</IonText>
          ) : (
            <>
              <IonSpinner name="crescent" /> <IonText>{t('authCode.signingIn')}</IonText>
            </>
          )}
        </div>
      </IonContent>
    </PageFrame>
  );
}
