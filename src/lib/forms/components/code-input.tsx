import { alphanumericCode, letterCode } from '../latin-code';
import { MaskedInput, type KitInputProps } from './masked-input';

/** Upper-case Latin code: A–Z only, or A–Z and 0–9 with `digits`. Turkish letters become plain Latin. */
export function CodeInput({ digits = false, ...props }: KitInputProps & { digits?: boolean }) {
  return <MaskedInput {...props} mask={digits ? alphanumericCode : letterCode} autocapitalize="characters" autocomplete="off" />;
}
