import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useSession } from '@/lib/session/session-context';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { C, call, downloadFile, useHrCard, useManagersForm, usePerfMutation, useTrainings } from '../api/performance';
import { CardView } from '../components/card-view';
import { ChecklistDialog } from '../components/checklist-dialog';

/** HR card view: recalculation, report and thank-you PDFs, trainings, extra points, assessors. */
export default function CardViewPage() {
  const { t } = useTranslation('performance');
  const params = useParams<{ performancePeriodId: string; cardId: string }>();
  const id = Number(params.performancePeriodId);
  const cardId = Number(params.cardId);
  const can = useSession().can;
  const q = useHrCard(id, cardId);
  const [dialog, setDialog] = useState<'trainings' | 'extra' | 'managers' | null>(null);
  const trainings = useTrainings(dialog === 'trainings');
  const managers = useManagersForm(cardId, dialog === 'managers');
  const [extra, setExtra] = useState<{ id: number; name: string; point: number }[]>([]);
  const recalc = usePerfMutation(() => call(C.recalculateCard, { params: { id: cardId } }));
  const saveTrainings = usePerfMutation((ids: number[]) => call(C.setTrainings, { params: { cardId }, body: { performance_training_ids: ids } }));
  const saveExtra = usePerfMutation((ids: number[]) => call(C.updateCardExtraPoints, { params: { id, cardId }, body: { extra_point_ids: ids } }));
  const saveManagers = usePerfMutation((ids: number[]) => call(C.updateManagers, { params: { id: cardId }, body: { managers: ids.map((u, i) => ({ user_id: u, is_interviewer: i === 0 })) } }));
  const back = `/performance-period-list/${id}/performance-card-list`;
  if (q.isPending) return <Page title={t('cards.view')} backHref={back}><Loading /></Page>;
  if (q.isError) return <Page title={t('cards.view')} backHref={back}><LoadError onRetry={() => void q.refetch()} /></Page>;
  const card = q.data.data;
  const edit = can('edit-performance-periods');
  const toast = (r: { helper_data: Record<string, unknown> }) => toasts.success(String(r.helper_data.message ?? ''));
  return (
    <Page title={t('cards.view')} backHref={back} toolbar={<>
      <IonButton fill="clear" onClick={() => void downloadFile(C.cardReport, { params: { id: cardId } }, `performans-karti-${cardId}.pdf`)} data-testid="card-report">{t('report')}</IonButton>
      {card.performance_rating === 'high' && <IonButton fill="clear" onClick={() => void downloadFile(C.thankYouNote, { params: { id: cardId } }, `tesekkur-${cardId}.pdf`)}>{t('thankYou')}</IonButton>}
      {edit && <IonButton fill="clear" onClick={async () => toast(await recalc.mutateAsync(undefined))} data-testid="card-recalculate">{t('recalculate')}</IonButton>}
    </>}>
      <CardView card={card} />
      {edit && (
        <div className="perf-card-actions">
          <IonButton fill="outline" onClick={() => setDialog('trainings')} data-testid="card-trainings">{t('trainings')}</IonButton>
          <IonButton fill="outline" onClick={async () => { setExtra((await call(C.editCardExtraPoints, { params: { id, cardId } })).data.extra_points); setDialog('extra'); }} data-testid="card-extra">{t('extraPoints.title')}</IonButton>
          <IonButton fill="outline" onClick={() => setDialog('managers')} data-testid="card-managers">{t('managers')}</IonButton>
        </div>
      )}
      {dialog === 'trainings' && trainings.data && <ChecklistDialog title={t('trainings')} testId="trainings-dialog" items={trainings.data.data.map((x) => ({ id: x.id, label: x.label }))}
        chosen={card.trainings.map((x) => x.id)} onSave={async (ids) => toast(await saveTrainings.mutateAsync(ids))} onClose={() => setDialog(null)} />}
      {dialog === 'extra' && <ChecklistDialog title={t('extraPoints.title')} testId="extra-dialog" items={extra.map((x) => ({ id: x.id, label: `${x.name} (${x.point})` }))}
        chosen={card.extra_points.map((x) => x.id)} onSave={async (ids) => toast(await saveExtra.mutateAsync(ids))} onClose={() => setDialog(null)} />}
      {dialog === 'managers' && managers.data && <ChecklistDialog title={t('managers')} testId="managers-dialog" items={managers.data.data.candidates.map((x) => ({ id: x.user_id, label: x.full_name }))}
        chosen={card.managers.map((m) => m.user_id)} onSave={async (ids) => toast(await saveManagers.mutateAsync(ids))} onClose={() => setDialog(null)} />}
    </Page>
  );
}
