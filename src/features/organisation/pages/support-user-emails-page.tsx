import { IonButton, IonIcon, IonInput } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { addOutline, createOutline, trashOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { createUserEmail, deleteUserEmail, SUPPORT_MESSAGES, updateUserEmail, type UserEmail } from '@/contracts/organisation/support';
import { ApiError, call } from '@/lib/api/client';
import { reportError } from '@/lib/api/query-client';
import { FormField } from '@/lib/forms/components/form-field';
import { SelectInput } from '@/lib/forms/components/select-input';
import { useConfirm } from '@/lib/ui/confirm';
import { Dialog } from '@/lib/ui/dialog';
import { IconButton } from '@/lib/ui/icon-button';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { SUPPORT_KEY, useUserEmailList, useUserEmails } from '../api/organisation';

type Row = UserEmail & { alias_of?: string };

/** /support/user-email/{id}/list: a user's addresses and aliases, with a form dialog. */
export default function SupportUserEmailsPage() {
  const { t } = useTranslation('organisation');
  const id = Number(useParams().id);
  const client = useQueryClient();
  const confirm = useConfirm();
  const form = useUserEmails(id);
  const list = useUserEmailList(id);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: [...SUPPORT_KEY, 'emails', id] });
  const rows: Row[] = (list.data ?? []).flatMap((e) => [e, ...e.aliases.map((a) => ({ ...a, aliases: [], alias_of: e.email }))]);
  const remove = async (e: Row) => {
    if (!(await confirm({ header: t('delete.header'), message: SUPPORT_MESSAGES.emailConfirm, confirmText: t('actions.delete'), destructive: true }))) return;
    try {
      const r = await call(deleteUserEmail, { params: { id, emailId: e.id } });
      toasts.success(String((r.data as { message: string }).message));
      await refresh();
    } catch (err) {
      reportError(err);
    }
  };
  return (
    <Page title={t('support.emails')} backHref="/support/user/list"
      toolbar={<IonButton onClick={() => setEditing('new')} data-testid="email-create"><IonIcon aria-hidden="true" slot="start" icon={addOutline} />{t('actions.add')}</IonButton>}>
      {list.isPending ? <Loading /> : list.isError ? <LoadError onRetry={() => void list.refetch()} /> : (
        <ul className="org-emails" data-testid="emails-list">
          {!rows.length && <li>{t('empty')}</li>}
          {rows.map((e) => (
            <li key={e.id} data-testid={`email-${e.email}`}>
              <span>{e.alias_of ? `↳ ${e.email}` : e.email}</span>
              {e.alias_of && <small>{` ${t('support.aliasOf', { email: e.alias_of })}`}</small>}
              <IconButton icon={createOutline} label={t('actions.edit')} onClick={() => setEditing(e)} testId={`email-${e.email}-edit`} />
              <IconButton icon={trashOutline} label={t('actions.delete')} onClick={() => void remove(e)} danger testId={`email-${e.email}-delete`} />
            </li>
          ))}
        </ul>
      )}
      {editing && form.data && (
        <EmailDialog userId={id} email={editing === 'new' ? null : editing} parents={(list.data ?? []).map((e) => ({ id: e.id, email: e.email }))}
          domains={form.data.domains.map((d) => d.name)} onClose={() => setEditing(null)} onSaved={() => { setEditing(null); void refresh(); }} />
      )}
    </Page>
  );
}

function EmailDialog({ userId, email, parents, domains, onClose, onSaved }: {
  userId: number; email: Row | null; parents: { id: number; email: string }[]; domains: string[]; onClose: () => void; onSaved: () => void;
}) {
  const { t } = useTranslation('organisation');
  const [value, setValue] = useState(email?.email ?? '');
  const [parent, setParent] = useState<number | null>(email?.parent_id ?? null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const save = async () => {
    try {
      const body = { email: value, parent_id: parent };
      const r = email ? await call(updateUserEmail, { params: { id: userId, emailId: email.id }, body }) : await call(createUserEmail, { params: { id: userId }, body });
      toasts.success(String(r.helper_data.message));
      onSaved();
    } catch (e) {
      const fields = e instanceof ApiError ? (e.body as { errors?: Record<string, string[]> } | null)?.errors : undefined;
      if (fields && !Array.isArray(fields)) setErrors(fields);
      else reportError(e);
    }
  };
  return (
    <Dialog open title={email ? t('support.editEmail') : t('support.newEmail')} closeText={t('actions.close')} onClose={onClose} testId="email-dialog">
      <FormField error={errors.email?.[0]}>
        <IonInput label={t('fields.email')} labelPlacement="stacked" type="email" maxlength={255} value={value} helperText={t('support.domains', { list: domains.join(', ') })}
          onIonInput={(e) => setValue(String(e.detail.value ?? ''))} data-testid="email-input" />
      </FormField>
      <FormField error={errors.parent_id?.[0]}>
        <SelectInput label={t('support.aliasParent')} value={parent} emptyOption={t('filters.none')} options={parents.filter((p) => p.id !== email?.id).map((p) => ({ value: p.id, label: p.email }))}
          onChange={(v) => setParent(v ? Number(v) : null)} testId="email-parent" />
      </FormField>
      <IonButton onClick={() => void save()} disabled={!value.trim()} data-testid="email-save">{t('actions.save')}</IonButton>
    </Dialog>
  );
}
