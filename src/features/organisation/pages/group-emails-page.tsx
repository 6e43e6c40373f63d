import { IonButton, IonInput } from '@ionic/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { addGroupMail, editPositionGroupForm, removeGroupMail, type GroupMail } from '@/contracts/organisation/position-groups';
import { ApiError, call, data } from '@/lib/api/client';
import { FormField } from '@/lib/forms/components/form-field';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { Page } from '@/lib/ui/page';
import { reportError } from '@/lib/api/query-client';
import { toasts } from '@/lib/ui/toasts';
import { fetchGroupMails, GROUPS_KEY } from '../api/organisation';
import { RowActions } from '@/lib/list/row-actions';

/** /group-emails/{id}: recipient addresses — add, delete with confirmation, paginate. */
export default function GroupEmailsPage() {
  const { t } = useTranslation('organisation');
  const id = Number(useParams().id);
  const client = useQueryClient();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const group = useQuery({ queryKey: [...GROUPS_KEY, 'form', id], queryFn: () => data(editPositionGroupForm, { params: { id } }) });
  const refresh = () => client.invalidateQueries({ queryKey: GROUPS_KEY });
  const add = async () => {
    setError(undefined);
    try {
      const r = await call(addGroupMail, { params: { id }, body: { email } });
      toasts.success(String(r.helper_data.message));
      setEmail('');
      await refresh();
    } catch (e) {
      const field = e instanceof ApiError ? (e.body as { errors?: Record<string, string[]> } | null)?.errors?.email?.[0] : undefined;
      if (field) setError(field);
      else reportError(e);
    }
  };
  const columns: Column<GroupMail>[] = [
    { key: 'email', label: t('fields.email'), render: (m) => m.email },
    {
      key: 'actions', label: '',
      render: (m) => <RowActions name={m.email} testId={`mail-${m.id}`} onDelete={async () => {
        const r = await call(removeGroupMail, { params: { id, mailId: m.id } });
        await refresh();
        return r;
      }} />,
    },
  ];
  return (
    <Page title={group.data?.group ? t('groups.mailsOf', { name: group.data.group.name }) : t('groups.mails')} backHref="/position-group">
      <div className="apron-filters">
        <FormField error={error}>
          <IonInput label={t('fields.email')} labelPlacement="stacked" type="email" maxlength={255} value={email} onIonInput={(e) => setEmail(String(e.detail.value ?? ''))} data-testid="group-mail-input" />
        </FormField>
        <IonButton onClick={() => void add()} disabled={!email.trim()} data-testid="group-mail-add">{t('actions.add')}</IonButton>
      </div>
      <PagedList testId="group-mails-list" queryKey={[...GROUPS_KEY, id, 'mails']} fetch={fetchGroupMails(id)} columns={columns} rowKey={(m) => m.id} emptyMessage={t('empty')} />
    </Page>
  );
}
