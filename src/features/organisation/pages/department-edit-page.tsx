import { IonButton, IonToggle } from '@ionic/react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import {
  createDepartment, departmentBody, deleteDepartmentLogo, updateDepartment, uploadDepartmentLogo, type Department, type DepartmentBody,
} from '@/contracts/organisation/departments';
import { FileInput } from '@/lib/forms/components/file-input';
import { ContactCardsField, type ContactCardsValues } from '../components/contact-cards-field';
import { call } from '@/lib/api/client';
import { FormField } from '@/lib/forms/components/form-field';
import { SelectInput } from '@/lib/forms/components/select-input';
import { TextField } from '@/lib/forms/components/text-field';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { reportError } from '@/lib/api/query-client';
import { toasts } from '@/lib/ui/toasts';
import { formResolver } from '../components/form-resolver';
import { DEPARTMENTS_KEY, saveWith, useDepartmentForm, useOrgMutation } from '../api/organisation';

const FIELDS = ['name', 'parent_id', 'is_project', 'contact_cards'] as const;
interface Values { name: string; parent_id: number | null; is_project: boolean; manager_user_id: number | null; contact_cards: DepartmentBody['contact_cards'] }

/** /company-department/create and /company-department/{id}/edit. */
export default function DepartmentEditPage() {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  const form = useDepartmentForm(id);
  const save = useOrgMutation(DEPARTMENTS_KEY, saveWith<DepartmentBody>(createDepartment, updateDepartment, id));
  return (
    <Page title={id ? t('departments.edit') : t('departments.create')} backHref="/company-department/list">
      {form.isPending ? <Loading /> : form.isError ? <LoadError onRetry={() => void form.refetch()} /> : (
        <DepartmentForm
          key={form.data.department?.id ?? 'new'}
          department={form.data.department}
          parents={form.data.parents}
          addresses={form.data.addresses}
          saving={save.isPending}
          onLogoDeleted={() => void form.refetch()}
          onSubmit={async (body) => {
            const r = await save.mutateAsync(body);
            toasts.success(String(r.helper_data?.message ?? t('saved')));
            navigate('/company-department/list', { replace: true });
          }}
        />
      )}
    </Page>
  );
}

interface FormProps {
  department: Department | null;
  parents: { id: number; name: string }[];
  addresses: { id: number; name: string }[];
  saving: boolean;
  onSubmit: (body: DepartmentBody) => Promise<unknown>;
  onLogoDeleted: () => void;
}

function DepartmentForm({ department, parents, addresses, saving, onSubmit, onLogoDeleted }: FormProps) {
  const { t } = useTranslation('organisation');
  const labels = { name: t('fields.name'), parent_id: t('fields.parent'), is_project: t('fields.isProject') };
  const form = useForm<Values>({
    resolver: formResolver<Values>(departmentBody, labels),
    defaultValues: {
      name: department?.name ?? '',
      parent_id: department?.parent_id ?? null,
      is_project: department?.is_project ?? false,
      manager_user_id: department?.manager_user_id ?? null,
      contact_cards: (department?.contact_cards ?? []).map((c) => ({ address_id: c.address_id, primary: c.primary, numbers: c.numbers.map((n) => ({ number: n.number, ext: n.ext, type: 'normal' as const })) })),
    },
  });
  const submit = form.handleSubmit((body) => onSubmit(body as DepartmentBody).catch((e: unknown) => applyServerErrors(e, form.setError, FIELDS)));
  return (
    <form className="apron-form" onSubmit={submit} noValidate data-testid="department-form">
      <TextField control={form.control} name="name" label={labels.name} maxlength={255} testId="department-name" />
      <Controller control={form.control} name="parent_id" render={({ field, fieldState }) => (
        <FormField error={fieldState.error?.message}>
          <SelectInput label={labels.parent_id} value={field.value} emptyOption={t('filters.none')} options={parents.map((p) => ({ value: p.id, label: p.name }))}
            onChange={(v) => field.onChange(v ? Number(v) : null)} testId="department-parent" />
        </FormField>
      )} />
      <Controller control={form.control} name="is_project" render={({ field }) => (
        <IonToggle checked={!!field.value} onIonChange={(e) => field.onChange(e.detail.checked)} labelPlacement="end" data-testid="department-is-project">{labels.is_project}</IonToggle>
      )} />
      {/* The form's values include the cards: its control drives the cards' part of them. */}
      <ContactCardsField control={form.control as unknown as Control<ContactCardsValues>} addresses={addresses} />
      {department && (
        <div className="org-logo" data-testid="department-logo">
          {department.logo_url && <img src={department.logo_url} alt={t('fields.logo')} height={48} />}
          <FileInput label={t('fields.logo')} imagesOnly name="logo" onChange={(file) => {
            if (!file) return;
            const body = new FormData();
            body.append('logo', file, file.name);
            void call(uploadDepartmentLogo, { params: { id: department.id }, body }).then((r) => { toasts.success(String(r.helper_data.message)); onLogoDeleted(); }).catch(reportError);
          }} />
          {department.logo_url && (
            <IonButton fill="clear" color="danger" data-testid="department-logo-delete"
              onClick={() => void call(deleteDepartmentLogo, { params: { id: department.id } }).then((r) => { toasts.success(String(r.helper_data.message)); onLogoDeleted(); }).catch(reportError)}>
              {t('actions.deleteLogo')}
            </IonButton>
          )}
        </div>
      )}
      <IonButton type="submit" disabled={saving} data-testid="department-save">{t('actions.save')}</IonButton>
    </form>
  );
}
