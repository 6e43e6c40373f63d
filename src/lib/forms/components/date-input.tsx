import { useTranslation } from 'react-i18next';
import { dateTextToValue, dateValueToText, maskDateInput } from '../date-mask';
import { MaskedInput, type KitInputProps } from './masked-input';

/**
 * Typed dd/mm/yyyy, stored yyyy-mm-dd. An incomplete or impossible date is stored as typed, so
 * the form reports a bad date rather than a missing one (see dateValueError).
 */
export function DateInput({ placeholder, ...props }: KitInputProps) {
  const { t } = useTranslation('forms');
  return (
    <MaskedInput
      {...props}
      mask={maskDateInput}
      toText={dateValueToText}
      toValue={dateTextToValue}
      inputmode="numeric"
      autocomplete="off"
      placeholder={placeholder ?? t('date.placeholder')}
    />
  );
}
