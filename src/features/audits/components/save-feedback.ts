import type { TFunction } from 'i18next';
import { PERSISTENCE_MESSAGES } from '@/lib/outbox/storage';
import { toasts } from '@/lib/ui/toasts';
import type { DeleteOutcome, SaveOutcome } from '../offline/save';
import { SaveRefusedError } from '../offline/save';
import { reportError } from '@/lib/api/query-client';

/** The success toast of a save: the server's helper_data.message, or where the record waits. */
export function saveFeedback(outcome: SaveOutcome, t: TFunction, fallback: string): void {
  if (outcome.kind === 'sent') {
    toasts.success(outcome.message ?? fallback);
    return;
  }
  if (outcome.kind === 'resent') {
    toasts.show({ kind: 'info', message: t('audits:device.resent') });
    return;
  }
  toasts.show({ kind: 'info', message: navigator.onLine ? t('audits:device.queuedOnline') : t('audits:device.queuedOffline') });
  if (outcome.persistence && outcome.persistence !== 'granted') toasts.show({ kind: 'warning', message: t(PERSISTENCE_MESSAGES[outcome.persistence]) });
}

export function deleteFeedback(outcome: DeleteOutcome, t: TFunction, fallback: string): void {
  if (outcome.kind === 'sent') toasts.success(outcome.message ?? fallback);
  else if (outcome.kind === 'dropped') toasts.success(t('audits:device.dropped'));
  else toasts.show({ kind: 'info', message: t('audits:device.deleteQueued') });
}

/** The device's own refusals carry their words (or an i18next key); server refusals go through the shared handler. */
export function saveFailure(error: unknown, t: TFunction): void {
  if (error instanceof SaveRefusedError) toasts.show({ kind: 'error', message: t(error.message) });
  else reportError(error);
}
