import { finishPersonName, personNameInput } from '../person-name';
import { MaskedInput, type KitInputProps } from './masked-input';

/** Full name in Turkish title case; letters, space, dot, colon and hyphen only; trimmed on leaving. */
export function NameInput(props: KitInputProps) {
  return <MaskedInput {...props} mask={personNameInput} finish={finishPersonName} autocapitalize="words" />;
}
