import { and, isNotNull, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  COMPARISONS,
  COMPARISONS_BY_TYPE,
  dropEmptyConditions,
  queryFilterSchema,
  trashedScopeOf,
  type ComparisonValue,
  type FieldType,
  type FilterCondition,
  type FilterValue,
  type QueryFilter,
} from '../../src/contracts/query-filter';
import { searchFold } from '../../src/contracts/text';
import { invalid, invalidField } from '../plugins/http-errors';
import { folded } from './sql';

/**
 * The query builder's filter tree -> a drizzle where-clause, over an allow-list of fields per
 * source type (docs/decisions/query-filter.md). Names from the request only ever select an entry
 * of the allow-list; values only ever travel as bound parameters.
 */

export interface FilterField {
  /** A column, or an expression (e.g. a timestamp cast to date in the wanted zone). */
  column: AnyColumn | SQL;
  type: FieldType;
  /** A subset of COMPARISONS_BY_TYPE[type]; anything outside that set is ignored. */
  operators?: readonly ComparisonValue[];
  /** enum: the values a condition may name. */
  values?: readonly (string | number)[];
  /** The Turkish name used in refusals (the field's name otherwise). */
  label?: string;
}

/** sourceType -> field name -> field. */
export type FilterFields = Record<string, Record<string, FilterField>>;

export interface CompileOptions {
  /** 1 for reports other than 'default' (spec 1 §9). */
  maxGroups?: number;
}

const refuse = (message: string) => invalidField('filter', message);

/** Groups joined with VE; inside, each group's own VE/VEYA. Undefined when nothing is left to filter on. */
export function compileFilter(tree: unknown, fields: FilterFields, options: CompileOptions = {}): SQL | undefined {
  const parsed = queryFilterSchema(options).safeParse(tree ?? {});
  if (!parsed.success) throw invalid({ filter: parsed.error.issues.map((i) => i.message) });
  const groups = dropEmptyConditions(parsed.data).groups.map((group) => {
    if (!Object.hasOwn(fields, group.sourceType)) throw refuse(`Bilinmeyen filtre kaynağı: '${group.sourceType}'.`);
    const allowList = fields[group.sourceType]!;
    if (group.logicalOperator === 'VEYA') {
      const list = asList(group.conditions, allowList);
      if (list) return compileCondition(list, allowList);
    }
    const parts = group.conditions.map((c) => compileCondition(c, allowList));
    return group.logicalOperator === 'VEYA' ? or(...parts)! : and(...parts)!;
  });
  return groups.length ? and(...groups) : undefined;
}

/** Personnel status (spec 1 §4): active = not deleted, inactive = only deleted, all = no condition. */
export function trashedCondition(tree: Pick<QueryFilter, 'with_trashed' | 'only_trashed'>, deletedAt: AnyColumn | SQL): SQL | undefined {
  const scope = trashedScopeOf(tree);
  if (scope === 'all') return undefined;
  return scope === 'inactive' ? isNotNull(deletedAt) : isNull(deletedAt);
}

/**
 * A VEYA group of 'equals' on one field is the same filter as 'in' over their values, and `col in
 * (…)` is an index condition an index-only scan can use, where `col = a or col = b` is not before
 * PostgreSQL 17 (only a bitmap scan, which reads the table).
 */
function asList(conditions: FilterCondition[], allowList: Record<string, FilterField>): FilterCondition | undefined {
  const [first] = conditions;
  const name = first?.sourceField.name;
  if (conditions.length < 2 || !name || !Object.hasOwn(allowList, name)) return undefined;
  if (!conditions.every((c) => c.sourceField.name === name && c.comparisonOperator?.value === 'equals')) return undefined;
  const field = allowList[name]!;
  if (!COMPARISONS_BY_TYPE[field.type].includes('in') || (field.operators && !field.operators.includes('in'))) return undefined;
  const values = conditions.map((c) => single(c.value, field.label ?? name));
  return { ...first, comparisonOperator: { ...first.comparisonOperator!, value: 'in' }, value: values as FilterValue };
}

