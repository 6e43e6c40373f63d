import { IonButton, IonInput } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createEmailDomain, deleteEmailDomain, type EmailDomain } from '@/contracts/organisation/support';
import { ApiError, call } from '@/lib/api/client';
import { reportError } from '@/lib/api/query-client';
import { FormField } from '@/lib/forms/components/form-field';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { Page } from '@/lib/ui/page';
import { toasts } from '@/lib/ui/toasts';
import { fetchDomains, remove, SUPPORT_KEY } from '../api/organisation';
import { RowActions } from '@/lib/list/row-actions';

/** /support/email-domain/list [page]. */
export default function EmailDomainsPage() {
  const { t } = useTranslation('organisation');
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const key = [...SUPPORT_KEY, 'domains'];
  const add = async () => {
    setError(undefined);
    try {
      const r = await call(createEmailDomain, { body: { name } });
      toasts.success(String(r.helper_data.message));
      setName('');
      await client.invalidateQueries({ queryKey: key });
    } catch (e) {
      const field = e instanceof ApiError ? (e.body as { errors?: Record<string, string[]> } | null)?.errors?.name?.[0] : undefined;
      if (field) setError(field);
      else reportError(e);
    }
  };
  const columns: Column<EmailDomain>[] = [
    { key: 'name', label: t('fields.domain'), render: (d) => d.name },
    { key: 'emails', label: t('fields.mails'), render: (d) => d.emails_count },
    {
      key: 'actions', label: '',
      render: (d) => <RowActions name={d.name} testId={`domain-${d.id}`} onDelete={async () => {
        const r = await remove(deleteEmailDomain, { id: d.id });
        await client.invalidateQueries({ queryKey: key });
        return r;
      }} />,
    },
  ];
  return (
    <Page title={t('support.domainsTitle')}>
      <div className="apron-filters">
        <FormField error={error}>
          <IonInput label={t('fields.domain')} labelPlacement="stacked" maxlength={255} value={name} onIonInput={(e) => setName(String(e.detail.value ?? ''))} data-testid="domain-input" />
        </FormField>
        <IonButton onClick={() => void add()} disabled={!name.trim()} data-testid="domain-add">{t('actions.add')}</IonButton>
      </div>
      <PagedList testId="domains-list" queryKey={key} fetch={fetchDomains} columns={columns} rowKey={(d) => d.id} emptyMessage={t('empty')} />
    </Page>
  );
}
