import { IonButton, IonIcon } from '@ionic/react';
import { addOutline, createOutline, downloadOutline, openOutline, refreshOutline, trashOutline } from 'ionicons/icons';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { EMPLOYEE_SOURCE, REPORT_TYPES, REPORT_TYPE_KEYS, type ReportType } from '@/contracts/employees/filter-fields';
import type { EmployeeRow } from '@/contracts/employees/schemas';
import type { QueryFilter } from '@/contracts/query-filter';
import { SelectInput } from '@/lib/forms/components/select-input';
import { PagedList, type Column } from '@/lib/list/paged-list';
import type { ListParams } from '@/lib/list/list-params';
import { QueryBuilder, useFilterStorage } from '@/lib/query-builder';
import { useConfirm } from '@/lib/ui/confirm';
import { IconButton } from '@/lib/ui/icon-button';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { EMPLOYEES_KEY, downloadExcel, fetchEmployees, useDeleteEmployee, useSearchForm, useSetNickname, withStatus, type Status } from '../api/employees';
import { SavedFilters } from '../components/saved-filters';
import { useEmployeeBuilderFields } from '../components/builder-fields';
import { formatDay } from '../components/format';
import '../components/employees.css';

/**
 * /gss/employee/list and /general-report/{type} (spec 1 §2): the nested filter, status, saved
 * filters, row selection with Excel, nickname, delete and restore; 50 a page by default.
 */
