import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardDetail } from '@/contracts/performance/cards';
import { DataTable } from '@/lib/list/data-table';
import { RatingText, Section, StatusBadge } from './bits';

type Row = CardDetail['criterias'][number];

/** The card as all three views show it (HR, assessor, employee): scores per criterion, extra points, trainings, objection. */
export function CardView({ card, criterionExtra }: { card: CardDetail; criterionExtra?: (c: Row) => ReactNode }) {
  const { t } = useTranslation('performance');
  return (
    <div data-testid="card-view">
      <Section title={card.full_name}>
        <dl className="apron-dl">
          <dt>{t('fields.period')}</dt><dd>{card.period_name} <StatusBadge status={card.active_period.status} /></dd>
          <dt>{t('fields.project')}</dt><dd>{card.security_project_name ?? '—'}</dd>
          <dt>{t('fields.assessor')}</dt><dd>{card.assessor_full_name ?? '—'}</dd>
          <dt>{t('fields.base_score')}</dt><dd>{card.base_score}</dd>
          <dt>{t('fields.score')}</dt><dd data-testid="card-score">{card.score ?? '—'}</dd>
          <dt>{t('fields.rating')}</dt><dd><RatingText rating={card.performance_rating} /></dd>
          <dt>{t('fields.state')}</dt><dd data-testid="card-state">{card.is_rejected ? t('state.rejected') : card.is_approved ? t('state.approved') : card.is_active ? t('state.active') : t('state.inactive')}</dd>
        </dl>
      </Section>
      <Section title={t('criteria')}>
        <DataTable rows={card.criterias} rowKey={(c) => c.id} columns={[
          { key: 'name', label: t('fields.name'), render: (c) => c.name },
          { key: 'type', label: t('fields.type'), render: (c) => t(`type.${c.type}`) },
          { key: 'count', label: t('fields.count'), priority: 2, render: (c) => `${c.counted} / ${c.count}` },
          { key: 'vote', label: t('fields.vote'), render: (c) => (criterionExtra ? criterionExtra(c) : c.vote_point) },
          { key: 'points', label: t('fields.points'), render: (c) => c.points },
          { key: 'goal', label: t('fields.goal'), priority: 3, render: (c) => t(`goal.${c.goal}`) },
        ]} />
      </Section>
      {card.extra_points.length > 0 && <Section title={t('extraPoints.title')}><p>{card.extra_points.map((e) => `${e.name} (${e.point})`).join(', ')}</p></Section>}
      {card.trainings.length > 0 && <Section title={t('trainings')}><p>{card.trainings.map((e) => e.name).join(', ')}</p></Section>}
      {card.interviewer_feedback && <Section title={t('fields.feedback')}><p>{card.interviewer_feedback}</p></Section>}
      {card.is_rejected && (
        <Section title={t('objection.title')} testId="card-objection">
          <p>{card.rejection_description}</p>
          {card.objection_decision && <p data-testid="objection-decision">{t(`decision.${card.objection_decision}`)}: {card.committee_rejection_description}</p>}
        </Section>
      )}
    </div>
  );
}
