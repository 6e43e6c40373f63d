import { FOLD_FROM, FOLD_TO } from '@/contracts/text';

/**
 * Upper-case code fields (spec 1 §5): Turkish letters become their plain Latin forms (ç -> C,
 * ğ -> G, ı and i -> I, ö -> O, ş -> S, ü -> U), everything is upper-cased, and only A–Z (or
 * A–Z and 0–9) is kept. Other accented letters lose their accent (é -> E).
 */
export function latinUpper(value: string): string {
  let folded = '';
  for (const ch of value) {
    const i = FOLD_FROM.indexOf(ch);
    folded += i >= 0 ? FOLD_TO[i] : ch;
  }
  return folded.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
}

/** Letters only: A–Z. */
export function letterCode(value: string): string {
  return latinUpper(value).replace(/[^A-Z]/g, '');
}

/** Letters and digits: A–Z, 0–9. */
export function alphanumericCode(value: string): string {
  return latinUpper(value).replace(/[^A-Z0-9]/g, '');
}
