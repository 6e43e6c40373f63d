import { z } from 'zod';
import { text } from './http';

/**
 * The nested filter of the query builder (spec 1 §3 "Query filter", §5/§9 limits; spec 3 §3 and §7
 * "Query builder"): groups of conditions, each group joined inside by its own VE/VEYA; the groups
 * themselves are joined with VE (docs/decisions/query-filter.md). Shared by the client component
 * and server/db/query-filter.ts, so both accept and drop exactly the same things.
 */

export const MAX_FILTER_GROUPS = 4;
/** Reports other than 'default' offer a single group (spec 1 §9). */
export const MAX_FILTER_GROUPS_NON_DEFAULT = 1;
export const MAX_GROUP_CONDITIONS = 4;
/** Values of one 'in list' condition. */
export const MAX_LIST_VALUES = 100;

export const LOGICAL_OPERATORS = ['VE', 'VEYA'] as const;
export type LogicalOperator = (typeof LOGICAL_OPERATORS)[number];

export const FIELD_TYPES = ['text', 'number', 'date', 'boolean', 'enum'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/**
 * The closed set of comparisons. `value` is the key the server acts on; `label` (Turkish),
 * `operator` and `format` are for the builder's display and are never trusted by the server.
 * Value shapes (`value` of a condition):
 * - equals, not_equals, gt, gte, lt, lte: one scalar (text, number, 'yyyy-mm-dd', boolean, enum value)
 * - contains, not_contains, starts_with, ends_with: one text
 * - between: [from, to], both inclusive (dates 'yyyy-mm-dd' or numbers)
 * - in: a non-empty list of scalars (at most MAX_LIST_VALUES)
 * - is_empty, is_not_empty: no value (null or omitted)
 */
export const COMPARISONS = {
  equals: { label: 'eşittir', operator: '=' },
  not_equals: { label: 'eşit değildir', operator: '!=' },
  contains: { label: 'içerir', operator: 'LIKE', format: '%{0}%' },
  not_contains: { label: 'içermez', operator: 'NOT LIKE', format: '%{0}%' },
  starts_with: { label: 'ile başlar', operator: 'LIKE', format: '{0}%' },
  ends_with: { label: 'ile biter', operator: 'LIKE', format: '%{0}' },
  gt: { label: 'büyüktür', operator: '>' },
  gte: { label: 'büyük veya eşittir', operator: '>=' },
  lt: { label: 'küçüktür', operator: '<' },
  lte: { label: 'küçük veya eşittir', operator: '<=' },
  between: { label: 'arasında', operator: 'BETWEEN' },
  in: { label: 'listedekilerden biri', operator: 'IN' },
  is_empty: { label: 'boş', operator: 'IS NULL' },
  is_not_empty: { label: 'boş değil', operator: 'IS NOT NULL' },
} as const satisfies Record<string, { label: string; operator: string; format?: string }>;

export type ComparisonValue = keyof typeof COMPARISONS;
export const COMPARISON_VALUES = Object.keys(COMPARISONS) as [ComparisonValue, ...ComparisonValue[]];

/** Comparisons that need no value: they are kept by dropEmptyConditions without one. */
export const VALUELESS_COMPARISONS: readonly ComparisonValue[] = ['is_empty', 'is_not_empty'];

/** What the builder offers for each field type when a field does not narrow it. */
export const COMPARISONS_BY_TYPE: Record<FieldType, readonly ComparisonValue[]> = {
  text: ['equals', 'not_equals', 'contains', 'not_contains', 'starts_with', 'ends_with', 'in', 'is_empty', 'is_not_empty'],
  number: ['equals', 'not_equals', 'gt', 'gte', 'lt', 'lte', 'between', 'in', 'is_empty', 'is_not_empty'],
  date: ['equals', 'not_equals', 'gt', 'gte', 'lt', 'lte', 'between', 'is_empty', 'is_not_empty'],
  boolean: ['equals', 'not_equals'],
  enum: ['equals', 'not_equals', 'in', 'is_empty', 'is_not_empty'],
};

/** A comparisonOperator object as the builder sends it, ready for a select's options. */
export const comparisonOption = (value: ComparisonValue) => ({ value, ...COMPARISONS[value] });

const scalar = z.union([text(255), z.number().finite(), z.boolean()]);

export const filterValue = z.union([scalar, z.array(scalar).max(MAX_LIST_VALUES, { message: `Bir listede en fazla ${MAX_LIST_VALUES} değer olabilir.` }), z.null()]);
export type FilterValue = z.infer<typeof filterValue>;

export const filterCondition = z.object({
  sourceField: z.object({ name: text(64), label: text(255).optional() }),
  /** Optional while the user is still choosing: a condition without one is dropped. */
  comparisonOperator: z
    .object({
      label: text(64).optional(),
      value: z.enum(COMPARISON_VALUES, { message: 'Geçersiz karşılaştırma.' }),
      operator: text(32).optional(),
      format: text(64).optional(),
      /** Spec 3 §3: an operator may name a typeahead url for the value input (client only). */
      typeaheadUrl: text(500).optional(),
    })
    .nullish(),
  value: filterValue.optional(),
  /** The input item's label (an autocomplete choice shown by name while `value` holds its id). */
  valueLabel: text(255).optional(),
});
export type FilterCondition = z.infer<typeof filterCondition>;

export const filterGroup = z.object({
  sourceType: text(64),
  logicalOperator: z.enum(LOGICAL_OPERATORS, { message: "Mantıksal bağlaç 'VE' veya 'VEYA' olmalıdır." }).default('VE'),
  conditions: z.array(filterCondition).max(MAX_GROUP_CONDITIONS, {
    message: `Bir grupta en fazla ${MAX_GROUP_CONDITIONS} koşul olabilir.`,
  }),
});
export type FilterGroup = z.infer<typeof filterGroup>;

/** The filter tree; `maxGroups` is 1 for reports other than 'default'. */
export function queryFilterSchema({ maxGroups = MAX_FILTER_GROUPS }: { maxGroups?: number } = {}) {
  const limit = Math.min(maxGroups, MAX_FILTER_GROUPS);
  return z.object({
    groups: z.array(filterGroup).max(limit, { message: `En fazla ${limit} filtre grubu eklenebilir.` }).default([]),
    with_trashed: z.boolean().optional(),
    only_trashed: z.boolean().optional(),
  });
}

export const queryFilter = queryFilterSchema();
export type QueryFilter = z.infer<typeof queryFilter>;

/**
 * A fresh group of empty 'starts with' conditions, as the builder opens (spec 1 §3: the employee
 * list starts with first_name, last_name and national_id_number).
 */
export function startsWithGroup(sourceType: string, fields: readonly { name: string; label: string }[]): FilterGroup {
  return {
    sourceType,
    logicalOperator: 'VE',
    conditions: fields.map((sourceField) => ({ sourceField, comparisonOperator: comparisonOption('starts_with'), value: null })),
  };
}

/** A value the user has actually given: not null/undefined, not blank text, not an empty list. */
export function hasValue(value: FilterValue | undefined): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some((v) => (typeof v === 'string' ? v.trim() !== '' : true));
  return true;
}

/** Spec 1 §5: conditions without a value or operator are dropped before searching. */
export function isEmptyCondition(condition: FilterCondition): boolean {
  const comparison = condition.comparisonOperator?.value;
  if (!condition.sourceField.name || !comparison) return true;
  return !VALUELESS_COMPARISONS.includes(comparison) && !hasValue(condition.value);
}

/** The tree without empty conditions, and without groups they leave empty. Pure: the input is untouched. */
export function dropEmptyConditions<T extends Pick<QueryFilter, 'groups'>>(tree: T): T {
  const groups = tree.groups
    .map((group) => ({ ...group, conditions: group.conditions.filter((c) => !isEmptyCondition(c)) }))
    .filter((group) => group.conditions.length > 0);
  return { ...tree, groups };
}

/**
 * Personnel status of spec 1 §4: active (neither flag), inactive (only_trashed), all (with_trashed).
 * only_trashed wins when both are set.
 */
export type TrashedScope = 'active' | 'inactive' | 'all';
export function trashedScopeOf(tree: Pick<QueryFilter, 'with_trashed' | 'only_trashed'>): TrashedScope {
  if (tree.only_trashed) return 'inactive';
  return tree.with_trashed ? 'all' : 'active';
}
