import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api/client';
import { flattenMessages } from '@/lib/api/error-toasts';

/**
 * A 422 `{ errors: { field: [...] } }` puts each message under its field (the error handler's
 * toasts still show them too, as spec 1 §8 asks). Answers whether any field was marked.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly string[]): boolean {
  if (!(error instanceof ApiError) || error.status !== 422) return false;
  const errors = (error.body as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return false;
  let marked = false;
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    if (!fields.includes(field)) continue;
    setError(field as Path<T>, { type: 'server', message: flattenMessages(messages)[0] }, { shouldFocus: !marked });
    marked = true;
  }
  return marked;
}
