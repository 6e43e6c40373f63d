/**
 * Turkish-aware text helpers shared by client and server.
 * `searchFold` makes a search match however the user typed: 'İSMAİL', 'ismail' and 'ISMAIL' alike.
 * server/db/sql.ts folds the column the same way (FOLD_FROM -> FOLD_TO, then lower()).
 */
export const FOLD_FROM = 'ÇĞİIÖŞÜçğıöşüÂâÎîÛû';
export const FOLD_TO = 'cgiiosucgiosuaaiiuu';

export function searchFold(value: string): string {
  let out = '';
  for (const ch of value) {
    const i = FOLD_FROM.indexOf(ch);
    out += i >= 0 ? FOLD_TO[i] : ch;
  }
  return out.toLowerCase().trim();
}

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

export const trUpper = (value: string) => value.toLocaleUpperCase('tr');
export const trLower = (value: string) => value.toLocaleLowerCase('tr');

const collator = new Intl.Collator('tr', { sensitivity: 'base', numeric: true });
/** Sorting names as a Turkish reader expects (Ç after C, İ after I, Ş after S). */
export const trCompare = (a: string, b: string) => collator.compare(a, b);
