import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleDisplay as RoleDisplayValue } from '@/contracts/people';
import { RoleDisplay } from '@/lib/people/role-display';
import type { Company } from '../api/demand-types';
import { RolePicker } from './role-picker';

/** Redirect a waiting demand to one role, chosen company → department → role. */
export function RedirectForm({ companies, exclude, saving, onSubmit }: {
  companies: Company[];
  /** The roles it is already routed to. */
  exclude: ReadonlySet<number>;
  saving: boolean;
  onSubmit: (roleId: number) => Promise<unknown>;
}) {
  const { t } = useTranslation('demands');
  const [role, setRole] = useState<RoleDisplayValue | null>(null);
  return (
    <section className="demand-section" data-testid="demand-redirect-form">
      <h2>{t('responses.redirectHeader')}</h2>
      <RolePicker companies={companies} exclude={exclude} buttonText={t('fields.redirect_role_id')} onPick={setRole} disabled={saving} testId="demand-redirect-picker" />
      {role && (
        <p data-testid="demand-redirect-chosen">
          <RoleDisplay value={role} />
        </p>
      )}
      <IonButton disabled={!role || saving} onClick={() => role && void onSubmit(role.role.id).then(() => setRole(null), () => undefined)} data-testid="demand-redirect-submit">
        {t('actions.redirect')}
      </IonButton>
    </section>
  );
}