function compileCondition(condition: FilterCondition, allowList: Record<string, FilterField>): SQL {
  const name = condition.sourceField.name;
  if (!Object.hasOwn(allowList, name)) throw refuse(`'${name}' alanına göre filtrelenemez.`);
  const field = allowList[name]!;
  const label = field.label ?? name;
  const comparison = condition.comparisonOperator!.value;
  const offered = COMPARISONS_BY_TYPE[field.type];
  const allowed = field.operators ? field.operators.filter((o) => offered.includes(o)) : offered;
  if (!allowed.includes(comparison)) {
    throw refuse(`'${label}' alanı için '${COMPARISONS[comparison].label}' karşılaştırması kullanılamaz.`);
  }
  const operand = (value: unknown) => operandOf(field, label, value);
  const lhs = field.type === 'text' ? folded(field.column) : sql`${field.column}`;
  const value = condition.value;

  switch (comparison) {
    case 'is_empty':
      return field.type === 'text' ? sql`(${field.column} is null or ${field.column} = '')` : sql`${field.column} is null`;
    case 'is_not_empty':
      return field.type === 'text' ? sql`(${field.column} is not null and ${field.column} <> '')` : sql`${field.column} is not null`;
    case 'contains':
      return sql`${lhs} like ${likePattern(single(value, label), '%', '%')}`;
    case 'not_contains':
      return sql`(${field.column} is null or ${lhs} not like ${likePattern(single(value, label), '%', '%')})`;
    case 'starts_with':
      return sql`${lhs} like ${likePattern(single(value, label), '', '%')}`;
    case 'ends_with':
      return sql`${lhs} like ${likePattern(single(value, label), '%', '')}`;
    case 'between': {
      if (!Array.isArray(value) || value.length !== 2) throw refuse(`'${label}' alanı için başlangıç ve bitiş değerlerini giriniz.`);
      // Symmetric: a range typed backwards still finds what lies between its ends. Written with
      // least/greatest (the values are never null here) rather than BETWEEN SYMMETRIC, which
      // PostgreSQL expands to an OR of two ranges that no index scan takes as its condition.
      const [a, b] = [operand(value[0]), operand(value[1])];
      return sql`${lhs} between least(${a}, ${b}) and greatest(${a}, ${b})`;
    }
    case 'in': {
      const list = (Array.isArray(value) ? value : [value]).filter((v) => typeof v !== 'string' || v.trim() !== '');
      if (!list.length) throw refuse(`'${label}' alanı için en az bir değer giriniz.`);
      return sql`${lhs} in (${sql.join(list.map(operand), sql`, `)})`;
    }
    case 'equals':
      return sql`${lhs} = ${operand(single(value, label))}`;
    case 'not_equals':
      // 'Not X' includes the records that have no value at all.
      return sql`${lhs} is distinct from ${operand(single(value, label))}`;
    case 'gt':
      return sql`${lhs} > ${operand(single(value, label))}`;
    case 'gte':
      return sql`${lhs} >= ${operand(single(value, label))}`;
    case 'lt':
      return sql`${lhs} < ${operand(single(value, label))}`;
    case 'lte':
      return sql`${lhs} <= ${operand(single(value, label))}`;
  }
}

function single(value: FilterValue | undefined, label: string): string | number | boolean {
  if (Array.isArray(value) || value === null || value === undefined) throw refuse(`'${label}' alanı için tek bir değer giriniz.`);
  return value;
}

/** LIKE over the folded text; the user's %, _ and \ are matched literally. */
function likePattern(value: string | number | boolean, before: '%' | '', after: '%' | ''): string {
  const needle = searchFold(String(value)).replace(/[\\%_]/g, (c) => `\\${c}`);
  return `${before}${needle}${after}`;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const NUMBER = /^-?\d{1,15}(\.\d{1,6})?$/;

/** A value checked against the field's type, as a bound parameter. */
function operandOf(field: FilterField, label: string, value: unknown): SQL {
  switch (field.type) {
    case 'text':
      if (typeof value === 'boolean') throw refuse(`'${label}' alanı için metin giriniz.`);
      return sql`${searchFold(String(value))}`;
    case 'number': {
      const n = typeof value === 'number' ? value : typeof value === 'string' && NUMBER.test(value.trim()) ? Number(value) : NaN;
      if (!Number.isFinite(n)) throw refuse(`'${label}' alanı için geçerli bir sayı giriniz.`);
      // A whole number as bigint: integer = bigint is in the btree's integer family, so an index on
      // an integer column (security_project_id) serves it; integer = numeric casts the column and
      // leaves the index out.
      return Number.isSafeInteger(n) ? sql`${n}::bigint` : sql`${n}::numeric`;
    }
    case 'date': {
      if (typeof value !== 'string' || !isCalendarDate(value)) throw refuse(`'${label}' alanı için geçerli bir tarih giriniz (YYYY-AA-GG).`);
      return sql`${value}::date`;
    }
    case 'boolean': {
      const b = value === true || value === 'true' || value === 1 || value === '1' ? true : value === false || value === 'false' || value === 0 || value === '0' ? false : undefined;
      if (b === undefined) throw refuse(`'${label}' alanı için evet veya hayır seçiniz.`);
      return sql`${b}::boolean`;
    }
    case 'enum': {
      if (typeof value !== 'string' && typeof value !== 'number') throw refuse(`'${label}' alanı için geçersiz değer.`);
      if (field.values && !field.values.some((v) => String(v) === String(value))) throw refuse(`'${label}' alanı için geçersiz değer.`);
      return sql`${value}`;
    }
  }
}

function isCalendarDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1000 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}
