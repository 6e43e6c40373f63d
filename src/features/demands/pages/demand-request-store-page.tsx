import { IonNote } from '@ionic/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { demandRequestFields } from '@/contracts/demands';
import { reportError } from '@/lib/api/query-client';
import type { ChosenFile } from '@/lib/forms/components/files-picker';
import { useNewRecordKey } from '@/lib/forms/use-new-record-key';
import { SaveRefusedError } from '@/lib/outbox/save-record';
import { PERSISTENCE_MESSAGES } from '@/lib/outbox/storage';
import { exposeForTests } from '@/lib/test-hooks';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { REQUESTS_KEY, sendDemandRequest } from '../api/demand-requests';
import { useDemandTypeOptions } from '../api/demand-type-options';
import { DemandRequestForm } from '../components/demand-request-form';
import { loadCorrectable } from '../offline/outbox-item';
import { resendDemandRequest, saveDemandRequest, type DemandRequestDraft } from '../offline/save-demand-request';

/** The form's own check of a new request's fields (the test hook's drafts pass it too). */
const newDraft = demandRequestFields.omit({ id: true });

/**
 * /demand-request/store: a new request, online or offline. With ?outbox={itemId} it corrects a
 * request the server refused (the Outbox screen's edit link) and sends it again.
 */
export default function DemandRequestStorePage() {
  const { t } = useTranslation(['demands', 'outbox']);
  const navigate = useNavigate();
  const client = useQueryClient();
  const outboxId = useSearchParams()[0].get('outbox');
  const types = useDemandTypeOptions();
  // A kept page shown again is a new request: the form remounts empty (issue 17).
  const [formKey, renewForm] = useNewRecordKey();
  const correcting = useQuery({
    queryKey: ['demands', 'outbox-item', outboxId],
    queryFn: async () => (await loadCorrectable(outboxId!)) ?? null,
    enabled: outboxId !== null,
    gcTime: 0,
    networkMode: 'always',
  });

  // The save button's work for a new request. With the test flag on, the chaos suite calls this
  // very function for its bulk of offline records (same ids, keys and photo blobs as the button).
  const saveNew = useCallback(
    (draft: DemandRequestDraft, files: File[]) =>
      saveDemandRequest(draft, files, { online: navigator.onLine, send: sendDemandRequest, summary: (d) => t('outbox.summary', { title: d.title }) }),
    [t],
  );
  useEffect(() => exposeForTests('saveDemandRequest', (draft: unknown, files: File[]) => saveNew(newDraft.parse(draft), files)), [saveNew]);

  const save = useMutation({
    meta: { silent: true },
    // Offline is this mutation's own business (it saves through the outbox): never paused.
    networkMode: 'always',
    mutationFn: async ({ draft, files }: { draft: DemandRequestDraft; files: ChosenFile[] }) => {
      const item = correcting.data;
      if (item) {
        await resendDemandRequest(item.itemId, item.recordId, draft, files.map((f) => ({ sha256: f.key, name: f.name })));
        return { kind: 'resent' as const };
      }
      const online = navigator.onLine;
      const outcome = await saveNew(draft, files.map((f) => f.file!).filter(Boolean));
      return { ...outcome, online };
    },
    onSuccess: async (result) => {
      // Saved: the next entry of this screen is another record, however Ionic reuses the page (issue 17).
      renewForm();
      await client.invalidateQueries({ queryKey: REQUESTS_KEY });
      if (result.kind === 'sent') {
        toasts.success(result.message ?? t('requests.sent'));
        navigate(`/demand-request/details/${result.request.id}`, { replace: true });
        return;
      }
      if (result.kind === 'resent') toasts.show({ kind: 'info', message: t('requests.resent') });
      else {
        toasts.show({ kind: 'info', message: result.online ? t('requests.queuedOnline') : t('requests.queuedOffline') });
        if (result.persistence && result.persistence !== 'granted') toasts.show({ kind: 'warning', message: t(PERSISTENCE_MESSAGES[result.persistence]) });
      }
      navigate('/demand-requests', { replace: true });
    },
    onError: (error) => {
      // The device's own refusals carry the spec's words or an i18next key; server refusals go through the shared handler.
      if (error instanceof SaveRefusedError) toasts.show({ kind: 'error', message: t(error.message) });
      else reportError(error);
    },
  });

  const waiting = types.isPending || (outboxId !== null && correcting.isPending);
  const item = correcting.data;
  return (
    <Page title={outboxId ? t('requests.fixTitle') : t('requests.createTitle')} backHref="/demand-requests">
      {waiting ? (
        <Loading />
      ) : types.isError ? (
        <>
          <p className="demand-note" data-testid="demand-request-types-unavailable">{t('requests.typesUnavailable')}</p>
          <LoadError onRetry={() => void types.refetch()} />
        </>
      ) : outboxId !== null && !item ? (
        <p className="demand-note" data-testid="demand-request-item-missing">{t('requests.notFound')}</p>
      ) : (
        <>
          {item?.message && (
            <IonNote color="danger" role="alert" data-testid="demand-request-refusal">
              {item.message}
            </IonNote>
          )}
          <DemandRequestForm
            key={item ? item.itemId : formKey}
            types={types.data}
            initial={item ? { draft: item.draft, files: item.files } : undefined}
            correcting={Boolean(item)}
            saving={save.isPending}
            onSubmit={(draft, files) => save.mutateAsync({ draft, files })}
          />
        </>
      )}
    </Page>
  );
}
