import { IonInput } from '@ionic/react';
import { useState } from 'react';
import { formatDecimal, maskDecimalInput, padDecimal, parseDecimal } from '../decimal';
import { invalidClass, showText, useIonInputFocus, type KitInputProps } from './masked-input';

/**
 * Decimal 3.2: stores a number (null when empty), clamped to `max`, shown with two decimals
 * once the field is left. A comma types the decimal point.
 */
export function DecimalInput({
  value,
  onChange,
  onBlur,
  ref,
  max,
  invalid,
  className,
  ...ionProps
}: KitInputProps<number | null> & { max?: number }) {
  const element = useIonInputFocus(ref);
  const [typed, setTyped] = useState(() => formatDecimal(value));
  // '12.' while typing means the stored 12; a value set from outside (a reset) is shown padded.
  const text = parseDecimal(typed) === (value ?? null) ? typed : formatDecimal(value);
  const commit = (next: string) => {
    showText(element.current, next);
    setTyped(next);
    const number = parseDecimal(next);
    if (number !== (value ?? null)) onChange?.(number);
  };
  return (
    <IonInput
      {...ionProps}
      ref={element}
      value={text}
      inputmode="decimal"
      className={invalidClass(className, invalid)}
      onIonInput={(event) => commit(maskDecimalInput(String(event.detail.value ?? ''), { max }))}
      onIonBlur={() => {
        commit(padDecimal(text));
        onBlur?.();
      }}
    />
  );
}
