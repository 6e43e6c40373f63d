/**
 * Form messages come in two kinds: the spec's own words (returned verbatim, whatever the
 * interface language) and the kit's words, carried as i18next keys ('forms:errors.x') and
 * translated where they are shown (FormField). A key never contains whitespace, a sentence does.
 */
export const FORM_MESSAGES = {
  dateIncomplete: 'forms:errors.dateIncomplete',
  dateImpossible: 'forms:errors.dateImpossible',
  phoneInvalid: 'forms:errors.phoneInvalid',
  imageOnly: 'forms:errors.imageOnly',
} as const;

export type FormMessageKey = (typeof FORM_MESSAGES)[keyof typeof FORM_MESSAGES];

const MESSAGE_KEY = /^[a-z][\w-]*:[\w.-]+$/i;

export function isMessageKey(message: string): boolean {
  return MESSAGE_KEY.test(message);
}

/** The text to show for a field message: keys are translated, sentences shown as they are. */
export function fieldMessageText(message: string, translate: (key: string) => string): string {
  return isMessageKey(message) ? translate(message) : message;
}
