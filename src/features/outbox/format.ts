import type { TFunction } from 'i18next';

/** dd.MM.yyyy HH:mm in Turkish, the English equivalent otherwise. */
export function formatTime(ms: number | undefined, language: string): string {
  if (ms === undefined) return '';
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'tr-TR', { dateStyle: 'short', timeStyle: 'short' }).format(ms);
}

/**
 * The outbox engine writes either the server's own words or a key of its 'outbox' namespace
 * ('outbox:errors.network') for what the device itself found.
 */
export function messageText(message: string, t: TFunction): string {
  return message.startsWith('outbox:') ? t(message) : message;
}
