import { documentTextOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { reportFileName } from '@/contracts/audit-reports';
import { AUDIT_FAMILY_CONFIG, type AuditFamily, type ProjectFamily } from '@/contracts/audits/families';
import type { AuditItem } from '@/contracts/audits/schemas';
import { useSession } from '@/lib/session/session-context';
import { Page } from '@/lib/ui/page';
import { Empty, LoadError, Loading } from '@/lib/ui/states';
import { downloadAuditReport, useAudit, useFindings, useProjects } from '../api/reports';
import { FindingChecklist } from '../components/finding-checklist';
import { formatWallClock } from '../components/format';
import { ProjectReportCard } from '../components/project-report-card';
import { useDownload } from '../components/use-download';
import '../components/audit-reports.css';

/**
 * /{ggh,k9,uog}/audit/{id}/report (spec 2 §2): the whole audit as a PDF; ggh and k9 also one
 * project's PDF of the findings chosen on it. uog audits have no projects: their findings.
 */
export default function AuditReportPage({ family }: { family: AuditFamily }) {
  const { t } = useTranslation('audit-reports');
  const id = useParams().id!;
  const audit = useAudit(family, id);
  const { busy, run } = useDownload();
  const code = audit.data?.audit_code ?? '';
  // uog: the report is its findings, read only with view-uog-audit-findings.
  const canDownload = useSession().can(AUDIT_FAMILY_CONFIG[family].permissions.viewFindings);

  return (
    <Page
      title={audit.data ? t('report.titleOf', { code }) : t('report.title')}
      backHref={`/${family}/audit/list`}
      primary={audit.data && canDownload ? { label: t('report.downloadAll'), icon: documentTextOutline, onClick: () => void run(() => downloadAuditReport(family, id, code), reportFileName(code)), disabled: busy, testId: 'report-download-all' } : undefined}
    >
      {audit.isPending ? (
        <Loading />
      ) : audit.isError ? (
        <LoadError onRetry={() => void audit.refetch()} />
      ) : (
        <>
          <AuditHeader audit={audit.data} />
          {AUDIT_FAMILY_CONFIG[family].hasProjects ? (
            <Projects family={family as ProjectFamily} auditId={id} auditCode={code} />
          ) : (
            <UogFindings auditId={id} />
          )}
        </>
      )}
    </Page>
  );
}

function AuditHeader({ audit }: { audit: AuditItem }) {
  const { t } = useTranslation('audit-reports');
  const supervisors = [audit.primary_supervisor?.full_name, audit.optional_supervisor?.full_name].filter(Boolean).join(', ');
  return (
    <div className="audit-report-header" data-testid="report-header">
      <dl>
        <dt>{t('fields.audit_code')}</dt>
        <dd>{audit.audit_code}</dd>
        <dt>{t('fields.started_at')}</dt>
        <dd>{formatWallClock(audit.started_at)}</dd>
        <dt>{t('fields.ended_at')}</dt>
        <dd>{formatWallClock(audit.ended_at)}</dd>
        <dt>{t('fields.security_projects')}</dt>
        <dd>{audit.security_projects.map((p) => p.name).join(', ')}</dd>
        <dt>{t('fields.supervisors')}</dt>
        <dd>{supervisors}</dd>
      </dl>
      <p className="audit-report-note">{t('report.hint')}</p>
    </div>
  );
}

function Projects({ family, auditId, auditCode }: { family: ProjectFamily; auditId: string; auditCode: string }) {
  const { t } = useTranslation('audit-reports');
  const projects = useProjects(family, auditId);
  if (projects.isPending) return <Loading />;
  if (projects.isError) return <LoadError onRetry={() => void projects.refetch()} />;
  if (!projects.data.length) return <Empty message={t('report.noProjects')} />;
  return projects.data.map((project) => <ProjectReportCard key={project.id} family={family} auditId={auditId} auditCode={auditCode} project={project} />);
}

/** uog: the audit's findings (the report is the whole audit); hidden without view-uog-audit-findings (spec 2 §5). */
function UogFindings({ auditId }: { auditId: string }) {
  const { t } = useTranslation('audit-reports');
  const allowed = useSession().can(AUDIT_FAMILY_CONFIG.uog.permissions.viewFindings);
  const findings = useFindings('uog', auditId, undefined, allowed);
  if (!allowed) return <Empty message={t('report.findingsForbidden')} />;
  return (
    <section className="audit-report-section">
      <h2>{t('report.uogFindings')}</h2>
      {findings.isPending ? (
        <Loading />
      ) : findings.isError ? (
        <LoadError onRetry={() => void findings.refetch()} />
      ) : !findings.data.length ? (
        <Empty message={t('report.noFindings')} />
      ) : (
        <FindingChecklist findings={findings.data} testId="report-findings-uog" />
      )}
    </section>
  );
}
