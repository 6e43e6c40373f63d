import { downloadOutline, openOutline } from 'ionicons/icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { DemandResponseRow } from '@/contracts/demands';
import { saveBlob } from '@/lib/api/download';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { readListParams, type ListParams } from '@/lib/list/list-params';
import { useStoredFilter } from '@/lib/list/stored-filter';
import { RoleDisplay } from '@/lib/people/role-display';
import { useSession } from '@/lib/session/session-context';
import { IconButton } from '@/lib/ui/icon-button';
import { Page } from '@/lib/ui/page';
import { toasts } from '@/lib/ui/toasts';
import { downloadResponses, fetchResponses, RESPONSES_KEY, useResponseSearchForm } from '../api/demand-responses';
import { RESPONSE_FILTER_NAMES, responseFilter } from '../components/filter-storage';
import { formatDateTime } from '../components/format';
import { ResponseFilters } from '../components/response-filters';
import { StatusBadge } from '../components/status-badge';

/**
 * /demand-responses [page, filterStorage] and /demand-responses/{id} (one demand type): the demands
 * routed to the active role. The filter is remembered in this browser for this user.
 */
export default function DemandResponsesPage() {
  const { t } = useTranslation('demands');
  const userId = useSession().data.user.id;
  const typeParam = useParams().id;
  const fixedTypeId = typeParam ? Number(typeParam) : undefined;
  const [search] = useSearchParams();
  const params = readListParams(search, { filters: RESPONSE_FILTER_NAMES });
  const form = useResponseSearchForm();
  const typeName = form.data?.demand_types.find((d) => d.id === fixedTypeId)?.name;
  const fetch = useMemo(
    () => (p: ListParams) => fetchResponses(fixedTypeId ? { ...p, filters: { ...p.filters, demand_type_id: String(fixedTypeId) } } : p),
    [fixedTypeId],
  );

  // Opening the list without a filter in the URL brings back the user's last one.
  useStoredFilter(responseFilter, userId, params.filters);

  const onExport = async () => {
    const filters = fixedTypeId ? { ...params.filters, demand_type_id: String(fixedTypeId) } : params.filters;
    const result = await downloadResponses(filters);
    if (result.ok && result.blob) saveBlob(result.blob, result.fileName ?? 'Talep yanıtları.xlsx');
    else toasts.showAll(result.toasts);
  };

  const columns: Column<DemandResponseRow>[] = [
    { key: 'number', label: t('fields.number'), sort: 'number', render: (r) => r.request.number },
    {
      key: 'type',
      label: t('fields.demand_type_id'),
      // The type leads to the same list for that type only (/demand-responses/{id}).
      render: (r) => (fixedTypeId ? r.request.demand_type.name : (
        <Link to={`/demand-responses/${r.request.demand_type.id}`} title={t('responses.ofType', { name: r.request.demand_type.name })} data-testid={`demand-responses-type-${r.id}`}>
          {r.request.demand_type.name}
        </Link>
      )),
    },
    { key: 'title', label: t('fields.title'), render: (r) => r.request.title },
    { key: 'requester', label: t('fields.requester'), render: (r) => r.request.requester.full_name },
    { key: 'created_at', label: t('fields.created_at'), sort: 'created_at', render: (r) => formatDateTime(r.request.created_at) },
    { key: 'status', label: t('fields.status'), render: (r) => <StatusBadge state={r.status} testId={`demand-response-status-${r.id}`} /> },
    { key: 'roles', label: t('fields.current_roles'), render: (r) => r.roles.map((role) => <div key={role.role.id}><RoleDisplay value={role} /></div>) },
    {
      key: 'actions',
      label: '',
      render: (r) => (
        <IconButton icon={openOutline} label={t('actions.open')} href={`/demand-response/${r.id}`} testId={`demand-response-open-${r.id}`} />
      ),
    },
  ];

  return (
    <Page
      title={typeName ? t('responses.titleOfType', { name: typeName }) : t('responses.title')}
      primary={{ label: t('actions.downloadExcel'), icon: downloadOutline, onClick: () => void onExport(), testId: 'demand-responses-export' }}
    >
      <PagedList
        testId="demand-responses-list"
        queryKey={[...RESPONSES_KEY, 'search', fixedTypeId ?? 'all']}
        fetch={fetch}
        columns={columns}
        rowKey={(r) => r.id}
        filters={RESPONSE_FILTER_NAMES}
        emptyMessage={t('responses.empty')}
        renderFilters={(p, setFilters) => <ResponseFilters filters={p.filters} setFilters={setFilters} fixedTypeId={fixedTypeId} />}
      />
    </Page>
  );
}
