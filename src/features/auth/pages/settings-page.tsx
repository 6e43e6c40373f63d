import { IonButton, IonInput, IonItem, IonLabel, IonList, IonNote, IonSegment, IonSegmentButton, IonText } from '@ionic/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { PASSWORD_MIN } from '@/contracts/session';
import { useSession } from '@/lib/session/session-context';
import { Page } from '@/lib/ui/page';
import { toasts } from '@/lib/ui/toasts';
import { useChangePassword } from '../api/change-password';
import { FormActions } from '@/lib/forms/components/form-actions';

const TABS = ['profile', 'password'] as const;

/** /settings/{tab}: the user's profile and positions, and the password change. */
export default function SettingsPage() {
  const { t } = useTranslation('auth');
  const { tab } = useParams();
  const navigate = useNavigate();
  const current = TABS.find((x) => x === tab) ?? 'profile';
  return (
    <Page title={t('settings.title')}>
      <IonSegment value={current} onIonChange={(e) => navigate(`/settings/${String(e.detail.value)}`, { replace: true })}>
        {TABS.map((x) => (
          <IonSegmentButton key={x} value={x} data-testid={`settings-tab-${x}`}>
            <IonLabel>{t(`settings.tabs.${x}`)}</IonLabel>
          </IonSegmentButton>
        ))}
      </IonSegment>
      {current === 'profile' ? <Profile /> : <PasswordForm />}
    </Page>
  );
}

function Profile() {
  const { t } = useTranslation('auth');
  const { data } = useSession();
  const { user } = data;
  return (
    <IonList className="apron-form">
      <IonItem>
        <IonLabel>
          <h2>{user.profile.full_name}</h2>
          <p>{user.name}</p>
        </IonLabel>
      </IonItem>
      <IonItem>
        <IonLabel>{t('settings.email')}</IonLabel>
        <IonNote slot="end">{user.profile.email ?? '—'}</IonNote>
      </IonItem>
      <IonItem>
        <IonLabel>{t('settings.passwordExpiresIn')}</IonLabel>
        <IonNote slot="end">{user.password_expires_in === null ? '—' : t('settings.days', { count: user.password_expires_in })}</IonNote>
      </IonItem>
      {user.positions.map((p) => (
        <IonItem key={p.id}>
          <IonLabel className="ion-text-wrap">
            {`${p.role.department.company.name} - ${p.role.department.name} - ${p.role.name}`}
            {p.id === data.active_position.id && <p>{t('settings.active')}</p>}
          </IonLabel>
        </IonItem>
      ))}
    </IonList>
  );
}

function PasswordForm() {
  const { t } = useTranslation('auth');
  const change = useChangePassword();
  const [form, setForm] = useState({ current_password: '', password: '', password_confirmation: '' });
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof typeof form) => (e: CustomEvent<{ value?: string | null }>) => setForm({ ...form, [key]: String(e.detail.value ?? '') });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.password.length < PASSWORD_MIN) return setError(t('password.tooShort', { min: PASSWORD_MIN }));
    if (form.password !== form.password_confirmation) return setError(t('password.mismatch'));
    setError(null);
    change.mutate(form, {
      onSuccess: (result) => {
        toasts.success(result.message);
        setForm({ current_password: '', password: '', password_confirmation: '' });
      },
    });
  };

  return (
    <form className="apron-form" onSubmit={submit} noValidate>
      <IonInput type="password" label={t('password.current')} labelPlacement="stacked" autocomplete="current-password" value={form.current_password} onIonInput={set('current_password')} data-testid="password-current" />
      <IonInput type="password" label={t('password.new')} labelPlacement="stacked" autocomplete="new-password" value={form.password} onIonInput={set('password')} data-testid="password-new" />
      <IonInput type="password" label={t('password.confirm')} labelPlacement="stacked" autocomplete="new-password" value={form.password_confirmation} onIonInput={set('password_confirmation')} data-testid="password-confirm" />
      {error && (
        <IonText color="danger" role="alert">
          <p>{error}</p>
        </IonText>
      )}
      <FormActions>
        <IonButton type="submit" disabled={change.isPending} data-testid="password-submit">
          {t('password.submit')}
        </IonButton>
      </FormActions>
    </form>
  );
}
