import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { DecisionBody } from '@/contracts/performance/cards';
import { FormActions } from '@/lib/forms/components/form-actions';
import { SelectInput } from '@/lib/forms/components/select-input';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { C, call, downloadFile, usePerfMutation, useRejectedCard } from '../api/performance';
import { CardView } from '../components/card-view';
import { formatDay, Section, TextInput } from '../components/bits';

/** An objected card: a second reviewer (not its assessor) decides before the deadline; save, or save and send with a message. */
export default function RejectedViewPage() {
  const { t } = useTranslation('performance');
  const id = Number(useParams<{ cardId: string }>().cardId);
  const q = useRejectedCard(id);
  const [body, setBody] = useState<DecisionBody>({ objection_decision: 'refused', committee_rejection_description: '', manager_rejection_description: '' });
  const decide = usePerfMutation((send: boolean) => call(C.decideObjection, { params: { id }, query: { send_message: send || undefined }, body }));
  const back = '/rejected-performance-card-list';
  if (q.isPending) return <Page title={t('rejected.view')} backHref={back}><Loading /></Page>;
  if (q.isError) return <Page title={t('rejected.view')} backHref={back}><LoadError onRetry={() => void q.refetch()} /></Page>;
  const card = q.data.data;
  const run = async (send: boolean) => toasts.success(String((await decide.mutateAsync(send)).helper_data.message ?? ''));
  return (
    <Page title={t('rejected.view')} backHref={back}
      toolbar={<IonButton fill="clear" onClick={() => void downloadFile(C.downloadRejected, { params: { id } }, `itiraz-${id}.pdf`)}>{t('report')}</IonButton>}>
      <CardView card={card} />
      {card.can_decide && (
        <Section title={t('decision.title')} testId="decision-form">
          <p>{t('decision.deadline')}: {formatDay(card.active_period.objection_deadline)}</p>
          <SelectInput label={t('fields.decision')} value={body.objection_decision} options={[{ value: 'accepted', label: t('decision.accepted') }, { value: 'refused', label: t('decision.refused') }]}
            onChange={(v) => setBody({ ...body, objection_decision: v as 'accepted' | 'refused' })} testId="decision-choice" />
          <TextInput label={t('fields.committee')} rows={3} value={body.committee_rejection_description} onChange={(v) => setBody({ ...body, committee_rejection_description: v })} testId="decision-committee" />
          <TextInput label={t('fields.manager')} rows={3} value={body.manager_rejection_description ?? ''} onChange={(v) => setBody({ ...body, manager_rejection_description: v })} testId="decision-manager" />
          <FormActions>
            <IonButton fill="outline" disabled={decide.isPending} onClick={() => void run(false)} data-testid="decision-save">{t('save')}</IonButton>
            <IonButton disabled={decide.isPending} onClick={() => void run(true)} data-testid="decision-send">{t('decision.saveAndSend')}</IonButton>
          </FormActions>
        </Section>
      )}
    </Page>
  );
}
