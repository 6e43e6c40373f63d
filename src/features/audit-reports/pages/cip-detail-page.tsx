import { IonButton, IonIcon } from '@ionic/react';
import { chevronBack, chevronForward, eyeOutline, sendOutline } from 'ionicons/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { AUDIT_REPORT_MESSAGES as M } from '@/contracts/audit-reports';
import { AUDIT_API } from '@/contracts/audits/endpoints';
import { useQuery } from '@tanstack/react-query';
import { call, data } from '@/lib/api/client';
import { pageCount } from '@/lib/list/list-params';
import { useConfirm } from '@/lib/ui/confirm';
import { Page } from '@/lib/ui/page';
import { Empty, LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { CIP_KEY, previewReport, useSendReport, type CipTarget } from '../api/cip';
import { useAudit } from '../api/reports';
import { FindingChecklist } from '../components/finding-checklist';
import { formatWallClock } from '../components/format';
import { SendingHistory } from '../components/sending-history';
import '../components/audit-reports.css';

const PERPAGE = 30;

/**
 * /ggh/cip/audit/{auditId}/project/{auditProjectId} [page] (spec 2 §2 CIP detail): the project's
 * findings with their photos to choose from, a PDF preview of the choice, the report "send"
 * (after a confirmation) and the sending history with downloads.
 */
export default function CipDetailPage() {
  const { t } = useTranslation('audit-reports');
  const confirm = useConfirm();
  const { auditId = '', auditProjectId = '' } = useParams();
  const target: CipTarget = { auditId, auditProjectId };
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);

  const audit = useAudit('ggh', auditId);
  const project = useQuery({
    queryKey: [...CIP_KEY, 'project', auditId, auditProjectId],
    queryFn: () => data(AUDIT_API.ggh.projects.show, { params: { id: auditId, pid: auditProjectId } }),
  });
  const findings = useQuery({
    queryKey: [...CIP_KEY, 'findings', auditId, auditProjectId, page],
    queryFn: () => call(AUDIT_API.ggh.findings.list, { params: { id: auditId, pid: auditProjectId }, query: { page, perpage: PERPAGE, ordering: 'created_at' } }),
    placeholderData: (previous) => previous,
  });
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [preview, setPreview] = useState<{ url: string; name: string }>();
  const [previewing, setPreviewing] = useState(false);
  const sendReport = useSendReport(target);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview.url);
  }, [preview]);

  const code = audit.data?.audit_code ?? '';
  const chosen = [...selected];
  const pages = pageCount(findings.data?.meta_data.total ?? 0, PERPAGE);
  const goTo = (n: number) => setSearch((current) => {
    const next = new URLSearchParams(current);
    next.set('page', String(n));
    return next;
  }, { replace: true });

  /** Spec 2 §5: preview and send need at least one chosen finding. */
  const needsSelection = () => {
    if (chosen.length) return false;
    toasts.show({ kind: 'error', message: M.noFindingsSelected });
    return true;
  };

  const onPreview = async () => {
    if (needsSelection()) return;
    setPreviewing(true);
    try {
      const result = await previewReport(target, chosen, code);
      if (!result.ok || !result.blob) return toasts.showAll(result.toasts);
      const url = URL.createObjectURL(result.blob);
      setPreview({ url, name: result.fileName ?? `${code}.pdf` });
      // A blocked pop-up leaves the link below to open it.
      window.open(url, '_blank', 'noopener');
    } finally {
      setPreviewing(false);
    }
  };

  const onSend = async () => {
    if (needsSelection()) return;
    if (!(await confirm({ header: t('cip.sendHeader'), message: t('cip.sendConfirm', { n: chosen.length }), confirmText: t('cip.send') }))) return;
    try {
      const result = await sendReport.mutateAsync(chosen);
      toasts.success((result.helper_data.message as string | undefined) ?? M.sent);
    } catch {
      // The shared error handler has shown the refusal.
    }
  };

  const title = project.data && audit.data
    ? t('cip.detailTitle', { code, project: `${project.data.security_project.name} (${project.data.security_project.short_code})` })
    : t('cip.title');

  return (
    <Page title={title} backHref="/ggh/cip/audit">
      {audit.isPending || project.isPending ? (
        <Loading />
      ) : audit.isError || project.isError ? (
        <LoadError onRetry={() => void Promise.all([audit.refetch(), project.refetch()])} />
      ) : (
        <>
          <div className="audit-report-header" data-testid="cip-header">
            <dl>
              <dt>{t('fields.audit_code')}</dt>
              <dd>{audit.data.audit_code}</dd>
              <dt>{t('fields.started_at')}</dt>
              <dd>{formatWallClock(audit.data.started_at)}</dd>
              <dt>{t('fields.project_time')}</dt>
              <dd>{`${project.data.started_at} – ${project.data.ended_at}`}</dd>
              <dt>{t('fields.supervisors')}</dt>
              <dd>{[audit.data.primary_supervisor?.full_name, audit.data.optional_supervisor?.full_name].filter(Boolean).join(', ')}</dd>
            </dl>
          </div>

          <div className="audit-report-toolbar">
            <span data-testid="cip-selected-count">{t('cip.selectedCount', { n: chosen.length })}</span>
            <IonButton size="small" fill="outline" onClick={() => void onPreview()} disabled={previewing} data-testid="cip-preview">
              <IonIcon aria-hidden="true" slot="start" icon={eyeOutline} />
              {t('cip.preview')}
            </IonButton>
            <IonButton size="small" onClick={() => void onSend()} disabled={sendReport.isPending} data-testid="cip-send">
              <IonIcon aria-hidden="true" slot="start" icon={sendOutline} />
              {t('cip.send')}
            </IonButton>
            {chosen.length > 0 && (
              <IonButton size="small" fill="clear" onClick={() => setSelected(new Set())} data-testid="cip-clear">
                {t('report.clearSelection')}
              </IonButton>
            )}
          </div>
          {preview && (
            <div className="audit-report-preview" data-testid="cip-preview-ready">
              <span>{t('cip.previewReady')}</span>
              <a href={preview.url} target="_blank" rel="noreferrer" data-testid="cip-preview-open">{t('cip.openPreview')}</a>
              <a href={preview.url} download={preview.name} data-testid="cip-preview-download">{t('cip.downloadPreview')}</a>
            </div>
          )}

          {findings.isPending ? (
            <Loading />
          ) : findings.isError ? (
            <LoadError onRetry={() => void findings.refetch()} />
          ) : !findings.data.data.length ? (
            <Empty message={t('report.noFindings')} />
          ) : (
            <>
              <FindingChecklist findings={findings.data.data} selected={selected} onChange={setSelected} photos offset={(page - 1) * PERPAGE} testId="cip-findings" />
              <div className="apron-pager">
                <IonButton fill="clear" disabled={page <= 1} onClick={() => goTo(page - 1)} aria-label={t('cip.previousPage')}>
                  <IonIcon aria-hidden="true" icon={chevronBack} />
                </IonButton>
                <span>{t('cip.pageOf', { page, pages })}</span>
                <IonButton fill="clear" disabled={page >= pages} onClick={() => goTo(page + 1)} aria-label={t('cip.nextPage')}>
                  <IonIcon aria-hidden="true" icon={chevronForward} />
                </IonButton>
              </div>
            </>
          )}

          <SendingHistory target={target} />
        </>
      )}
    </Page>
  );
}
