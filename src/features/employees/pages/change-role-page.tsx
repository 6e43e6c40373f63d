import { IonButton } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_SOURCE } from '@/contracts/employees/filter-fields';
import { changeRole, changeRoleChoices, changeRoleSearch } from '@/contracts/employees/list';
import type { EmployeeRow } from '@/contracts/employees/schemas';
import type { QueryFilter } from '@/contracts/query-filter';
import { call } from '@/lib/api/client';
import { SelectInput } from '@/lib/forms/components/select-input';
import type { ListParams } from '@/lib/list/list-params';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { QueryBuilder, useFilterStorage } from '@/lib/query-builder';
import { useConfirm } from '@/lib/ui/confirm';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { EMPLOYEES_KEY, useSearchForm } from '../api/employees';
import { errorText } from '../api/tabs';
import { useEmployeeBuilderFields } from '../components/builder-fields';
import { formatDay } from '../components/format';
import '../components/employees.css';

type Choices = ReturnType<typeof changeRoleChoices.parse>;

/**
 * /gss/employee/change-role [page] (spec 1 §2, §4): search employees with the nested filter, pick a
 * department and one of its roles, and give every searched employee that role (after confirming
 * how many will change).
 */
export default function ChangeRolePage() {
  const { t } = useTranslation('employees');
  const confirm = useConfirm();
  const client = useQueryClient();
  const form = useSearchForm('default');
  const fields = useEmployeeBuilderFields();
  const [filter, setFilter] = useFilterStorage('employees-change-role', () => ({ groups: [] }));
  const [draft, setDraft] = useState<{ from: QueryFilter; value: QueryFilter } | null>(null);
  const value = draft && draft.from === filter ? draft.value : filter.groups.length ? filter : (form.data?.default_filter ?? filter);
  const [roles, setRoles] = useState<Choices>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [department, setDepartment] = useState('');
  const [role, setRole] = useState('');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  // Nothing is searched until a filter is applied: an empty filter would touch every employee.
  const searched = filter.groups.length > 0;
  const fetch = useMemo(() => async (p: ListParams) => {
    const res = await call(changeRoleSearch, { query: { page: p.page, perPage: p.perpage }, body: filter });
    const parsed = changeRoleChoices.safeParse((res.helper_data as { roles?: unknown } | undefined)?.roles);
    if (parsed.success) setRoles(parsed.data);
    setTotal(res.meta_data.total ?? null);
    return res;
  }, [filter]);
  const departments = useMemo(() => [...new Map(roles.map((r) => [r.department_id, r.department])).entries()]
    .sort((a, b) => a[1].localeCompare(b[1], 'tr')), [roles]);
  const roleOptions = roles.filter((r) => String(r.department_id) === department);

  const columns: Column<EmployeeRow>[] = [
    { key: 'full_name', label: t('fields.full_name'), render: (r) => r.full_name },
    { key: 'national_id_number', label: t('fields.national_id_number'), render: (r) => r.national_id_number },
    { key: 'role', label: t('fields.role'), render: (r) => [r.department, r.role].filter(Boolean).join(' - ') },
    { key: 'security_project', label: t('fields.security_project'), render: (r) => r.security_project ?? '' },
    { key: 'hired_at', label: t('fields.hired_at'), render: (r) => formatDay(r.hired_at) },
  ];

  const onApply = async () => {
    setError('');
    if (!role) return setError(t('changeRole.chooseRole'));
    const chosen = roles.find((r) => String(r.id) === role);
    if (!(await confirm({ message: t('changeRole.confirm', { n: total ?? 0, role: `${chosen?.department ?? ''} - ${chosen?.name ?? ''}` }) }))) return;
    setSaving(true);
    try {
      const res = await call(changeRole, { body: { ...filter, role_id: Number(role) } });
      toasts.show({ kind: 'success', message: res.data.message });
      await client.invalidateQueries({ queryKey: EMPLOYEES_KEY });
    } catch (e) {
      setError(errorText(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Page title={t('changeRole.title')} backHref="/gss/employee/list">
      {form.isPending ? <Loading /> : form.isError ? <LoadError onRetry={() => void form.refetch()} /> : (
        <QueryBuilder sourceType={EMPLOYEE_SOURCE} fields={fields} value={value} maxGroups={form.data.max_groups}
          onChange={(next) => setDraft({ from: filter, value: next })} onSubmit={(cleaned) => { setDraft({ from: cleaned, value: cleaned }); setFilter(cleaned); }} testId="change-role-builder" />
      )}
      {searched ? (
        <>
          <div className="employees-toolbar" data-testid="change-role-target">
            <span data-testid="change-role-total">{t('changeRole.total', { n: total ?? 0 })}</span>
            <SelectInput label={t('changeRole.department')} value={department} emptyOption={t('choose')} testId="change-role-department"
              options={departments.map(([id, name]) => ({ value: String(id), label: name }))} onChange={(v) => { setDepartment(v); setRole(''); }} />
            <SelectInput label={t('changeRole.role')} value={role} emptyOption={t('choose')} testId="change-role-role"
              options={roleOptions.map((r) => ({ value: String(r.id), label: r.name }))} onChange={setRole} />
            <IonButton onClick={() => void onApply()} disabled={saving || !total} data-testid="change-role-apply">{t('changeRole.apply')}</IonButton>
          </div>
          {error && <p className="apron-error" role="alert" data-testid="change-role-error">{error}</p>}
          <PagedList testId="change-role-list" queryKey={[...EMPLOYEES_KEY, 'change-role', filter]} fetch={fetch} columns={columns}
            rowKey={(r) => r.id} defaultPerpage={50} filters={['filterStorage']} emptyMessage={t('list.empty')} />
        </>
      ) : <p className="employees-muted">{t('changeRole.hint')}</p>}
    </Page>
  );
}
