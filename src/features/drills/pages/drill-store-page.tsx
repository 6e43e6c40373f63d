import { IonNote } from '@ionic/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { DrillMember } from '@/contracts/drills';
import { reportError } from '@/lib/api/query-client';
import { useNewRecordKey } from '@/lib/forms/use-new-record-key';
import { PERSISTENCE_MESSAGES } from '@/lib/outbox/storage';
import { useSession } from '@/lib/session/session-context';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { useDrillFormData, useDrillMembers } from '../api/drill-refdata';
import { sendDrill } from '../api/drills';
import { DrillForm, type DrillFormOutput, type DrillFormValues } from '../components/drill-form';
import { formatDay } from '../components/format';
import { loadCorrectableDrill } from '../offline/pending-drills';
import { resendDrill, saveDrill } from '../offline/save-drill';

const memberLabel = (m: DrillMember) => `${m.full_name} (${m.role_name})`;

/**
 * /drill/store: a new drill, online or offline. ?outbox={itemId} corrects a drill the server refused
 * (the Outbox screen's edit link); ?security_project_id&drill_personal_position_id come from the
 * planning list.
 */
export default function DrillStorePage() {
  const { t } = useTranslation(['drills', 'outbox']);
  const navigate = useNavigate();
  const client = useQueryClient();
  const session = useSession().data;
  const userId = session.user.id;
  const [search] = useSearchParams();
  const outboxId = search.get('outbox');
  // A kept page shown again is a new record: the form remounts empty (issue 17).
  const [formKey, renewForm] = useNewRecordKey();
  const formData = useDrillFormData(userId);
  const members = useDrillMembers(userId);
  const correcting = useQuery({
    queryKey: ['drills', 'outbox-item', outboxId],
    queryFn: async () => (await loadCorrectableDrill(outboxId!)) ?? null,
    enabled: outboxId !== null,
    gcTime: 0,
    networkMode: 'always',
  });
  const memberList = useMemo(() => members.data ?? [], [members.data]);
  const names = useMemo(() => Object.fromEntries(memberList.map((m) => [m.id, memberLabel(m)])), [memberList]);
  const own = { id: session.active_position.id, label: session.user.profile.full_name };

  const save = useMutation({
    meta: { silent: true },
    // Offline is this mutation's own business (it saves through the outbox): never paused.
    networkMode: 'always',
    mutationFn: async (body: DrillFormOutput) => {
      const item = correcting.data;
      if (item) {
        await resendDrill(item.itemId, item.recordId, body);
        return { kind: 'resent' as const };
      }
      const person = memberList.find((m) => m.id === body.drill_personal_position_id);
      const online = navigator.onLine;
      const outcome = await saveDrill(body, {
        online, send: sendDrill, summary: t('device.summary', { person: person?.full_name ?? `#${body.drill_personal_position_id}`, date: formatDay(body.drill_date) }),
      });
      return { ...outcome, online };
    },
    onSuccess: async (result) => {
      // Saved: the next entry of this screen is another record, however Ionic reuses the page (issue 17).
      renewForm();
      await client.invalidateQueries({ queryKey: ['drills'] });
      if (result.kind === 'sent') toasts.success(result.message ?? t('messages.created'));
      else if (result.kind === 'resent') toasts.show({ kind: 'info', message: t('device.resent') });
      else {
        toasts.show({ kind: 'info', message: result.online ? t('device.queuedOnline') : t('device.queuedOffline') });
        if (result.persistence && result.persistence !== 'granted') toasts.show({ kind: 'warning', message: t(PERSISTENCE_MESSAGES[result.persistence]) });
      }
      navigate('/drill/list', { replace: true });
    },
    onError: reportError,
  });

  const item = correcting.data;
  const preset: Partial<DrillFormValues> = item
    ? {
      ...item.draft,
      drill_code_id: Number(item.draft.drill_code_id), security_project_id: Number(item.draft.security_project_id),
      drill_creator_position_id: Number(item.draft.drill_creator_position_id), drill_personal_position_id: Number(item.draft.drill_personal_position_id),
      drill_result: item.draft.drill_result ?? null, retest_drill_creator_position_id: item.draft.retest_drill_creator_position_id ? Number(item.draft.retest_drill_creator_position_id) : null,
      retest_drill_date: item.draft.retest_drill_date ?? '', retest_drill_result: item.draft.retest_drill_result ?? null, description: item.draft.description ?? '',
    }
    : {
      ...(search.get('security_project_id') ? { security_project_id: Number(search.get('security_project_id')) } : {}),
      ...(search.get('drill_personal_position_id') ? { drill_personal_position_id: Number(search.get('drill_personal_position_id')) } : {}),
    };

  const waiting = formData.isPending || members.isPending || (outboxId !== null && correcting.isPending);
  return (
    <Page title={outboxId ? t('store.fixTitle') : t('store.createTitle')} backHref="/drill/list">
      {waiting ? (
        <Loading />
      ) : formData.isError ? (
        <>
          <p className="drill-note" data-testid="drill-refdata-unavailable">{t('store.refdataUnavailable')}</p>
          <LoadError onRetry={() => void formData.refetch()} />
        </>
      ) : outboxId !== null && !item ? (
        <p className="drill-note" data-testid="drill-item-missing">{t('store.itemMissing')}</p>
      ) : (
        <>
          {item?.message && <IonNote color="danger" role="alert" data-testid="drill-refusal">{item.message}</IonNote>}
          {members.isError && <IonNote color="warning" className="drill-note">{t('store.membersUnavailable')}</IonNote>}
          <DrillForm key={outboxId ?? formKey} formData={formData.data} members={memberList} ownPosition={own} initial={preset} names={names}
            saving={save.isPending} onSubmit={(body) => save.mutateAsync(body)} />
        </>
      )}
    </Page>
  );
}