export default function EmployeeListPage() {
  const { t } = useTranslation('employees');
  const navigate = useNavigate();
  const confirm = useConfirm();
  const routeType = useParams().type;
  const type: ReportType = (REPORT_TYPE_KEYS as readonly string[]).includes(routeType ?? '') ? (routeType as ReportType) : 'default';
  const form = useSearchForm(type);
  const [filter, setFilter] = useFilterStorage(`employees-${type}`, () => ({ groups: [] }));
  // The builder's draft while the user edits; otherwise the applied filter, or the default group (spec 1 §3).
  const [draft, setDraft] = useState<{ from: QueryFilter; value: QueryFilter } | null>(null);
  const value = draft && draft.from === filter ? draft.value : filter.groups.length ? filter : (form.data?.default_filter ?? filter);
  const [status, setStatus] = useState<Status>('active');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [downloading, setDownloading] = useState(false);
  const remove = useDeleteEmployee();
  const nickname = useSetNickname();

  const fields = useEmployeeBuilderFields();
  const applied = useMemo(() => withStatus(filter, status), [filter, status]);
  // How many rows each group alone matches (two or more groups): why a VEYA filter returns what it returns.
  const [groupCounts, setGroupCounts] = useState<number[] | null>(null);
  // The counts belong to the filter: asked with its first page, kept through its other pages and sorts.
  const countedFor = useRef<{ type: ReportType; filter: QueryFilter } | null>(null);
  const fetch = useMemo(() => async (p: ListParams) => {
    const fresh = countedFor.current?.type !== type || countedFor.current.filter !== applied;
    const res = await fetchEmployees(type, applied, fresh)(p);
    if (fresh) {
      const counts = (res.helper_data as { group_counts?: unknown } | undefined)?.group_counts;
      setGroupCounts(Array.isArray(counts) && counts.every((n) => typeof n === 'number') ? counts : null);
      countedFor.current = { type, filter: applied };
    }
    return res;
  }, [type, applied]);
  const toggle = (id: number) => setSelected((s) => {
    const next = new Set(s);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  });

  const columns: Column<EmployeeRow>[] = [
    {
      key: 'select', label: t('list.select'),
      render: (r) => <input type="checkbox" className="employees-check" aria-label={t('list.selectRow', { name: r.full_name })} checked={selected.has(r.id)} onChange={() => toggle(r.id)} data-testid={`employee-select-${r.id}`} />,
    },
    { key: 'full_name', label: t('fields.full_name'), sort: 'full_name', render: (r) => <span className={r.colour ? `employees-row-${r.colour}` : undefined} data-colour={r.colour ?? ''}>{r.full_name}</span> },
    { key: 'national_id_number', label: t('fields.national_id_number'), render: (r) => r.national_id_number },
    { key: 'role', label: t('fields.role'), render: (r) => [r.department, r.role].filter(Boolean).join(' - ') },
    { key: 'security_project', label: t('fields.security_project'), render: (r) => r.security_project ?? '' },
    { key: 'term_type', label: t('fields.term_type'), render: (r) => (r.term_type ? t(`terms.${r.term_type}`) : '') },
    { key: 'hired_at', label: t('fields.hired_at'), sort: 'hired_at', render: (r) => formatDay(r.hired_at) },
    { key: 'exit_date', label: t('fields.exit_date'), sort: 'exit_date', render: (r) => formatDay(r.exit_date) },
    { key: 'nickname', label: t('fields.nickname'), render: (r) => r.nickname ?? '' },
    {
      key: 'actions', label: '',
      render: (r) => (
        <span className="employees-actions">
          <IconButton icon={openOutline} label={t('list.open')} href={`/gss/employee/${r.id}/employee-information/show`} testId={`employee-open-${r.id}`} />
          <IconButton
            icon={createOutline}
            label={t('list.nickname')}
            onClick={() => {
              const next = window.prompt(t('list.nicknamePrompt'), r.nickname ?? '');
              if (next !== null) nickname.mutate({ id: r.id, nickname: next.trim().slice(0, 32) || null });
            }}
          />
          {r.deleted_at ? (
            <IconButton icon={refreshOutline} label={t('list.restore')} href={`/gss/employee/${r.id}/employee-information/show?restore=1`} testId={`employee-restore-${r.id}`} />
          ) : (
            <IconButton
              icon={trashOutline}
              label={t('list.delete')}
              onClick={async () => {
                if (await confirm({ message: t('list.confirmDelete', { name: r.full_name }), destructive: true })) remove.mutate(r.id);
              }}
              danger
              testId={`employee-delete-${r.id}`}
            />
          )}
        </span>
      ),
    },
  ];

  const apply = (cleaned: QueryFilter) => {
    setDraft({ from: cleaned, value: cleaned });
    setFilter(cleaned);
    setSelected(new Set());
  };

  return (
    <Page
      title={type === 'default' ? t('list.title') : REPORT_TYPES[type]}
      primary={{ label: t('list.create'), icon: addOutline, href: '/gss/employee', testId: 'employee-create' }}
    >
      <div className="employees-toolbar">
        <SelectInput label={t('list.report')} value={type} options={REPORT_TYPE_KEYS.map((k) => ({ value: k, label: REPORT_TYPES[k] }))}
          onChange={(v) => navigate(v === 'default' ? '/gss/employee/list' : `/general-report/${v}`)} testId="employee-report-type" />
        <SelectInput label={t('list.status')} value={status} options={(['active', 'inactive', 'all'] as const).map((s) => ({ value: s, label: t(`status.${s}`) }))}
          onChange={(v) => { setStatus(v as Status); setSelected(new Set()); }} testId="employee-status" />
        <SavedFilters type={type} current={filter} onPick={apply} />
      </div>
      {form.isPending ? <Loading /> : form.isError ? <LoadError onRetry={() => void form.refetch()} /> : (
        <QueryBuilder sourceType={EMPLOYEE_SOURCE} fields={fields} value={value} maxGroups={form.data.max_groups}
          onChange={(next) => setDraft({ from: filter, value: next })} onSubmit={apply} testId="employee-builder" />
      )}
      {groupCounts && groupCounts.length > 1 && (
        <p className="employees-muted" data-testid="employee-group-counts">
          {groupCounts.map((n, i) => t('list.groupCount', { group: i + 1, n })).join(' · ')}
        </p>
      )}
      <div className="employees-selection">
        <span data-testid="employee-selected-count">{t('list.selected', { n: selected.size })}</span>
        <IonButton
          fill="outline" disabled={downloading} data-testid="employee-excel"
          onClick={async () => {
            setDownloading(true);
            try { await downloadExcel(applied, type, [...selected]); } finally { setDownloading(false); }
          }}
        >
          <IonIcon aria-hidden="true" slot="start" icon={downloadOutline} />
          {selected.size ? t('list.excelSelected', { n: selected.size }) : t('list.excelAll')}
        </IonButton>
        {selected.size > 0 && <IonButton fill="clear" onClick={() => setSelected(new Set())}>{t('list.clearSelection')}</IonButton>}
      </div>
      <PagedList testId="employee-list" queryKey={[...EMPLOYEES_KEY, 'search', type, applied]} fetch={fetch} columns={columns}
        rowKey={(r) => r.id} defaultPerpage={50} filters={['filterStorage']} emptyMessage={t('list.empty')} />
    </Page>
  );
}
