import { IonButton } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { grantUserOnbaseRole, revokeUserOnbaseRole, type OnbaseGrant } from '@/contracts/organisation/onbase';
import { ApiError, call } from '@/lib/api/client';
import { reportError } from '@/lib/api/query-client';
import { FormActions } from '@/lib/forms/components/form-actions';
import { FormField } from '@/lib/forms/components/form-field';
import { SelectInput } from '@/lib/forms/components/select-input';
import { DataTable } from '@/lib/list/data-table';
import type { Column } from '@/lib/list/paged-list';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { ONBASE_KEY, useGrantForm, useUserOnbaseRoles } from '../api/onbase';
import { RowActions } from '@/lib/list/row-actions';

/** /onbase-roles/user/{id}: a user's onbase roles, adding one (role and project) and taking one back. */
export default function OnbaseUserRolesPage() {
  const { t } = useTranslation('organisation');
  const userId = Number(useParams().id);
  const client = useQueryClient();
  const grants = useUserOnbaseRoles(userId);
  const form = useGrantForm(userId);
  const [roleId, setRoleId] = useState('');
  const [projectId, setProjectId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ONBASE_KEY });

  const add = async () => {
    setError(null);
    if (!roleId) return setError(t('onbase.chooseRole'));
    try {
      const r = await call(grantUserOnbaseRole, { params: { id: userId }, body: { role_id: Number(roleId), security_project_id: projectId ? Number(projectId) : null } });
      toasts.success(String(r.helper_data?.message ?? ''));
      setRoleId('');
      setProjectId('');
      await refresh();
    } catch (e) {
      const errors = e instanceof ApiError ? (e.body as { errors?: Record<string, string[]> } | null)?.errors : undefined;
      const first = errors && Object.values(errors)[0]?.[0];
      if (first) setError(first);
      else reportError(e);
    }
  };

  const columns: Column<OnbaseGrant>[] = [
    { key: 'role', label: t('fields.role'), render: (g) => g.role_name },
    { key: 'code', label: t('onbase.code'), render: (g) => g.onbase_code },
    { key: 'project', label: t('fields.securityProject'), render: (g) => g.security_project_name ?? '—' },
    {
      key: 'actions', label: '',
      render: (g) => <RowActions name={g.role_name} testId={`onbase-grant-${g.role_id}`} onDelete={async () => {
        const res = await call(revokeUserOnbaseRole, { params: { id: userId, roleId: g.role_id } });
        await refresh();
        return res;
      }} />,
    },
  ];

  return (
    <Page title={form.data ? t('onbase.userRolesOf', { name: form.data.user.name }) : t('onbase.userRoles')} backHref="/onbase-roles">
      {form.isPending || grants.isPending ? <Loading /> : form.isError || grants.isError ? <LoadError onRetry={() => void Promise.all([form.refetch(), grants.refetch()])} /> : (
        <>
          <form className="apron-form" noValidate data-testid="onbase-grant-form" onSubmit={(e) => { e.preventDefault(); void add(); }}>
            <FormField error={error ?? undefined}>
              <SelectInput label={t('fields.role')} value={roleId} emptyOption={t('filters.choose')} testId="onbase-grant-role"
                options={form.data.roles.map((r) => ({ value: r.id, label: `${r.name} (${r.onbase_code})` }))} onChange={setRoleId} />
            </FormField>
            <FormField helper={t('onbase.projectHint')}>
              <SelectInput label={t('fields.securityProject')} value={projectId} emptyOption={t('filters.none')} testId="onbase-grant-project"
                options={form.data.security_projects.map((p) => ({ value: p.id, label: p.name }))} onChange={setProjectId} />
            </FormField>
            <FormActions>
              <IonButton type="submit" data-testid="onbase-grant-add">{t('actions.add')}</IonButton>
            </FormActions>
          </form>
          {grants.data.length === 0 ? <p data-testid="onbase-grants-empty">{t('empty')}</p> : (
            <DataTable testId="onbase-grants" columns={columns} rows={grants.data} rowKey={(g) => g.id} />
          )}
        </>
      )}
    </Page>
  );
}
