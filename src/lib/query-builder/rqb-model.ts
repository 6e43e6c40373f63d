import type { RuleGroupType, RuleType } from 'react-querybuilder';
import {
  COMPARISONS,
  comparisonOption,
  hasValue,
  type ComparisonValue,
  type FilterCondition,
  type FilterGroup,
  type FilterValue,
  type LogicalOperator,
  type QueryFilter,
} from '@/contracts/query-filter';
import { fitValue, shapeOf } from './model';
import type { QueryBuilderField } from './types';

/**
 * Our tree <-> react-querybuilder's model. The root group (combinator 'and', never shown as a
 * choice) holds one sub-group per filter group; a sub-group's combinator is the group's
 * logicalOperator ('and' = 'VE', 'or' = 'VEYA') and its rules are the conditions. Nothing is
 * nested deeper. A rule keeps what has no place in react-querybuilder in `meta`: the value's
 * label (typeahead) and the field's label as the tree had it.
 */

export interface RuleMeta {
  valueLabel?: string;
  fieldLabel?: string;
}
export type BuilderRule = RuleType<string, string, FilterValue, string, RuleMeta>;
export type BuilderGroup = RuleGroupType<BuilderRule>;

const COMBINATOR_OF: Record<LogicalOperator, 'and' | 'or'> = { VE: 'and', VEYA: 'or' };
export const logicalOperatorOf = (combinator: string): LogicalOperator => (combinator.toLowerCase() === 'or' ? 'VEYA' : 'VE');
export const combinatorOf = (op: LogicalOperator | undefined): 'and' | 'or' => COMBINATOR_OF[op ?? 'VE'] ?? 'and';

let counter = 0;
/** Ids unique within a page's life; react-querybuilder keys rows by them. */
export const nextId = () => `qb-${(++counter).toString(36)}`;

const isComparison = (op: unknown): op is ComparisonValue => typeof op === 'string' && Object.hasOwn(COMPARISONS, op);

export function conditionToRule(condition: FilterCondition, id: () => string = nextId): BuilderRule {
  const meta: RuleMeta = {};
  if (condition.valueLabel) meta.valueLabel = condition.valueLabel;
  if (condition.sourceField.label) meta.fieldLabel = condition.sourceField.label;
  return {
    id: id(),
    field: condition.sourceField.name,
    operator: condition.comparisonOperator?.value ?? '',
    value: condition.value ?? null,
    ...(Object.keys(meta).length ? { meta } : {}),
  };
}

export function toRqb(tree: Pick<QueryFilter, 'groups'>, id: () => string = nextId): BuilderGroup {
  return {
    id: id(),
    combinator: 'and',
    rules: tree.groups.map((group) => ({
      id: id(),
      combinator: combinatorOf(group.logicalOperator),
      rules: group.conditions.map((c) => conditionToRule(c, id)),
    })),
  };
}

const isGroup = (r: unknown): r is BuilderGroup => typeof r === 'object' && r !== null && Array.isArray((r as BuilderGroup).rules);

/** A rule as a condition: the comparison completed from the contract, the value fitted to it. */
export function ruleToCondition(rule: BuilderRule, fieldsByName: ReadonlyMap<string, QueryBuilderField>): FilterCondition {
  const field = fieldsByName.get(rule.field);
  const op = isComparison(rule.operator) ? rule.operator : null;
  const label = field?.label ?? rule.meta?.fieldLabel;
  const condition: FilterCondition = {
    sourceField: label === undefined ? { name: rule.field } : { name: rule.field, label },
    comparisonOperator: op ? { ...comparisonOption(op), ...(field?.typeaheadPath ? { typeaheadUrl: field.typeaheadPath } : {}) } : null,
    value: fitValue(rule.value, shapeOf(op)),
  };
  // The label names the chosen item only while there is one (a typeahead field's id).
  if (field?.typeaheadPath && rule.meta?.valueLabel && hasValue(condition.value)) condition.valueLabel = rule.meta.valueLabel;
  return condition;
}

/**
 * react-querybuilder's query as our tree: flags (with_trashed, only_trashed) come from `base`,
 * the groups from the query; stray rules at the root (which the builder never makes) are ignored.
 */
export function fromRqb(query: BuilderGroup, sourceType: string, fields: readonly QueryBuilderField[], base: Partial<QueryFilter> = {}): QueryFilter {
  const byName = new Map(fields.map((f) => [f.name, f]));
  const groups: FilterGroup[] = query.rules.filter(isGroup).map((group) => ({
    sourceType,
    logicalOperator: logicalOperatorOf(group.combinator),
    conditions: group.rules.filter((r): r is BuilderRule => !isGroup(r)).map((r) => ruleToCondition(r, byName)),
  }));
  const { groups: _replaced, ...flags } = base;
  return { ...flags, groups };
}

/** Same filter, whatever the key order: the controlled component keeps its row ids while this holds. */
export function sameTree(a: QueryFilter, b: QueryFilter): boolean {
  return stable(a) === stable(b);
}

function stable(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>)
            .filter(([, x]) => x !== undefined)
            .sort(([x], [y]) => (x < y ? -1 : 1)),
        )
      : v,
  );
}
