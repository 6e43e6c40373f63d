import type { TFunction } from 'i18next';
import { displayDateTime } from '@/contracts/display-dates';

/** dd/mm/yyyy HH:mm in either language (spec 1 §5). */
export const formatTime = (ms: number | undefined) => displayDateTime(ms);

/**
 * The outbox engine writes either the server's own words or a key of its 'outbox' namespace
 * ('outbox:errors.network') for what the device itself found.
 */
export function messageText(message: string, t: TFunction): string {
  return message.startsWith('outbox:') ? t(message) : message;
}
