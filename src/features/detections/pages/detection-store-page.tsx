import { IonButton, IonIcon, IonNote } from '@ionic/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trashOutline } from 'ionicons/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { turkeyLocalOf, type DetectionDetails, type DetectionRegister } from '@/contracts/detections';
import { reportError } from '@/lib/api/query-client';
import { useNewRecordKey } from '@/lib/forms/use-new-record-key';
import { SaveRefusedError } from '@/lib/outbox/save-record';
import { PERSISTENCE_MESSAGES } from '@/lib/outbox/storage';
import { useConfirm } from '@/lib/ui/confirm';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { detectionsKey, sendDetection, useDeleteDetection, useDetection, useUpdateDetection } from '../api/detections';
import { useDetectionFormData } from '../api/form-data';
import { DetectionForm, type DetectionFormSubmit } from '../components/detection-form';
import { DetectionSummary } from '../components/detection-summary';
import { loadCorrectable } from '../offline/outbox-item';
import { resendDetection, saveDetection, bodyOf } from '../offline/save-detection';
import { DETECTION_SCREENS } from '../screens';

/** The spec's multipart update: the fields, _method=PUT, new files[i] and the removed deletedFileIds[i]. */
function updateForm(register: DetectionRegister, { draft, files, deletedFileIds }: DetectionFormSubmit): FormData {
  const form = new FormData();
  form.append('_method', 'PUT');
  for (const [key, value] of Object.entries(bodyOf(register, draft))) form.append(key, value == null ? '' : String(value));
  files.forEach((f, i) => f.file && form.append(`files[${i}]`, f.file, f.name));
  deletedFileIds.forEach((id, i) => form.append(`deletedFileIds[${i}]`, String(id)));
  return form;
}

const draftOfDetection = (d: DetectionDetails) => ({
  item_id: d.item.id,
  detecter_position_id: d.detecter_position_id,
  flight_number: d.flight_number,
  description: d.description,
  detected_at: turkeyLocalOf(d.detected_at),
});

/**
 * {store} records a new detection, online or offline; {store}/{id} edits one (online); with
 * ?outbox={itemId} it corrects a detection the server refused (the Outbox screen's edit link).
 */
