import { IonButton, IonIcon } from '@ionic/react';
import { downloadOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_REPORT_MESSAGES, reportFileName } from '@/contracts/audit-reports';
import type { ProjectFamily } from '@/contracts/audits/families';
import type { AuditProjectItem } from '@/contracts/audits/schemas';
import { toasts } from '@/lib/ui/toasts';
import { Empty, LoadError, Loading } from '@/lib/ui/states';
import { downloadProjectReport, useFindings } from '../api/reports';
import { FindingChecklist } from './finding-checklist';
import { useDownload } from './use-download';

/** One project of the report page: its findings to choose, and the PDF of the chosen ones. */
export function ProjectReportCard({ family, auditId, auditCode, project }: { family: ProjectFamily; auditId: string; auditCode: string; project: AuditProjectItem }) {
  const { t } = useTranslation('audit-reports');
  const findings = useFindings(family, auditId, project.id);
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const { busy, run } = useDownload();
  const chosen = (findings.data ?? []).filter((f) => selected.has(f.id)).map((f) => f.id);

  const onDownload = () => {
    // Spec 2 §5: a report of chosen findings needs at least one.
    if (!chosen.length) return toasts.show({ kind: 'error', message: AUDIT_REPORT_MESSAGES.noFindingsSelected });
    void run(() => downloadProjectReport(family, auditId, project, auditCode, chosen), reportFileName(auditCode, project.security_project.short_code));
  };

  return (
    <section className="audit-report-project" data-testid={`report-project-${project.id}`}>
      <div className="audit-report-project-head">
        <div>
          <h2>{`${project.security_project.name} (${project.security_project.short_code})`}</h2>
          <span className="audit-report-note">
            {t('report.projectTime', { start: project.started_at, end: project.ended_at })}
            {' · '}
            {t('report.selected', { n: chosen.length, total: findings.data?.length ?? project.findings_count })}
          </span>
        </div>
        <IonButton size="small" onClick={onDownload} disabled={busy || findings.isPending} data-testid={`report-project-download-${project.id}`}>
          <IonIcon aria-hidden="true" slot="start" icon={downloadOutline} />
          {t('report.downloadProject')}
        </IonButton>
      </div>
      {findings.isPending ? (
        <Loading />
      ) : findings.isError ? (
        <LoadError onRetry={() => void findings.refetch()} />
      ) : !findings.data.length ? (
        <Empty message={t('report.noFindings')} />
      ) : (
        <FindingChecklist findings={findings.data} selected={selected} onChange={setSelected} testId={`report-findings-${project.id}`} />
      )}
    </section>
  );
}
