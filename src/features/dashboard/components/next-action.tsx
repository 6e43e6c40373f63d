import { IonButton, IonIcon } from '@ionic/react';
import { addOutline, cloudUploadOutline, listOutline } from 'ionicons/icons';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AUDIT_FAMILIES, AUDIT_FAMILY_CONFIG, type AuditFamily } from '@/contracts/audits/families';
import { getStatus, subscribe } from '@/lib/outbox/status';
import { useSession } from '@/lib/session/session-context';
import { useAuditsInProgress } from '../api/dashboard';
import { unsentCount } from '../rules';
import { day } from './format';

/** Issue 9 point 11, for anyone: what this device still has to send, one tap from the outbox. */
export function UnsentRecords() {
  const { t } = useTranslation('dashboard');
  const status = useSyncExternalStore(subscribe, getStatus);
  const count = unsentCount(status);
  return (
    <section className="apron-card dashboard-widget" data-testid="widget-unsent">
      <header className="dashboard-widget-header"><h2>{t('unsent.title')}</h2></header>
      <p data-testid="unsent-count">{count === 0 ? t('unsent.none') : t('unsent.count', { count })}</p>
      {status.needsAttention > 0 && <p className="apron-card-note">{t('unsent.needsAttention', { count: status.needsAttention })}</p>}
      <IonButton fill={count > 0 ? 'solid' : 'outline'} routerLink="/outbox" data-testid="unsent-outbox">
        <IonIcon aria-hidden="true" slot="start" icon={cloudUploadOutline} />{t('unsent.open')}
      </IonButton>
    </section>
  );
}

function FamilyAudits({ family }: { family: AuditFamily }) {
  const { t } = useTranslation('dashboard');
  const query = useAuditsInProgress(family, true);
  const audits = query.data ?? [];
  return (
    <div className="dashboard-family" data-testid={`next-audits-${family}`}>
      <h3>{t(`audits.family.${family}`)}</h3>
      <div className="dashboard-controls">
        <IonButton routerLink={`/${family}/auditStore`} data-testid={`new-audit-${family}`}>
          <IonIcon aria-hidden="true" slot="start" icon={addOutline} />{t('audits.new')}
        </IonButton>
        <IonButton fill="outline" routerLink={`/${family}/audit/list`} data-testid={`audit-list-${family}`}>
          <IonIcon aria-hidden="true" slot="start" icon={listOutline} />{t('audits.list')}
        </IonButton>
      </div>
      {query.isSuccess && (audits.length === 0 ? (
        <p className="apron-card-kicker">{t('audits.noneInProgress')}</p>
      ) : (
        <ul className="dashboard-rows">
          {audits.slice(0, 5).map((a) => (
            <li key={a.uuid} data-testid="audit-in-progress">
              <Link to={`/${family}/auditStore/${a.uuid}`}><strong>{a.audit_code}</strong></Link>
              <span>{[a.title?.label, day(a.started_at)].filter(Boolean).join(' · ')}</span>
              <small>{t('audits.findings', { count: a.findings_count })}</small>
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}

/** Issue 9 point 11, for auditors: the audits still being written and "Yeni denetim", per family they may audit. */
export function AuditorNextAction() {
  const { t } = useTranslation('dashboard');
  const { permissions } = useSession();
  const families = AUDIT_FAMILIES.filter((f) => permissions.has(AUDIT_FAMILY_CONFIG[f].permissions.view));
  if (families.length === 0) return null;
  return (
    <section className="apron-card dashboard-widget dashboard-wide" data-testid="widget-next-audits">
      <header className="dashboard-widget-header"><h2>{t('audits.title')}</h2></header>
      <div className="dashboard-families">
        {families.map((f) => <FamilyAudits key={f} family={f} />)}
      </div>
    </section>
  );
}
