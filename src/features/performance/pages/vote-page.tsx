import { IonButton } from '@ionic/react';
import { useState } from 'react';
import type { CardDetail } from '@/contracts/performance/cards';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { SelectInput } from '@/lib/forms/components/select-input';
import { FormActions } from '@/lib/forms/components/form-actions';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { C, call, usePerfMutation, useVoteCard } from '../api/performance';
import { CardView } from '../components/card-view';
import { TextInput } from '../components/bits';

/** The assessor's card view, loaded as a vote: an option per criterion while under_evaluation. */
export default function VotePage() {
  const { t } = useTranslation('performance');
  const cardId = Number(useParams<{ cardId: string }>().cardId);
  const q = useVoteCard(cardId);
  const back = '/performance-period-list/personal-performance-card-list';
  if (q.isPending) return <Page title={t('assessor.vote')} backHref={back}><Loading /></Page>;
  if (q.isError) return <Page title={t('assessor.vote')} backHref={back}><LoadError onRetry={() => void q.refetch()} /></Page>;
  return <VoteForm key={q.dataUpdatedAt} card={q.data.data} back={back} />;
}

function VoteForm({ card, back }: { card: CardDetail; back: string }) {
  const { t } = useTranslation('performance');
  const cardId = card.id;
  const [choice, setChoice] = useState<Record<number, string>>(() => Object.fromEntries(card.evaluations.map((e) => [e.performance_evaluation_criteria_id, String(e.performance_evaluation_criteria_option_id)])));
  const [feedback, setFeedback] = useState(card.interviewer_feedback ?? '');
  const vote = usePerfMutation(() => call(C.vote, { params: { cardId }, body: {
    evaluations: Object.entries(choice).filter(([, v]) => v).map(([k, v]) => ({ performance_evaluation_criteria_id: Number(k), performance_evaluation_criteria_option_id: Number(v) })),
    interviewer_feedback: feedback || null,
  } }));
  const editable = card.is_editable_evaluation;
  return (
    <Page title={t('assessor.vote')} backHref={back}>
      <CardView card={card} criterionExtra={(c) => (c.options.length && editable ? (
        <SelectInput label={c.name} value={choice[c.id] ?? ''} options={c.options.map((o) => ({ value: o.id, label: `${o.name} (${o.point})` }))} emptyOption={t('choose')}
          onChange={(v) => setChoice({ ...choice, [c.id]: v })} testId={`vote-${c.id}`} />
      ) : c.vote_point)} />
      {editable && (
        <form className="apron-form" onSubmit={(e) => { e.preventDefault(); void vote.mutateAsync(undefined).then((r) => toasts.success(String(r.helper_data.message ?? ''))); }}>
          <TextInput label={t('fields.feedback')} rows={3} value={feedback} onChange={setFeedback} testId="vote-feedback" />
          <FormActions><IonButton type="submit" disabled={vote.isPending || !Object.values(choice).some(Boolean)} data-testid="vote-save">{t('saveVote')}</IonButton></FormActions>
        </form>
      )}
    </Page>
  );
}
