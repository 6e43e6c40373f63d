import { IonInput } from '@ionic/react';
import { useImperativeHandle, useRef, type ComponentProps, type Ref } from 'react';

type IonInputProps = ComponentProps<typeof IonInput>;

/** What react-hook-form calls to focus the first invalid field. */
export interface FocusHandle {
  focus(): void;
}

/**
 * Props every kit input takes: the `field` a Controller hands to `render` (name, value, onChange,
 * onBlur, ref, disabled) plus IonInput's look. Spread the field: `<DateInput {...field} label=… />`.
 */
export interface KitInputProps<V = string> {
  name?: string;
  value?: V | null;
  onChange?: (value: V) => void;
  onBlur?: () => void;
  ref?: Ref<FocusHandle>;
  disabled?: boolean;
  readonly?: boolean;
  required?: boolean;
  label?: string;
  labelPlacement?: IonInputProps['labelPlacement'];
  fill?: IonInputProps['fill'];
  placeholder?: string;
  helperText?: string;
  /** Draws the input as invalid; FormField shows the message under it. */
  invalid?: boolean;
  className?: string;
}

export const invalidClass = (className: string | undefined, invalid: boolean | undefined) =>
  [className, invalid ? 'ion-invalid ion-touched' : ''].filter(Boolean).join(' ') || undefined;

/** Focus for react-hook-form, forwarded to the ion-input. */
export function useIonInputFocus(ref: Ref<FocusHandle> | undefined) {
  const element = useRef<HTMLIonInputElement>(null);
  useImperativeHandle(ref, () => ({ focus: () => void element.current?.setFocus() }), []);
  return element;
}

/**
 * IonInput keeps the raw keystroke when the masked text equals what React last rendered (a
 * refused letter, say): nothing re-renders, so the masked text is written back by hand.
 */
export function showText(element: HTMLIonInputElement | null, text: string) {
  if (element && element.value !== text) element.value = text;
}

export interface MaskedInputProps extends KitInputProps {
  /** The typed text as the field shows it. */
  mask: (typed: string) => string;
  /** Stored value -> shown text (default: the same). */
  toText?: (value: string) => string;
  /** Shown text -> stored value (default: the same). */
  toValue?: (text: string) => string;
  /** Applied when the field is left (trim, pad). */
  finish?: (text: string) => string;
  type?: IonInputProps['type'];
  inputmode?: IonInputProps['inputmode'];
  autocomplete?: IonInputProps['autocomplete'];
  autocapitalize?: string;
}

const same = (s: string) => s;

/** A text input that applies `mask` while typing; the base of the kit's string inputs. */
export function MaskedInput({
  value,
  onChange,
  onBlur,
  ref,
  mask,
  toText = same,
  toValue = same,
  finish,
  invalid,
  className,
  ...ionProps
}: MaskedInputProps) {
  const element = useIonInputFocus(ref);
  const text = toText(value ?? '');
  const commit = (next: string) => {
    showText(element.current, next);
    if (next !== text) onChange?.(toValue(next));
  };
  return (
    <IonInput
      {...ionProps}
      ref={element}
      value={text}
      className={invalidClass(className, invalid)}
      onIonInput={(event) => commit(mask(String(event.detail.value ?? '')))}
      onIonBlur={() => {
        if (finish) commit(finish(text));
        onBlur?.();
      }}
    />
  );
}