export default function DetectionStorePage({ register }: { register: DetectionRegister }) {
  const { t } = useTranslation(['detections', 'outbox']);
  const navigate = useNavigate();
  const client = useQueryClient();
  const confirm = useConfirm();
  const screens = DETECTION_SCREENS[register];
  const idParam = useParams().id;
  const id = idParam ? Number(idParam) : undefined;
  const outboxId = useSearchParams()[0].get('outbox');
  // A kept page shown again is a new record: the form remounts empty (issue 17).
  const [formKey, renewForm] = useNewRecordKey();
  const formData = useDetectionFormData(register);
  const detection = useDetection(register, id);
  const update = useUpdateDetection(register, id ?? 0);
  const remove = useDeleteDetection(register);
  const correcting = useQuery({
    queryKey: ['detections', register, 'outbox-item', outboxId],
    queryFn: async () => (await loadCorrectable(register, outboxId!)) ?? null,
    enabled: outboxId !== null,
    gcTime: 0,
    networkMode: 'always',
  });

  const save = useMutation({
    meta: { silent: true },
    // Offline is this mutation's own business (it saves through the outbox): never paused.
    networkMode: 'always',
    mutationFn: async ({ draft, files }: DetectionFormSubmit) => {
      const item = correcting.data;
      if (item) {
        await resendDetection(register, item.itemId, item.recordId, draft, files.map((f) => ({ sha256: f.key, name: f.name })));
        return { kind: 'resent' as const };
      }
      const online = navigator.onLine;
      const outcome = await saveDetection(register, draft, files.map((f) => f.file!).filter(Boolean), {
        online,
        send: sendDetection(register),
        summary: () => t('outbox.summary', { register: t(`registers.${register}.one`), item: formData.data?.items.find((i) => i.id === draft.item_id)?.name ?? '' }),
      });
      return { ...outcome, online };
    },
    onSuccess: async (result) => {
      // Saved: the next entry of this screen is another record, however Ionic reuses the page (issue 17).
      renewForm();
      await client.invalidateQueries({ queryKey: detectionsKey(register) });
      if (result.kind === 'sent') toasts.success(result.message ?? t('saved'));
      else if (result.kind === 'resent') toasts.show({ kind: 'info', message: t('form.resent') });
      else {
        toasts.show({ kind: 'info', message: result.online ? t('form.queuedOnline') : t('form.queuedOffline') });
        if (result.persistence && result.persistence !== 'granted') toasts.show({ kind: 'warning', message: t(PERSISTENCE_MESSAGES[result.persistence]) });
      }
      navigate(screens.list, { replace: true });
    },
    onError: (error) => {
      // The device's own refusals carry the spec's words or an i18next key; server refusals go through the shared handler.
      if (error instanceof SaveRefusedError) toasts.show({ kind: 'error', message: t(error.message) });
      else reportError(error);
    },
  });

  const title = id ? t('form.editTitle', { register: t(`registers.${register}.one`) }) : outboxId ? t('form.fixTitle') : t(`registers.${register}.createTitle`);
  const wrap = (body: ReactNode, toolbar?: ReactNode) => (
    <Page title={title} backHref={screens.list} toolbar={toolbar}>
      {body}
    </Page>
  );

  if (formData.isPending || (id !== undefined && detection.isPending) || (outboxId !== null && correcting.isPending)) return wrap(<Loading />);
  if (formData.isError) {
    return wrap(
      <>
        <p className="detection-note" data-testid="detection-form-unavailable">{t('form.dataUnavailable')}</p>
        <LoadError onRetry={() => void formData.refetch()} />
      </>,
    );
  }
  if (id !== undefined && detection.isError) return wrap(<LoadError onRetry={() => void detection.refetch()} />);
  if (outboxId !== null && !correcting.data) return wrap(<p className="detection-note" data-testid="detection-item-missing">{t('form.itemMissing')}</p>);

  const { items, members } = formData.data;
  if (id !== undefined) {
    const d = detection.data!;
    const onDelete = async () => {
      if (!(await confirm({ header: t('delete.header'), message: t('delete.message', { item: d.item.name }), confirmText: t('actions.delete'), destructive: true }))) return;
      remove.mutate(d.id, { onSuccess: (result) => { toasts.success(result.message); navigate(screens.list, { replace: true }); } });
    };
    if (!d.can_change) return wrap(<DetectionSummary register={register} detection={d} />);
    // A deleted item stays choosable on its own record.
    const withOwnItem = items.some((i) => i.id === d.item.id) ? items : [...items, d.item];
    return wrap(
      <DetectionForm
        register={register}
        items={withOwnItem}
        members={members}
        initial={{ draft: draftOfDetection(d), detecter: { id: d.detecter_position_id, user_id: d.detecter.user_id, full_name: d.detecter.full_name, national_id_number: null, role_display: d.detecter.role_display, security_project_id: d.detecter_project.id } }}
        saved={{ id: d.id, files: d.files }}
        saving={update.isPending}
        onSubmit={async (values) => {
          const result = await update.mutateAsync(updateForm(register, values));
          toasts.success(String(result.helper_data.message ?? t('saved')));
          navigate(screens.list, { replace: true });
        }}
      />,
      d.can_change ? (
        <IonButton color="danger" onClick={() => void onDelete()} data-testid="detection-delete">
          <IonIcon aria-hidden="true" slot="start" icon={trashOutline} />
          {t('actions.delete')}
        </IonButton>
      ) : undefined,
    );
  }

  const item = correcting.data ?? undefined;
  return wrap(
    <>
      {formData.data.members_truncated && <p className="detection-note">{t('form.membersTruncated')}</p>}
      {item?.message && (
        <IonNote color="danger" role="alert" data-testid="detection-refusal">
          {item.message}
        </IonNote>
      )}
      <DetectionForm
        key={outboxId ?? formKey}
        register={register}
        items={items}
        members={members}
        initial={item ? { draft: item.draft } : undefined}
        initialFiles={item?.files}
        correcting={Boolean(item)}
        saving={save.isPending}
        onSubmit={(values) => save.mutateAsync(values)}
      />
    </>,
  );
}
