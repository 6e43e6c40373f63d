/**
 * Typed 24-hour times (spec 1 §5: HH:mm, never AM/PM): digits only, the colon inserted, hours at
 * most 23 and minutes at most 59; a first hour digit above 2 means 0X ('9' -> '09').
 */
export function maskTimeInput(typed: string): string {
  const digits: string[] = [];
  for (const ch of typed) {
    if (!/\d/.test(ch)) {
      // '9:' or '9.' → '09:'
      if ((ch === ':' || ch === '.') && digits.length === 1) digits.unshift('0');
      continue;
    }
    const n = digits.length;
    if (n === 0 && ch > '2') digits.push('0', ch);
    else if (n === 1 && digits[0] === '2' && ch > '3') continue;
    else if (n === 2 && ch > '5') continue;
    else if (n < 4) digits.push(ch);
  }
  const text = digits.join('');
  return text.length > 2 ? `${text.slice(0, 2)}:${text.slice(2)}` : text;
}

/** Whether a value is a complete time. */
export const isCompleteTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

/** A stored time ('HH:mm' or 'HH:mm:ss') as the field shows it. */
export const timeValueToText = (value: string | null | undefined) => (value ? maskTimeInput(value.slice(0, 5)) : '');
