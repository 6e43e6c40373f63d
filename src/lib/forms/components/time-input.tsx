import { useTranslation } from 'react-i18next';
import { maskTimeInput, timeValueToText } from '../time-mask';
import { MaskedInput, type KitInputProps } from './masked-input';

/**
 * The app's one time input (docs/ui.md): typed 24-hour 'HH:mm' with the digits keyboard — never the
 * browser's picker, which shows '12:00 AM' on English-language devices.
 */
export function TimeInput({ placeholder, ...props }: KitInputProps & { 'data-testid'?: string }) {
  const { t } = useTranslation('forms');
  return <MaskedInput {...props} mask={maskTimeInput} toText={timeValueToText} inputmode="numeric" autocomplete="off" placeholder={placeholder ?? t('time.placeholder')} />;
}
