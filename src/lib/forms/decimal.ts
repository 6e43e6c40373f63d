import { DECIMAL_FRACTION_DIGITS, DECIMAL_INTEGER_DIGITS } from './constants';

/**
 * Decimal fields (spec 1 §5): up to 3 integer digits and 2 decimals, clamped to a maximum,
 * padded to two decimals when the field is left. A comma is read as the decimal point, as Turkish
 * keyboards type it; the field shows and stores a point.
 */
export interface DecimalOptions {
  /** Values above it become it while typing. */
  max?: number;
}

function formatMax(max: number): string {
  return String(Math.round(max * 10 ** DECIMAL_FRACTION_DIGITS) / 10 ** DECIMAL_FRACTION_DIGITS);
}

/** The typed text as the field shows it. */
export function maskDecimalInput(typed: string, { max }: DecimalOptions = {}): string {
  const cleaned = typed.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const point = cleaned.indexOf('.');
  const integerTyped = point < 0 ? cleaned : cleaned.slice(0, point);
  const fraction = point < 0 ? null : cleaned.slice(point + 1).replace(/\./g, '').slice(0, DECIMAL_FRACTION_DIGITS);
  let integer = integerTyped.replace(/^0+(?=\d)/, '').slice(0, DECIMAL_INTEGER_DIGITS);
  if (integer === '' && fraction !== null) integer = '0'; // '.5' -> '0.5'
  const text = fraction === null ? integer : `${integer}.${fraction}`;
  if (max !== undefined && text !== '' && Number(text) > max) return formatMax(max);
  return text;
}

/** The number a decimal text means, or null when empty. */
export function parseDecimal(text: string | null | undefined): number | null {
  if (!text) return null;
  const n = Number(text.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

/** Two decimals on blur: '5' -> '5.00', '12.3' -> '12.30', '' stays ''. */
export function padDecimal(text: string): string {
  const n = parseDecimal(text);
  return n === null ? '' : n.toFixed(DECIMAL_FRACTION_DIGITS);
}

/** How a stored number is shown: '' for none, two decimals otherwise. */
export function formatDecimal(value: number | null | undefined): string {
  return value == null || !Number.isFinite(value) ? '' : value.toFixed(DECIMAL_FRACTION_DIGITS);
}
