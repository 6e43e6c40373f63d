import { useTranslation } from 'react-i18next';
import { phoneFlagged, phoneInput } from '../phone';
import { MaskedInput, type KitInputProps } from './masked-input';

/**
 * Phone number without the leading 0 (blocked as typed), at most 10 digits. A value whose second
 * character is 0, + or 9 gets a hint under the field; validate with phoneError.
 */
export function PhoneInput({ placeholder, helperText, ...props }: KitInputProps) {
  const { t } = useTranslation('forms');
  return (
    <MaskedInput
      {...props}
      mask={phoneInput}
      type="tel"
      inputmode="tel"
      autocomplete="tel-national"
      placeholder={placeholder ?? t('phone.placeholder')}
      helperText={phoneFlagged(props.value) ? t('phone.flagged') : helperText}
    />
  );
}
