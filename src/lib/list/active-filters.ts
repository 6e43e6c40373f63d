import { dateValueToText } from '@/lib/forms/date-mask';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** How a filter's URL value reads on its chip: dates as dd/mm/yyyy, the rest as they are. */
export function describeFilterValue(value: string): string {
  return ISO_DATE.test(value) ? dateValueToText(value) : value;
}

/**
 * The chips of a list's active filters: one per non-empty filter whose label is known, in the order
 * the list declares them; values through `describe` when it knows better (a name for an id).
 */
export function activeFilters(
  filters: Record<string, string>,
  labels: Record<string, string>,
  describe?: (key: string, value: string) => string | null | undefined,
): { key: string; label: string; value: string }[] {
  return Object.entries(filters)
    .filter(([key, value]) => value !== '' && labels[key] !== undefined)
    .map(([key, value]) => ({ key, label: labels[key]!, value: describe?.(key, value) ?? describeFilterValue(value) }));
}
