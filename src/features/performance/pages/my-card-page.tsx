import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FormActions } from '@/lib/forms/components/form-actions';
import { SelectInput } from '@/lib/forms/components/select-input';
import { useConfirm } from '@/lib/ui/confirm';
import { Dialog } from '@/lib/ui/dialog';
import { Page } from '@/lib/ui/page';
import { Empty, LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { C, call, downloadFile, useMyCard, usePerfMutation, usePeriodChoices } from '../api/performance';
import { CardView } from '../components/card-view';
import { TextInput } from '../components/bits';
import { IonCheckbox } from '@ionic/react';

/** /my-card: the employee's own card; approve, or object with reasons and a description (under_objection). */
export default function MyCardPage() {
  const { t } = useTranslation('performance');
  const confirm = useConfirm();
  const [search, setSearch] = useSearchParams();
  const periodId = Number(search.get('performance_period_id')) || undefined;
  const periods = (usePeriodChoices().data?.data ?? []).map((p) => ({ value: p.id, label: p.name }));
  const q = useMyCard(periodId);
  const [objecting, setObjecting] = useState(false);
  const approve = usePerfMutation((id: number) => call(C.approveCard, { params: { id } }));
  const picker = <SelectInput label={t('fields.period')} value={periodId ?? ''} options={periods} emptyOption={t('latest')} onChange={(v) => setSearch(v ? { performance_period_id: v } : {})} testId="my-card-period" />;
  if (q.isPending) return <Page title={t('myCard.title')}><Loading /></Page>;
  if (q.isError) return <Page title={t('myCard.title')}><LoadError onRetry={() => void q.refetch()} /></Page>;
  const card = q.data.data;
  const reasons = (q.data.helper_data.performance_objection_reasons ?? []) as { id: number; name: string }[];
  if (!card) return <Page title={t('myCard.title')}>{picker}<Empty message={t('myCard.none')} /></Page>;
  return (
    <Page title={t('myCard.title')} toolbar={<IonButton fill="clear" onClick={() => void downloadFile(C.cardReport, { params: { id: card.id } }, `performans-karti-${card.id}.pdf`)}>{t('report')}</IonButton>}>
      {picker}
      <CardView card={card} />
      {card.can_answer && (
        <FormActions danger={<IonButton color="danger" fill="outline" onClick={() => setObjecting(true)} data-testid="my-card-object">{t('myCard.object')}</IonButton>}>
          <IonButton data-testid="my-card-approve" onClick={async () => { if (await confirm({ message: t('myCard.confirmApprove') })) toasts.success(String((await approve.mutateAsync(card.id)).helper_data.message ?? '')); }}>{t('myCard.approve')}</IonButton>
        </FormActions>
      )}
      {objecting && <ObjectionDialog cardId={card.id} reasons={reasons} onClose={() => setObjecting(false)} />}
    </Page>
  );
}

function ObjectionDialog({ cardId, reasons, onClose }: { cardId: number; reasons: { id: number; name: string }[]; onClose: () => void }) {
  const { t } = useTranslation('performance');
  const [ids, setIds] = useState<number[]>([]);
  const [description, setDescription] = useState('');
  const save = usePerfMutation(() => call(C.objectCard, { params: { id: cardId }, body: { objection_reason_ids: ids, rejection_description: description } }));
  return (
    <Dialog open title={t('objection.title')} closeText={t('close')} onClose={onClose} testId="objection-dialog">
      <form className="apron-form" noValidate onSubmit={async (e) => {
        e.preventDefault();
        // spec 3 §8: 'İtirazınız Başarıyla Kaydedildi.'
        toasts.success(String((await save.mutateAsync(undefined)).helper_data.message ?? ''));
        onClose();
      }}>
        {reasons.map((r) => (
          <div key={r.id} className="apron-check-row">
            <IonCheckbox labelPlacement="end" justify="start" checked={ids.includes(r.id)} data-testid={`objection-reason-${r.id}`}
              onIonChange={(e) => setIds(e.detail.checked ? [...ids, r.id] : ids.filter((x) => x !== r.id))}>{r.name}</IonCheckbox>
          </div>
        ))}
        <TextInput label={t('fields.description')} rows={4} value={description} onChange={setDescription} testId="objection-description" />
        <FormActions><IonButton type="submit" disabled={save.isPending} data-testid="objection-save">{t('objection.send')}</IonButton></FormActions>
      </form>
    </Dialog>
  );
}
