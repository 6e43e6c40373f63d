import {
  COMPARISONS_BY_TYPE,
  MAX_FILTER_GROUPS,
  MAX_GROUP_CONDITIONS,
  VALUELESS_COMPARISONS,
  type ComparisonValue,
  type FilterCondition,
  type FilterValue,
} from '@/contracts/query-filter';
import { dateValueError } from '@/lib/forms/date-mask';
import type { QueryBuilderField } from './types';

/**
 * The builder's rules that do not depend on React or react-querybuilder: which comparisons a
 * field offers, what shape of value each comparison takes, the limits, and what a condition's
 * value is missing before it can be sent.
 */

/** A typeahead value is an id: only comparisons of one value (or none) make sense for it. */
const TYPEAHEAD_COMPARISONS: readonly ComparisonValue[] = ['equals', 'not_equals', 'is_empty', 'is_not_empty'];

/** The comparisons a field offers, in the contract's order: its type's list, narrowed by the field. */
export function operatorsFor(field: Pick<QueryBuilderField, 'type' | 'operators' | 'typeaheadPath'>): ComparisonValue[] {
  return COMPARISONS_BY_TYPE[field.type].filter(
    (op) => (!field.operators || field.operators.includes(op)) && (!field.typeaheadPath || TYPEAHEAD_COMPARISONS.includes(op)),
  );
}

/** What a new condition starts with: 'ile başlar' for text (as the default groups), else the first. */
export function defaultOperatorFor(field: Pick<QueryBuilderField, 'type' | 'operators' | 'typeaheadPath'>): ComparisonValue | '' {
  const ops = operatorsFor(field);
  if (field.type === 'text' && ops.includes('starts_with')) return 'starts_with';
  return ops[0] ?? '';
}

export type ValueShape = 'none' | 'one' | 'pair' | 'list';

export function shapeOf(op: ComparisonValue | '' | null | undefined): ValueShape {
  if (!op) return 'one';
  if (VALUELESS_COMPARISONS.includes(op)) return 'none';
  if (op === 'between') return 'pair';
  if (op === 'in') return 'list';
  return 'one';
}

type Scalar = string | number | boolean;
const isScalar = (v: unknown): v is Scalar => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)) || typeof v === 'boolean';

/**
 * The value reshaped for a comparison, keeping what the user typed: 'abc' becomes ['abc'] for
 * 'in' and ['abc', ''] for 'between'; a list becomes its first item for one value; nothing for
 * is_empty / is_not_empty. Unknown things (objects, NaN) are dropped.
 */
export function fitValue(value: unknown, shape: ValueShape): FilterValue {
  const list = (Array.isArray(value) ? value : [value]).filter(isScalar);
  switch (shape) {
    case 'none':
      return null;
    case 'one':
      return list[0] ?? null;
    case 'pair':
      return [list[0] ?? '', list[1] ?? ''];
    case 'list':
      return list.filter((v) => !(typeof v === 'string' && v.trim() === ''));
  }
}

/** The effective group limit: 1 to MAX_FILTER_GROUPS (1 for reports other than 'default'). */
export function groupLimit(maxGroups: number | undefined): number {
  const n = Math.floor(maxGroups ?? MAX_FILTER_GROUPS);
  return Number.isFinite(n) ? Math.min(Math.max(n, 1), MAX_FILTER_GROUPS) : MAX_FILTER_GROUPS;
}

export function canAddGroup(groupCount: number, maxGroups: number | undefined): boolean {
  return groupCount < groupLimit(maxGroups);
}

export function canAddCondition(conditionCount: number): boolean {
  return conditionCount < MAX_GROUP_CONDITIONS;
}

/** A number typed with a comma or a point ('1,5' -> 1.5); anything else stays text (and is a problem). */
export function parseNumberText(text: string): number | string {
  const t = text.trim().replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : text;
}

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** The problem of one typed value of a field, as a message key, or null. */
export function scalarProblem(type: QueryBuilderField['type'], v: unknown): string | null {
  if (blank(v)) return null;
  if (type === 'date') return typeof v === 'string' ? dateValueError(v) : 'forms:errors.dateIncomplete';
  if (type === 'number') return typeof v === 'number' && Number.isFinite(v) ? null : 'query-builder:errors.number';
  return null;
}

/**
 * Why a condition cannot be sent as it is (a message key), or null. An empty condition is no
 * problem: it is dropped before searching (spec 1 §5). Half a range is one.
 */
export function conditionProblem(condition: FilterCondition, field: Pick<QueryBuilderField, 'type'> | undefined): string | null {
  const op = condition.comparisonOperator?.value;
  if (!field || !op) return null;
  const shape = shapeOf(op);
  if (shape === 'none') return null;
  const values = Array.isArray(condition.value) ? condition.value : [condition.value];
  for (const v of values) {
    const problem = scalarProblem(field.type, v);
    if (problem) return problem;
  }
  if (shape === 'pair' && values.some(blank) && !values.every(blank)) return 'query-builder:errors.betweenBoth';
  return null;
}
