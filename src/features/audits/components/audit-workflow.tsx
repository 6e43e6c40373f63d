import { IonButton } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import type { AuditFamily } from '@/contracts/audits/families';
import { useConfirm } from '@/lib/ui/confirm';
import { toasts } from '@/lib/ui/toasts';
import { viewActions, type AuditView } from '../api/audits';
import { useViewer, useWorkflow, type WorkflowAction } from '../api/hooks';
import { useOnline } from './use-online';
import './audits.css';

const ACTIONS: readonly WorkflowAction[] = ['submit_approval', 'approve_observer', 'approve_admin', 'approve', 'reject'];

/**
 * The audit's workflow buttons for the current position (lock.ts): submit for approval, observer
 * approval, admin approval, the generic approve, reject. Each asks first; the server's message
 * confirms. They need the network: offline they say so instead of failing.
 */
export function AuditWorkflow({ family, view }: { family: AuditFamily; view: AuditView }) {
  const { t } = useTranslation('audits');
  const confirm = useConfirm();
  const viewer = useViewer();
  const online = useOnline();
  const workflow = useWorkflow(family);
  const actions = viewActions(view, viewer);
  const shown = ACTIONS.filter((a) => actions[a]);

  const run = async (action: WorkflowAction) => {
    if (!navigator.onLine) {
      toasts.show({ kind: 'warning', message: t(action === 'submit_approval' ? 'workflow.offlineSubmit' : 'workflow.offline') });
      return;
    }
    const ok = await confirm({
      header: t(`workflow.${action}.header`),
      message: t(`workflow.${action}.message`, { code: view.values.audit_code || view.server?.audit_code || '' }),
      confirmText: t(`workflow.${action}.button`),
      destructive: action === 'reject',
    });
    if (!ok) return;
    try {
      const envelope = await workflow.mutateAsync({ key: view.key, action });
      const message = envelope.helper_data?.message;
      toasts.success(typeof message === 'string' ? message : t(`workflow.${action}.done`));
    } catch {
      // The shared error handler has shown the server's refusal.
    }
  };

  if (!view.server) return <p className="audit-note" data-testid="audit-workflow-device">{t('workflow.deviceOnly')}</p>;
  return (
    <div className="audit-workflow" data-testid="audit-workflow">
      {shown.map((action) => (
        <IonButton
          key={action}
          // Outlined: the form's Save below is the page's one solid button; reject reads as danger, apart from approve.
          fill="outline"
          color={action === 'reject' ? 'danger' : action === 'submit_approval' ? 'primary' : 'success'}
          className={action === 'reject' ? 'apron-danger-action' : undefined}
          disabled={workflow.isPending || (action === 'submit_approval' && view.busy)}
          onClick={() => void run(action)}
          data-testid={`audit-${action.replace('_', '-')}`}
        >
          {t(`workflow.${action}.button`)}
        </IonButton>
      ))}
      {actions.submit_approval && view.busy && <span className="audit-note" data-testid="audit-workflow-busy">{t('workflow.waitForDevice')}</span>}
      {actions.submit_approval && !online && !view.busy && <span className="audit-note" data-testid="audit-workflow-offline">{t('workflow.offlineSubmit')}</span>}
    </div>
  );
}
