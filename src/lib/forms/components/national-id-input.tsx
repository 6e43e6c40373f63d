import { nationalIdInput } from '../national-id-input';
import { MaskedInput, type KitInputProps } from './masked-input';

/** T.C. Kimlik No: digits only, at most 11. Validate with nationalIdFieldError. */
export function NationalIdInput(props: KitInputProps) {
  return <MaskedInput {...props} mask={nationalIdInput} inputmode="numeric" autocomplete="off" />;
}
