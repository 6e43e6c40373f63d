import { zodResolver } from '@hookform/resolvers/zod';
import { IonButton, IonToggle } from '@ionic/react';
import { closeOutline } from 'ionicons/icons';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { demandTypeBody, type DemandType, type DemandTypeBody } from '@/contracts/demands';
import type { RoleDisplay as RoleDisplayValue } from '@/contracts/people';
import { FormField } from '@/lib/forms/components/form-field';
import { TextField } from '@/lib/forms/components/text-field';
import { labelledErrorMap } from '@/lib/forms/field-messages';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { RoleDisplay } from '@/lib/people/role-display';
import type { Company } from '../api/demand-types';
import { RolePicker } from './role-picker';
import './demands.css';
import { FormActions } from '@/lib/forms/components/form-actions';
import { IconButton } from '@/lib/ui/icon-button';

const FIELDS = ['name', 'role_ids', 'sequence_yearly_reset'] as const;

export interface DemandTypeFormProps {
  type: DemandType | null;
  companies: Company[];
  saving: boolean;
  onSubmit: (body: DemandTypeBody) => Promise<unknown>;
}

/** Name, receiving roles (company → department → role, any number) and yearly numbering. */
export function DemandTypeForm({ type, companies, saving, onSubmit }: DemandTypeFormProps) {
  const { t } = useTranslation('demands');
  const labels = Object.fromEntries(FIELDS.map((f) => [f, t(f === 'role_ids' ? 'fields.roles' : `fields.${f}`)]));
  const [roles, setRoles] = useState<RoleDisplayValue[]>(type?.roles ?? []);
  const form = useForm<DemandTypeBody>({
    resolver: zodResolver(demandTypeBody, { error: labelledErrorMap(labels) }),
    defaultValues: { name: type?.name ?? '', role_ids: type?.role_ids ?? [], sequence_yearly_reset: type?.sequence_yearly_reset ?? false },
  });
  const changeRoles = (next: RoleDisplayValue[]) => {
    setRoles(next);
    form.setValue('role_ids', next.map((r) => r.role.id), { shouldValidate: form.formState.isSubmitted });
  };
  const submit = form.handleSubmit((body) => onSubmit(body).catch((error: unknown) => applyServerErrors(error, form.setError, FIELDS)));
  const rolesError = form.formState.errors.role_ids;

  return (
    <form className="apron-form" onSubmit={submit} noValidate data-testid="demand-type-form">
      <TextField control={form.control} name="name" label={labels.name} maxlength={120} testId="demand-type-name" />
      <section className="demand-section">
        <h2>{labels.role_ids}</h2>
        <FormField error={rolesError ? (rolesError.message ?? t('types.noRoles')) : undefined}>
          <ul className="demand-chosen-roles" data-testid="demand-type-roles">
            {roles.map((r) => (
              <li key={r.role.id}>
                <RoleDisplay value={r} />
                <IconButton icon={closeOutline} label={t('actions.removeRole')} onClick={() => changeRoles(roles.filter((x) => x.role.id !== r.role.id))} danger testId={`demand-type-role-remove-${r.role.id}`} />
              </li>
            ))}
          </ul>
          {!roles.length && <p className="demand-note">{t('types.noRoles')}</p>}
        </FormField>
        <RolePicker
          companies={companies}
          exclude={new Set(roles.map((r) => r.role.id))}
          buttonText={t('actions.addRole')}
          onPick={(role) => changeRoles([...roles, role])}
          testId="demand-type-role-picker"
        />
      </section>
      <Controller
        control={form.control}
        name="sequence_yearly_reset"
        render={({ field }) => (
          <IonToggle checked={field.value} onIonChange={(e) => field.onChange(e.detail.checked)} labelPlacement="end" data-testid="demand-type-yearly">
            {labels.sequence_yearly_reset}
          </IonToggle>
        )}
      />
      <FormActions>
        <IonButton type="submit" disabled={saving} data-testid="demand-type-save">
          {t('actions.save')}
        </IonButton>
      </FormActions>
    </form>
  );
}
