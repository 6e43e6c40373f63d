import { ApiError } from '@/lib/api/client';
import { flattenMessages, NETWORK_ERROR } from '@/lib/api/error-toasts';

/**
 * Spec 2 §8: a failed position search in the warning list shows one error toast with the first
 * server error message; without one, the server's message, else the connection text.
 */
export function firstErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return NETWORK_ERROR;
  const body = (error.body ?? {}) as { errors?: unknown; message?: unknown };
  return flattenMessages(body.errors)[0] ?? (typeof body.message === 'string' ? body.message : error.statusText || NETWORK_ERROR);
}
