import { IonButton } from '@ionic/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { AUDIT_FAMILY_CONFIG, AUDIT_MESSAGES, type AuditFamily } from '@/contracts/audits/families';
import { auditLockReason } from '@/contracts/audits/lock';
import { useNewRecordKey } from '@/lib/forms/use-new-record-key';
import { useSession } from '@/lib/session/session-context';
import { useConfirm } from '@/lib/ui/confirm';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { viewActions } from '../api/audits';
import { formMembers, listsOf, useFormData, useOptionLabel, usePositionNames } from '../api/form-data';
import { useAuditView, useDeleteRecord, useSaveRecord, useViewer } from '../api/hooks';
import { useOutboxRefresh } from '../api/shared';
import { AuditForm } from '../components/audit-form';
import { AuditWorkflow } from '../components/audit-workflow';
import { NotOnDevice } from '../components/not-on-device';
import { deleteFeedback, saveFailure, saveFeedback } from '../components/save-feedback';
import { StateBadges } from '../components/state-badge';
import { emptyAuditValues } from '../model/audit-values';
import type { Member } from '../offline/members';
import type { RecordRef } from '../offline/requests';
import { auditScreens } from '../screens';
import { recordSummary } from '../model/summary';

/**
 * /{family}/auditStore (new) and /{family}/auditStore/{auditId} (id or uuid): the audit form,
 * online or not; for a saved audit also its state, workflow buttons and its projects or findings.
 */
export default function AuditStorePage({ family }: { family: AuditFamily }) {
  const { t } = useTranslation(['audits', 'outbox']);
  const navigate = useNavigate();
  const confirm = useConfirm();
  const session = useSession();
  const viewer = useViewer();
  const screens = auditScreens(family);
  const { auditId } = useParams();
  const isNew = !auditId;
  const view = useAuditView(family, auditId);
  const formData = useFormData(family);
  const optionLabel = useOptionLabel();
  const names = usePositionNames();
  const save = useSaveRecord();
  const remove = useDeleteRecord();
  // A new record each time the create route is entered (Ionic keeps left pages mounted; issue 17).
  const [newKey, renewKey] = useNewRecordKey();
  useOutboxRefresh();

  const self = useMemo(() => ({ id: session.data.active_position.id, full_name: session.data.user.profile.full_name }), [session]);
  // Supervisors offline: the auditor first, the members of their projects (with the form data), names seen before.
  const known = useMemo(() => {
    const all = new Map<number, Member>([[self.id, self]]);
    for (const p of [...formMembers(formData.data?.form), ...(names.data ?? [])]) if (!all.has(p.id)) all.set(p.id, p);
    return [...all.values()];
  }, [self, formData.data, names.data]);
  const audit = view.data;
  const lock = audit?.server ? auditLockReason(family, audit.server, viewer) : null;
  const actions = audit ? viewActions(audit, viewer) : null;
  const hasProjects = AUDIT_FAMILY_CONFIG[family].hasProjects;
  const childrenPath = (key: string) => (hasProjects ? screens.projects(key) : screens.findings(key));

  const onSubmit = async (fields: Record<string, unknown>) => {
    const key = isNew ? newKey : audit!.key;
    const ref: RecordRef = { family, entity: 'audit', auditKey: key, key };
    const code = (fields.audit_code as string | undefined) || audit?.server?.audit_code || '';
    try {
      const outcome = await save.mutateAsync({ ref, isNew, fields, summary: recordSummary(t, 'audit', 'save', { family, code }) });
      saveFeedback(outcome, t, isNew ? AUDIT_MESSAGES.created : AUDIT_MESSAGES.updated);
      if (isNew) {
        renewKey();
        navigate(childrenPath(key), { replace: true });
      }
    } catch (error) {
      saveFailure(error, t);
      throw error;
    }
  };

  const onDelete = async () => {
    if (!audit || !(await confirm({ header: t('audit.deleteHeader'), message: t('audit.deleteMessage'), destructive: true }))) return;
    try {
      const outcome = await remove.mutateAsync({ ref: { family, entity: 'audit', auditKey: audit.key, key: audit.key }, summary: recordSummary(t, 'audit', 'delete', { family, code: audit.values.audit_code }), reason: t('device.dropReason') });
      deleteFeedback(outcome, t, AUDIT_MESSAGES.deleted);
      navigate(screens.list, { replace: true });
    } catch {
      // The shared error handler has shown the refusal.
    }
  };

  const title = isNew ? t('audit.createTitle', { family: family.toUpperCase() }) : t('audit.editTitle', { family: family.toUpperCase() });
  const waiting = formData.isPending || names.isPending || (!isNew && view.isPending);
  return (
    <Page title={title} backHref={screens.list}>
      {waiting ? (
        <Loading />
      ) : !isNew && view.isError ? (
        <NotOnDevice error={view.error} onRetry={() => void view.refetch()} />
      ) : formData.isError && !formData.data ? (
        <>
          <p className="audit-note" data-testid="audit-form-unavailable">{t('device.formUnavailable')}</p>
          <LoadError onRetry={() => void formData.refetch()} />
        </>
      ) : (
        <>
          {audit && (
            <section className="audit-summary" data-testid="audit-state">
              <h2>
                {audit.server?.audit_code || t('audit.onDeviceCode')} <StateBadges state={audit.state} pending={audit.pending} testId="audit-state-badges" />
              </h2>
              {lock && <p className="audit-note" data-testid="audit-lock">{lock}</p>}
              {audit.fromDevice && audit.server && <p className="audit-note">{t('device.copy')}</p>}
              <div className="audit-workflow">
                <IonButton size="small" fill="outline" routerLink={childrenPath(audit.key)} data-testid="audit-children">
                  {hasProjects ? t('actions.projects', { count: audit.projectsCount }) : t('actions.findings', { count: audit.findingsCount })}
                </IonButton>
                {actions?.delete && (
                  <IonButton size="small" fill="outline" color="danger" onClick={() => void onDelete()} data-testid="audit-delete">
                    {t('actions.delete')}
                  </IonButton>
                )}
              </div>
              <AuditWorkflow family={family} view={audit} />
            </section>
          )}
          <AuditForm
            key={audit?.key ?? newKey}
            family={family}
            lists={listsOf(formData.data?.form, optionLabel)}
            initial={audit ? audit.values : emptyAuditValues(self.id)}
            known={known}
            readOnly={Boolean(lock)}
            saving={save.isPending}
            onSubmit={onSubmit}
          />
        </>
      )}
    </Page>
  );
}
