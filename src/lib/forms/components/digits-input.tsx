import { digitsOnly } from '../digits';
import { MaskedInput, type KitInputProps } from './masked-input';

/** Numbers-only field: non-digits are dropped as typed; `maxLength` caps the digits. */
export function DigitsInput({ maxLength, ...props }: KitInputProps & { maxLength?: number }) {
  return <MaskedInput {...props} mask={(typed) => digitsOnly(typed, maxLength)} inputmode="numeric" />;
}
