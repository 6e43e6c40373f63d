import { trLower, trUpper } from '@/contracts/text';

/**
 * Full-name fields (spec 1 §5): capitalised words in the Turkish locale ('ismail ılgaz' ->
 * 'İsmail Ilgaz'); only letters (Turkish ones included), space, dot, colon and hyphen are kept.
 * A letter after any of those separators starts a word ('ayşe-nur' -> 'Ayşe-Nur').
 */
const NOT_ALLOWED = /[^\p{L} .:-]/gu;
const WORD_START = /(^|[ .:-])(\p{L})/gu;

export function titleCaseTr(text: string): string {
  return trLower(text).replace(WORD_START, (_, separator: string, letter: string) => separator + trUpper(letter));
}

/** The typed text as the field shows it; a trailing space stays so the next word can be typed. */
export function personNameInput(typed: string): string {
  const kept = typed
    .normalize('NFC')
    .replace(/\s/g, ' ')
    .replace(NOT_ALLOWED, '')
    .replace(/ {2,}/g, ' ')
    .replace(/^ +/, '');
  return titleCaseTr(kept);
}

/** The name as stored when the field is left: masked and trimmed. */
export function finishPersonName(typed: string): string {
  return personNameInput(typed).trim();
}
