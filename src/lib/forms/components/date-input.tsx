import { IonButton, IonIcon } from '@ionic/react';
import '@/lib/ui/kit-content.css';
import { calendarOutline } from 'ionicons/icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/lib/ui/dialog';
import { Loading } from '@/lib/ui/states';
import { dateTextToValue, dateValueToText, maskDateInput } from '../date-mask';
import { MaskedInput, type KitInputProps } from './masked-input';

// The month grid loads on the first press of a calendar button, never with the form.
const Calendar = lazy(() => import('./calendar'));

export interface DateInputProps extends KitInputProps {
  /** Earliest and latest day the calendar offers (yyyy-mm-dd); typing is checked by the form's rules. */
  min?: string;
  max?: string;
  'data-testid'?: string;
}

/**
 * The app's one date input (docs/ui.md): typed dd/mm/yyyy with the digits keyboard, stored
 * yyyy-mm-dd, and a calendar button for those who would rather pick. An incomplete or impossible
 * date is stored as typed, so the form reports a bad date rather than a missing one (see dateValueError).
 */
export function DateInput({ placeholder, min, max, ...props }: DateInputProps) {
  const { t, i18n } = useTranslation(['forms', 'common']);
  const [open, setOpen] = useState(false);
  const testId = props['data-testid'];
  return (
    <div className="apron-date">
      <MaskedInput
        {...props}
        mask={maskDateInput}
        toText={dateValueToText}
        toValue={dateTextToValue}
        inputmode="numeric"
        autocomplete="off"
        placeholder={placeholder ?? t('date.placeholder')}
      />
      {!props.disabled && !props.readonly && (
        <IonButton fill="clear" className="apron-date-calendar" aria-label={t('common:date.open')} title={t('common:date.open')} onClick={() => setOpen(true)} data-testid={testId ? `${testId}-calendar` : undefined}>
          <IonIcon aria-hidden="true" slot="icon-only" icon={calendarOutline} />
        </IonButton>
      )}
      <Dialog open={open} title={props.label ?? t('common:date.title')} closeText={t('common:actions.close')} onClose={() => setOpen(false)} maxWidth="360px">
        <Suspense fallback={<Loading />}>
          <Calendar
            value={props.value ?? ''}
            min={min}
            max={max}
            language={i18n.language}
            onPick={(iso) => {
              props.onChange?.(iso);
              setOpen(false);
            }}
          />
        </Suspense>
      </Dialog>
    </div>
  );
}
