import { IonButton, IonIcon, IonInput, IonToggle } from '@ionic/react';
import { addOutline, trashOutline } from 'ionicons/icons';
import { Controller, useFieldArray, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DepartmentBody } from '@/contracts/organisation/departments';
import { FormField } from '@/lib/forms/components/form-field';
import { SelectInput } from '@/lib/forms/components/select-input';
import { IconButton } from '@/lib/ui/icon-button';

export interface ContactCardsValues { contact_cards: DepartmentBody['contact_cards'] }

/** A department's contact cards (spec 1 §3): an address, primary or not, and its numbers (number, ext, type normal). */
export function ContactCardsField({ control, addresses }: { control: Control<ContactCardsValues>; addresses: { id: number; name: string }[] }) {
  const { t } = useTranslation('organisation');
  const cards = useFieldArray({ control, name: 'contact_cards' });
  return (
    <fieldset className="org-contact-cards" data-testid="contact-cards">
      <legend>{t('contactCards.title')}</legend>
      {cards.fields.map((card, i) => (
        <div key={card.id} className="org-contact-card" data-testid={`contact-card-${i}`}>
          <Controller control={control} name={`contact_cards.${i}.address_id`} render={({ field, fieldState }) => (
            <FormField error={fieldState.error?.message}>
              <SelectInput label={t('contactCards.address')} value={field.value as number | null | undefined} emptyOption={t('filters.none')} options={addresses.map((a) => ({ value: a.id, label: a.name }))}
                onChange={(v) => field.onChange(v ? Number(v) : null)} testId={`contact-card-${i}-address`} />
            </FormField>
          )} />
          <Controller control={control} name={`contact_cards.${i}.primary`} render={({ field }) => (
            <IonToggle checked={!!field.value} onIonChange={(e) => field.onChange(e.detail.checked)} labelPlacement="end" data-testid={`contact-card-${i}-primary`}>{t('contactCards.primary')}</IonToggle>
          )} />
          <Numbers control={control} card={i} />
          <IonButton fill="clear" color="danger" size="small" onClick={() => cards.remove(i)} data-testid={`contact-card-${i}-remove`}>
            <IonIcon aria-hidden="true" slot="start" icon={trashOutline} />{t('contactCards.remove')}
          </IonButton>
        </div>
      ))}
      {cards.fields.length < 10 && (
        <IonButton fill="outline" size="small" onClick={() => cards.append({ address_id: null, primary: cards.fields.length === 0, numbers: [{ number: '', ext: null, type: 'normal' }] })} data-testid="contact-card-add">
          <IonIcon aria-hidden="true" slot="start" icon={addOutline} />{t('contactCards.add')}
        </IonButton>
      )}
    </fieldset>
  );
}

function Numbers({ control, card }: { control: Control<ContactCardsValues>; card: number }) {
  const { t } = useTranslation('organisation');
  const numbers = useFieldArray({ control, name: `contact_cards.${card}.numbers` });
  return (
    <div className="org-contact-numbers">
      {numbers.fields.map((n, j) => (
        <div key={n.id} className="org-contact-number">
          <Controller control={control} name={`contact_cards.${card}.numbers.${j}.number`} render={({ field, fieldState }) => (
            <FormField error={fieldState.error?.message}>
              <IonInput label={t('contactCards.number')} labelPlacement="stacked" inputmode="numeric" maxlength={15} value={field.value}
                onIonInput={(e) => field.onChange(String(e.detail.value ?? '').replace(/\D/g, ''))} data-testid={`contact-card-${card}-number-${j}`} />
            </FormField>
          )} />
          <Controller control={control} name={`contact_cards.${card}.numbers.${j}.ext`} render={({ field, fieldState }) => (
            <FormField error={fieldState.error?.message}>
              <IonInput label={t('contactCards.ext')} labelPlacement="stacked" inputmode="numeric" maxlength={10} value={field.value ?? ''}
                onIonInput={(e) => field.onChange(String(e.detail.value ?? '').replace(/\D/g, '') || null)} data-testid={`contact-card-${card}-ext-${j}`} />
            </FormField>
          )} />
          <IconButton icon={trashOutline} label={t('contactCards.removeNumber')} onClick={() => numbers.remove(j)} danger />
        </div>
      ))}
      {numbers.fields.length < 10 && (
        <IonButton fill="clear" size="small" onClick={() => numbers.append({ number: '', ext: null, type: 'normal' })} data-testid={`contact-card-${card}-add-number`}>
          <IonIcon aria-hidden="true" slot="start" icon={addOutline} />{t('contactCards.addNumber')}
        </IonButton>
      )}
    </div>
  );
}
