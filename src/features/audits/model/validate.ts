import type { z } from 'zod';
import { labelledErrorMap } from '@/lib/forms/field-messages';

export type FieldErrors = Record<string, string>;

/**
 * Checks a body against the contract's schema before it is saved (on the device it has no server
 * to refuse it until later): the parsed body, or the first message per field, each field named
 * by the form's own name (`rename`, e.g. started_at → start_date).
 */
export function validateBody<S extends z.ZodType>(
  schema: S,
  body: unknown,
  labels: Record<string, string>,
  rename: Record<string, string> = {},
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const parsed = schema.safeParse(body, { error: labelledErrorMap(labels) });
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    const name = rename[field] ?? field;
    errors[name] ??= issue.message;
  }
  return { ok: false, errors };
}

/** A 422 answer's `{ errors: { field: [...] } }` by the form's field names. */
export function serverFieldErrors(body: unknown, rename: Record<string, string> = {}): FieldErrors {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return {};
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    const first = Array.isArray(messages) ? messages[0] : messages;
    const key = field.split('.')[0]!;
    if (typeof first === 'string') out[rename[key] ?? key] ??= first;
  }
  return out;
}
