import type { TFunction } from 'i18next';

/** The words the server sends for a day without a shift code (shifts.service.ts shortCodeOf). */
const WORDS: Record<string, 'off' | 'leave'> = { OFF: 'off', İZİN: 'leave' };

/** A shift's short code as the screen shows it: a day off or a leave day in the user's language (issue 9: 'OFF' on Turkish screens). */
export function shiftCodeLabel(code: string | null | undefined, t: TFunction): string | null {
  if (!code) return null;
  const word = WORDS[code];
  return word ? t(`work-schedule-demands:shiftCodes.${word}`) : code;
}
