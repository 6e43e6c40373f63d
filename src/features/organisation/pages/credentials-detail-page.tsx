import { IonButton } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { credentialsBody, updateUser, type CredentialsBody, type CredentialsUser, type UserLog } from '@/contracts/organisation/credentials';
import { call } from '@/lib/api/client';
import { TextField } from '@/lib/forms/components/text-field';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { useSession } from '@/lib/session/session-context';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { fetchUserLogs, USERS_KEY, useUser } from '../api/organisation';
import { formResolver } from '../components/form-resolver';
import { displayDateTime } from '@/contracts/display-dates';

interface Values { name: string; email: string; mobile_number: string }

/** /credentials/detail/{id}: the credentials (name, e-mail, mobile) and, for view-user-logs holders, their change logs. */
export default function CredentialsDetailPage() {
  const { t } = useTranslation('organisation');
  const id = Number(useParams().id);
  const user = useUser(id);
  const session = useSession();
  const columns: Column<UserLog>[] = [
    { key: 'created_at', label: t('fields.date'), render: (l) => displayDateTime(l.created_at) },
    { key: 'action', label: t('fields.action'), render: (l) => l.action },
    { key: 'changes', label: t('fields.changes'), render: (l) => Object.keys(l.attributes).map((k) => `${k}: ${String(l.old[k] ?? '—')} → ${String(l.attributes[k] ?? '—')}`).join('; ') },
    { key: 'causer', label: t('fields.causer'), render: (l) => l.causer_name ?? '—' },
  ];
  return (
    <Page title={user.data?.user ? user.data.user.full_name : t('credentials.title')} backHref="/credentials/list">
      {user.isPending ? <Loading /> : user.isError || !user.data.user ? <LoadError onRetry={() => void user.refetch()} /> : <CredentialsForm key={user.data.user.id} user={user.data.user} />}
      {session.can('view-user-logs') && (
        <section data-testid="user-logs">
          <h3>{t('credentials.logs')}</h3>
          <PagedList testId="user-logs-list" queryKey={[...USERS_KEY, id, 'logs']} fetch={fetchUserLogs(id)} columns={columns} rowKey={(l) => l.id} emptyMessage={t('empty')} />
        </section>
      )}
    </Page>
  );
}

function CredentialsForm({ user }: { user: CredentialsUser }) {
  const { t } = useTranslation('organisation');
  const client = useQueryClient();
  const labels = { name: t('fields.username'), email: t('fields.email'), mobile_number: t('fields.mobile') };
  const form = useForm<Values>({ resolver: formResolver<Values>(credentialsBody, labels), defaultValues: { name: user.name, email: user.email ?? '', mobile_number: user.mobile_number ?? '' } });
  const submit = form.handleSubmit(async (b) => {
    try {
      const body = { ...b, email: b.email || null, mobile_number: b.mobile_number || null } as CredentialsBody;
      const r = await call(updateUser, { params: { id: user.id }, body });
      toasts.success(String(r.helper_data.message));
      await client.invalidateQueries({ queryKey: USERS_KEY });
    } catch (e) {
      applyServerErrors(e, form.setError, ['name', 'email', 'mobile_number']);
    }
  });
  return (
    <form className="apron-form" onSubmit={(e) => void submit(e)} noValidate data-testid="credentials-form">
      <TextField control={form.control} name="name" label={labels.name} maxlength={120} testId="credentials-name" />
      <TextField control={form.control} name="email" label={labels.email} maxlength={255} testId="credentials-email" />
      <TextField control={form.control} name="mobile_number" label={labels.mobile_number} maxlength={20} testId="credentials-mobile" />
      <IonButton type="submit" data-testid="credentials-save">{t('actions.save')}</IonButton>
    </form>
  );
}
