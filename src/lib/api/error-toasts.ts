/**
 * Spec 1 §8 "General handling of a failed response", as a pure function: what toasts a failed
 * response gives. 401 is handled by the client (sign-out), not here.
 */
export type ToastKind = 'error' | 'info' | 'warning' | 'success';

export interface ToastSpec {
  kind: ToastKind;
  header?: string;
  message: string;
}

export const NETWORK_ERROR = 'Sunucuya ulaşılamıyor. Bağlantınızı kontrol edin.';

/** errors may be a list, a keyed object, or nested lists: every string inside, in order. */
export function flattenMessages(errors: unknown): string[] {
  if (errors == null) return [];
  if (typeof errors === 'string') return [errors];
  if (Array.isArray(errors)) return errors.flatMap(flattenMessages);
  if (typeof errors === 'object') return Object.values(errors as Record<string, unknown>).flatMap(flattenMessages);
  return [String(errors)];
}

const asList = (v: unknown) => flattenMessages(v);

export function errorToasts(status: number, statusText: string, body: unknown): ToastSpec[] {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const message = typeof b.message === 'string' ? b.message : undefined;
  if (status === 0) return [{ kind: 'error', message: NETWORK_ERROR }];
  if (status >= 500) {
    const list = asList(b.errors);
    const messages = list.length ? list : [message ?? statusText];
    return messages.map((m) => ({ kind: 'error', header: 'Bilgi', message: m }));
  }
  const errors = asList(b.errors);
  if (errors.length) return errors.map((m) => ({ kind: 'error', message: m }));
  const infos = asList(b.info);
  if (infos.length) return infos.map((m) => ({ kind: 'info', message: m }));
  const warnings = asList(b.warning);
  if (warnings.length) return warnings.map((m) => ({ kind: 'warning', message: m }));
  return [{ kind: 'error', header: String(status), message: message ?? statusText }];
}
