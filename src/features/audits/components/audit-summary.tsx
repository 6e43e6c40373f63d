import { IonButton } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import type { AuditFamily } from '@/contracts/audits/families';
import type { AuditView } from '../api/audits';
import type { Lookups } from '../api/form-data';
import { joinDateTime } from '../model/audit-values';
import { auditScreens } from '../screens';
import { AuditWorkflow } from './audit-workflow';
import { StateBadges } from './state-badge';
import { formatDateTime } from './format';
import './audits.css';

/** The audit above its projects or findings: what it is, where it stands, and its workflow. */
export function AuditSummary({ family, view, lookups }: { family: AuditFamily; view: AuditView; lookups: Lookups }) {
  const { t } = useTranslation('audits');
  const v = view.values;
  const projects = (v.security_project_id ? [v.security_project_id] : v.security_projects)
    .map((id) => lookups.projects.get(id)?.name ?? view.server?.security_projects.find((p) => p.id === id)?.name ?? `#${id}`)
    .join(', ');
  const title = (v.title_id && lookups.titles.get(v.title_id)) || view.server?.title?.label || '';
  return (
    <section className="audit-summary" data-testid="audit-summary">
      <h2>
        {view.server?.audit_code || v.audit_code || t('audit.onDeviceCode')}{' '}
        <StateBadges state={view.state} pending={view.pending} testId="audit-summary-state" />
      </h2>
      <dl>
        <dt>{t('fields.period')}</dt>
        <dd>
          {formatDateTime(joinDateTime(v.start_date, v.start_time))} – {formatDateTime(joinDateTime(v.end_date, v.end_time))}
        </dd>
        {title && (
          <>
            <dt>{t('fields.title_id')}</dt>
            <dd>{title}</dd>
          </>
        )}
        <dt>{family === 'uog' ? t('fields.security_project_id') : t('fields.security_projects')}</dt>
        <dd>{projects}</dd>
      </dl>
      {view.fromDevice && view.server && <p className="audit-note">{t('device.copy')}</p>}
      <div className="audit-workflow">
        <IonButton size="small" fill="outline" routerLink={auditScreens(family).store(view.key)} data-testid="audit-summary-open">
          {t('actions.openAudit')}
        </IonButton>
        {family !== 'uog' && (
          <IonButton size="small" fill="outline" routerLink={auditScreens(family).projects(view.key)} data-testid="audit-summary-projects">
            {t('actions.projects', { count: view.projectsCount })}
          </IonButton>
        )}
      </div>
      <AuditWorkflow family={family} view={view} />
    </section>
  );
}
