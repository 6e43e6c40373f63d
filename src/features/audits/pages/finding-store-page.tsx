import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AUDIT_MESSAGES, AUDIT_RATINGS, type AuditFamily } from '@/contracts/audits/families';
import { findingsLockReason } from '@/contracts/audits/lock';
import type { FindingImage } from '@/contracts/audits/schemas';
import { useNewRecordKey } from '@/lib/forms/use-new-record-key';
import type { PreparedPhoto } from '@/lib/photos/prepare-photo';
import { Page } from '@/lib/ui/page';
import { Empty, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { useFormData, useOptionLabel } from '../api/form-data';
import { useFindingMembers, useFindingView, useLookups, useSaveRecord, useViewer } from '../api/hooks';
import { useDeleteImage } from '../api/images';
import { useOutboxRefresh } from '../api/shared';
import { AuditSummary } from '../components/audit-summary';
import { FindingForm } from '../components/finding-form';
import { NotOnDevice } from '../components/not-on-device';
import { saveFailure, saveFeedback } from '../components/save-feedback';
import { StateBadges } from '../components/state-badge';
import { emptyFindingValues } from '../model/record-values';
import type { RecordRef } from '../offline/requests';
import { auditScreens } from '../screens';
import { useFindingParent } from './use-finding-parent';
import { recordSummary } from '../model/summary';

/** …/findingStore[/{findingId}]: add or edit a finding with photos, online or not. */
export default function FindingStorePage({ family }: { family: AuditFamily }) {
  const { t } = useTranslation(['audits', 'outbox']);
  const navigate = useNavigate();
  const viewer = useViewer();
  const lookups = useLookups(family);
  const formData = useFormData(family);
  const screens = auditScreens(family);
  const f = useFindingParent(family);
  const isNew = !f.findingId;
  const finding = useFindingView(f.parent, f.findingId);
  // Online, the project's members reach the device with the finding form (personnel offline).
  useFindingMembers(f.parent);
  const save = useSaveRecord();
  const deleteImage = useDeleteImage(family);
  // A new record each time the create route is entered (Ionic keeps left pages mounted; issue 17).
  const [newKey, renewKey] = useNewRecordKey();
  useOutboxRefresh();

  const parent = f.parent;
  const view = finding.data;
  const lock = parent?.audit.server ? findingsLockReason(family, parent.audit.server, viewer) : null;
  const optionLabel = useOptionLabel();
  const ratings = (formData.data?.form.ratings.length ? formData.data.form.ratings : AUDIT_RATINGS).map((r) => ({ ...r, name: optionLabel('ratings', r) }));
  const known = useMemo(() => {
    const names = new Map(lookups.positions);
    view?.server?.positions.forEach((p) => names.set(p.id, p.full_name));
    return names;
  }, [lookups.positions, view]);
  const projectName = f.project.data?.values.security_project_id ? lookups.projects.get(f.project.data.values.security_project_id)?.name : undefined;
  const listPath = parent ? screens.findings(parent.audit.key, parent.projectKey) : screens.list;

  const onSubmit = async (fields: Record<string, unknown>, photos: PreparedPhoto[]) => {
    const key = isNew ? newKey : view!.key;
    const ref: RecordRef = { family, entity: 'finding', auditKey: parent!.audit.key, ...(parent!.projectKey ? { projectKey: parent!.projectKey } : {}), key };
    const label = (fields.title as string | undefined) || ratings.find((r) => r.id === fields.rating_id)?.name || '';
    try {
      const outcome = await save.mutateAsync({ ref, isNew, fields, photos, summary: recordSummary(t, 'finding', 'save', { family, code: parent!.audit.values.audit_code, project: projectName, title: label }) });
      saveFeedback(outcome, t, isNew ? AUDIT_MESSAGES.findingCreated : AUDIT_MESSAGES.findingUpdated);
      if (isNew) renewKey();
      navigate(listPath, { replace: true });
    } catch (error) {
      saveFailure(error, t);
      throw error;
    }
  };

  const onDeleteImage = async (image: FindingImage) => {
    try {
      const envelope = await deleteImage.mutateAsync({ findingKey: view!.key, imageId: image.id });
      toasts.success(typeof envelope.data?.message === 'string' ? envelope.data.message : AUDIT_MESSAGES.imageDeleted);
    } catch {
      // The shared error handler has shown the refusal.
    }
  };

  const waiting = f.pending || (!isNew && finding.isPending);
  const failed = f.error ?? (isNew ? null : finding.error);
  return (
    <Page title={isNew ? t('finding.createTitle') : t('finding.editTitle')} backHref={listPath}>
      {!f.allowed ? (
        <Empty message={t('finding.notAllowed')} />
      ) : waiting ? (
        <Loading />
      ) : failed || !parent ? (
        <NotOnDevice error={failed} onRetry={() => void (f.error ? f.retry() : finding.refetch())} />
      ) : (
        <>
          <AuditSummary family={family} view={parent.audit} lookups={lookups} />
          {view?.pending && <StateBadges pending={view.pending} testId="finding-state" />}
          {lock && <p className="audit-note" data-testid="finding-lock">{lock}</p>}
          <FindingForm
            key={view?.key ?? newKey}
            family={family}
            ratings={ratings}
            initial={view?.values ?? emptyFindingValues()}
            securityProjectId={f.securityProjectId}
            known={known}
            images={view?.images ?? []}
            devicePhotos={view?.devicePhotos ?? []}
            onDeleteImage={view?.server && !lock ? onDeleteImage : undefined}
            readOnly={Boolean(lock)}
            saving={save.isPending}
            onSubmit={onSubmit}
          />
        </>
      )}
    </Page>
  );
}
