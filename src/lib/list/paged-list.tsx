import { IonButton, IonIcon } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { chevronBack, chevronForward } from 'ionicons/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PERPAGE_CHOICES, type Envelope } from '@/contracts/paths';
import { CachedNotice } from '@/lib/ui/cached-notice';
import { Empty, LoadError, Loading, OfflineState } from '@/lib/ui/states';
import { activeFilters } from './active-filters';
import { DataTable, type Column, type RowData, type RowSelection } from './data-table';
import { FilterPanel } from './filter-panel';
import { pageCount, readListParams, toggleOrdering, writeListParams, type ListParams } from './list-params';

export type { Column } from './columns';

export interface PagedListProps<T extends RowData> {
  /** Cache key prefix; the list params are appended. */
  queryKey: readonly unknown[];
  fetch: (params: ListParams) => Promise<Envelope<T[]>>;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  filters?: readonly string[];
  /** The label of each filter, for its chip in the summary row (unlabelled filters are only counted). */
  filterLabels?: Record<string, string>;
  /** A chip's text for a filter value (a name for an id); null = the value as it is. */
  describeFilter?: (key: string, value: string) => string | null | undefined;
  defaultPerpage?: number;
  emptyMessage?: string;
  /** Filter inputs; they call `setFilters`. Shown in the kit's filter panel. */
  renderFilters?: (params: ListParams, setFilters: (f: Record<string, string | undefined>) => void) => ReactNode;
  selection?: RowSelection<T>;
  testId?: string;
  /** The fetch answers offline too (from the device): do not pause it without a connection. */
  worksOffline?: boolean;
}

/**
 * The generic paged list: page, perpage (30…300), ordering with '-' prefix (default -created_at),
 * filters in the URL and folded into the filter panel; the kit's data table; loading, error,
 * empty and offline states.
 */
export function PagedList<T extends RowData>(props: PagedListProps<T>) {
  const { t } = useTranslation('common');
  const [search, setSearch] = useSearchParams();
  const params = readListParams(search, { perpage: props.defaultPerpage, filters: props.filters });
  const query = useQuery({
    queryKey: [...props.queryKey, params],
    queryFn: () => props.fetch(params),
    placeholderData: (prev) => prev,
    networkMode: props.worksOffline ? 'always' : 'online',
  });
  const update = (change: Parameters<typeof writeListParams>[1]) => setSearch(writeListParams(params, change), { replace: true });
  const meta = query.data?.meta_data;
  const pages = pageCount(meta?.total ?? 0, params.perpage);
  const setFilters = (filters: Record<string, string | undefined>) => update({ filters });
  const chips = activeFilters(params.filters, props.filterLabels ?? {}, props.describeFilter).map((chip) => ({ ...chip, onRemove: () => setFilters({ [chip.key]: undefined }) }));
  const setCount = Object.values(params.filters).filter(Boolean).length;
  const clearAll = () => setFilters(Object.fromEntries(Object.keys(params.filters).map((key) => [key, undefined])));

  return (
    <div className="apron-list" data-testid={props.testId}>
      {props.renderFilters && (
        <FilterPanel active={chips} activeCount={setCount} onClear={clearAll} testId={props.testId}>
          {props.renderFilters(params, setFilters)}
        </FilterPanel>
      )}
      {query.data && (query.isError || query.fetchStatus === 'paused' || !navigator.onLine) && <CachedNotice updatedAt={query.dataUpdatedAt} />}
      {query.isPending && query.fetchStatus === 'paused' ? (
        <OfflineState />
      ) : query.isPending ? (
        <Loading />
      ) : query.isError && !query.data ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : !query.data?.data.length ? (
        <Empty message={props.emptyMessage} />
      ) : (
        <DataTable
          columns={props.columns}
          rows={query.data.data}
          rowKey={props.rowKey}
          ordering={params.ordering}
          onSort={(field) => update({ ordering: toggleOrdering(params.ordering, field) })}
          selection={props.selection}
        />
      )}
      {/* The pager speaks of the answer's total: none while loading or when the list could not be loaded. */}
      {meta && (
        <div className="apron-pager">
          <IonButton fill="clear" disabled={params.page <= 1} onClick={() => update({ page: params.page - 1 })} aria-label={t('list.previous')}>
            <IonIcon aria-hidden="true" icon={chevronBack} />
          </IonButton>
          <span>{t('list.pageOf', { page: params.page, pages, total: meta.total })}</span>
          <IonButton fill="clear" disabled={params.page >= pages} onClick={() => update({ page: params.page + 1 })} aria-label={t('list.next')}>
            <IonIcon aria-hidden="true" icon={chevronForward} />
          </IonButton>
          <select className="apron-select" aria-label={t('list.perpage')} value={params.perpage} onChange={(e) => update({ perpage: Number(e.target.value) })} data-testid="perpage">
            {PERPAGE_CHOICES.map((n) => (
              <option key={n} value={n}>
                {t('list.perpageOption', { n })}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
