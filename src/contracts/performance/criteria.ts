import { z } from 'zod';
import { INT_MAX, text } from '../http';

/**
 * Performance criteria (spec 3 §3, §5 Criteria form, §9). A criterion of card type 'i' counts
 * penalty-side records, 'b' bonus-side records; `source_type_id` names the reward/penalty type
 * (employees area) whose records it counts, or null for a criterion scored only by the assessor's
 * vote through its options.
 */
export const CARD_TYPES = ['i', 'b'] as const; // i: penalty, b: bonus (spec 3 §9)
export type CardType = (typeof CARD_TYPES)[number];

export const CRITERIA_LABELS = {
  name: 'Kriter Adı',
  criterion_entry_limit: 'Kriter Giriş Limiti',
  weight: 'Ağırlık',
  unit_point: 'Birim Puan',
  standard_goal: 'Standart Hedef',
  substandard_goal: 'Standart Altı Hedef',
} as const;
export type CriterionField = keyof typeof CRITERIA_LABELS;

/** Spec 3 §8: '<label> alanı gereklidir.' (shown with the title 'Bilgi'). */
export const requiredMessage = (field: CriterionField) => `${CRITERIA_LABELS[field]} alanı gereklidir.`;
export const REQUIRED_TITLE = 'Bilgi';

/** Empty form values become "missing", so every missing field answers the spec's message. */
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const count = (field: CriterionField) =>
  z.preprocess(blank, z.coerce.number({ message: requiredMessage(field) }).int().min(0).max(INT_MAX));
const decimal = (field: CriterionField, max: number) =>
  z.preprocess(blank, z.coerce.number({ message: requiredMessage(field) }).min(0).max(max));

export const criterionOption = z.object({
  id: z.number().int().positive().max(INT_MAX).optional(),
  name: text(255).min(1),
  point: z.number().min(-1000).max(1000),
});

export const criterionBody = z.object({
  id: z.number().int().positive().max(INT_MAX).optional(),
  name: z.preprocess(blank, z.string({ message: requiredMessage('name') }).trim().min(1, requiredMessage('name')).max(255)),
  type: z.enum(CARD_TYPES, 'Kriter tipi seçiniz.'),
  source_type_id: z.number().int().positive().max(INT_MAX).nullable().default(null),
  criterion_entry_limit: count('criterion_entry_limit'),
  weight: decimal('weight', 100),
  unit_point: decimal('unit_point', 1000),
  standard_goal: count('standard_goal'),
  substandard_goal: count('substandard_goal'),
  options: z.array(criterionOption).max(20).default([]),
});
export type CriterionBody = z.infer<typeof criterionBody>;

/** PUT /performance-period/{id}/criterias: the whole list is replaced. */
export const criteriaBody = z.object({ criterias: z.array(criterionBody).max(100) });

export type Criterion = {
  id: number; name: string; type: CardType; source_type_id: number | null; criterion_entry_limit: number;
  weight: number; unit_point: number; standard_goal: number; substandard_goal: number;
  options: { id: number; name: string; point: number }[];
};

/** A vote must name one of the criterion's own options (spec 3 §3 evaluations). */
export function voteRefusal(criterion: Pick<Criterion, 'name' | 'options'>, optionId: number): string | null {
  return criterion.options.some((o) => o.id === optionId) ? null : `"${criterion.name}" kriteri için geçersiz seçenek.`;
}

/** Entries beyond the criterion's entry limit are refused. */
export function entryLimitRefusal(criterion: Pick<Criterion, 'name' | 'criterion_entry_limit'>, entries: number): string | null {
  return entries > criterion.criterion_entry_limit ? `"${criterion.name}" kriteri için giriş limiti (${criterion.criterion_entry_limit}) aşıldı.` : null;
}
