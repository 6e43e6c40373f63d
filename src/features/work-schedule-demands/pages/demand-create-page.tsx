import { IonNote } from '@ionic/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { needsLongPeriodConfirmation } from '@/contracts/work-schedule-demands-rules';
import { reportError } from '@/lib/api/query-client';
import { useNewRecordKey } from '@/lib/forms/use-new-record-key';
import { SaveRefusedError } from '@/lib/outbox/save-record';
import { PERSISTENCE_MESSAGES } from '@/lib/outbox/storage';
import { useSession } from '@/lib/session/session-context';
import { useConfirm } from '@/lib/ui/confirm';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { useCreateForm } from '../api/create-form';
import { DEMANDS_KEY, sendDemand } from '../api/demands';
import { DemandForm } from '../components/demand-form';
import { formatDateTime } from '../components/format';
import { loadCorrectable } from '../offline/pending-demands';
import { resendDemand, saveDemand, type WsdDraft } from '../offline/save-demand';

const LIST = '/work-schedule-demand/list/1';

/**
 * /work-schedule-demand/create: a new demand, online or offline (the form's data is kept on the
 * device). With ?outbox={itemId} it corrects a demand the server refused and sends it again.
 */
export default function DemandCreatePage() {
  const { t } = useTranslation(['work-schedule-demands', 'outbox']);
  const navigate = useNavigate();
  const client = useQueryClient();
  const confirm = useConfirm();
  const userId = useSession().data.user.id;
  const outboxId = useSearchParams()[0].get('outbox');
  // A kept page shown again is a new record: the form remounts empty (issue 17).
  const [formKey, renewForm] = useNewRecordKey();
  const formData = useCreateForm(userId);
  const correcting = useQuery({
    queryKey: ['work-schedule-demands', 'outbox-item', outboxId],
    queryFn: async () => (await loadCorrectable(outboxId!)) ?? null,
    enabled: outboxId !== null,
    gcTime: 0,
    networkMode: 'always',
  });

  const save = useMutation({
    meta: { silent: true },
    // Offline is this mutation's own business (it saves through the outbox): never paused.
    networkMode: 'always',
    mutationFn: async (draft: WsdDraft) => {
      const item = correcting.data;
      if (item) {
        await resendDemand(item.itemId, item.recordId, draft);
        return { kind: 'resent' as const };
      }
      const online = navigator.onLine;
      const outcome = await saveDemand(draft, { online, send: sendDemand, summary: () => t('outbox.summary') });
      return { ...outcome, online };
    },
    onSuccess: async (result) => {
      // Saved: the next entry of this screen is another record, however Ionic reuses the page (issue 17).
      renewForm();
      await client.invalidateQueries({ queryKey: DEMANDS_KEY });
      if (result.kind === 'sent') {
        toasts.success(result.message ?? t('create.sent'));
        navigate(`/work-schedule-demand/${result.demand.id}/view`, { replace: true });
        return;
      }
      if (result.kind === 'resent') toasts.show({ kind: 'info', message: t('create.resent') });
      else {
        toasts.show({ kind: 'info', message: result.online ? t('create.queuedOnline') : t('create.queuedOffline') });
        if (result.persistence && result.persistence !== 'granted') toasts.show({ kind: 'warning', message: t(PERSISTENCE_MESSAGES[result.persistence]) });
      }
      navigate(LIST, { replace: true });
    },
    onError: (error) => {
      if (error instanceof SaveRefusedError) toasts.show({ kind: 'error', message: t(error.message) });
      else reportError(error);
    },
  });

  const onSubmit = async (draft: WsdDraft) => {
    const count = formData.data?.value.long_period_count ?? 0;
    // Spec 2 §5: from the second long-period demand on, the requester is asked to talk to the Operations Manager.
    if (!correcting.data && needsLongPeriodConfirmation(draft.type, count)) {
      const go = await confirm({ header: t('create.longPeriodHeader'), message: t('create.longPeriodMessage', { count }), confirmText: t('create.longPeriodConfirm') });
      if (!go) return;
    }
    await save.mutateAsync(draft);
  };

  const item = correcting.data;
  const data = formData.data;
  const waiting = formData.isPending || (outboxId !== null && correcting.isPending);
  return (
    <Page title={outboxId ? t('create.fixTitle') : t('create.title')} backHref={LIST}>
      {waiting ? (
        <Loading />
      ) : formData.isError || !data ? (
        <>
          <p className="wsd-note" data-testid="wsd-demand-form-unavailable">{t('create.formUnavailable')}</p>
          <LoadError onRetry={() => void formData.refetch()} />
        </>
      ) : outboxId !== null && !item ? (
        <p className="wsd-note" data-testid="wsd-demand-item-missing">{t('create.itemMissing')}</p>
      ) : (
        <>
          {data.fromDevice && (
            <p className="wsd-note" data-testid="wsd-demand-form-offline">{t('create.fromDevice', { at: formatDateTime(new Date(data.fetchedAt).toISOString()) })}</p>
          )}
          {item?.message && (
            <IonNote color="danger" role="alert" data-testid="wsd-demand-refusal">
              {item.message}
            </IonNote>
          )}
          {!data.value.periods.length && !item ? (
            <p className="wsd-note" data-testid="wsd-demand-no-period">{t('create.noPeriod')}</p>
          ) : (
            <DemandForm
              key={outboxId ?? formKey}
              form={data.value}
              userId={userId}
              initial={item ? { ...item.body, id: undefined } as WsdDraft : undefined}
              saving={save.isPending}
              onSubmit={onSubmit}
            />
          )}
        </>
      )}
    </Page>
  );
}
