import type { z } from 'zod';

/**
 * Employee-style forms (spec 1 §5): a required empty field shows '{label} değeri boş
 * bırakılamaz!'; any other problem shows '{label} değeri ile ilgili bir sorun mevcut!'.
 */
export const requiredMessage = (label: string) => `${label} değeri boş bırakılamaz!`;
export const invalidMessage = (label: string) => `${label} değeri ile ilgili bir sorun mevcut!`;

/** Nothing was given: undefined, null, blank text or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/** A field's label by its full path ('address.city') or, failing that, its top-level name. */
function labelOf(path: readonly PropertyKey[] | undefined, labels: Record<string, string>): string {
  const keys = (path ?? []).map(String);
  return labels[keys.join('.')] ?? labels[keys[0] ?? ''] ?? keys.join('.');
}

/**
 * A zod error map giving every issue the employee-style message of its field, for
 * `zodResolver(schema, { error: labelledErrorMap(labels) })`. Messages a schema sets itself
 * (the spec's own words, such as the national id's) take precedence, as zod applies them first.
 */
export function labelledErrorMap(labels: Record<string, string>): z.core.$ZodErrorMap {
  return (issue) => {
    const label = labelOf(issue.path, labels);
    return isEmptyValue(issue.input) ? requiredMessage(label) : invalidMessage(label);
  };
}
