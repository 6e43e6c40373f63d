import { IonButton, IonIcon } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { chevronBack, chevronForward } from 'ionicons/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PERPAGE_CHOICES, type Envelope } from '@/contracts/paths';
import { CachedNotice } from '@/lib/ui/cached-notice';
import { Empty, LoadError, Loading, OfflineState } from '@/lib/ui/states';
import { pageCount, readListParams, toggleOrdering, writeListParams, type ListParams } from './list-params';

export interface Column<T> {
  key: string;
  label: string;
  /** Server column name to order by; absent = not sortable. */
  sort?: string;
  render: (row: T) => ReactNode;
}

export interface PagedListProps<T> {
  /** Cache key prefix; the list params are appended. */
  queryKey: readonly unknown[];
  fetch: (params: ListParams) => Promise<Envelope<T[]>>;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  filters?: readonly string[];
  defaultPerpage?: number;
  emptyMessage?: string;
  /** Filter inputs; they call `setFilters`. */
  renderFilters?: (params: ListParams, setFilters: (f: Record<string, string | undefined>) => void) => ReactNode;
  testId?: string;
  /** The fetch answers offline too (from the device): do not pause it without a connection. */
  worksOffline?: boolean;
}

/**
 * The generic paged list: page, perpage (30…300), ordering with '-' prefix (default -created_at),
 * filters in the URL; loading, error and empty states.
 */
export function PagedList<T>(props: PagedListProps<T>) {
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

  return (
    <div className="apron-list" data-testid={props.testId}>
      {props.renderFilters && <div className="apron-filters">{props.renderFilters(params, (filters) => update({ filters }))}</div>}
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
        <div className="apron-table-wrap">
          <table className="apron-table">
            <thead>
              <tr>
                {props.columns.map((c) => (
                  <th key={c.key} scope="col">
                    {c.sort ? (
                      <button type="button" className="apron-sort" onClick={() => update({ ordering: toggleOrdering(params.ordering, c.sort!) })}>
                        {c.label}
                        {params.ordering === c.sort ? ' ▲' : params.ordering === `-${c.sort}` ? ' ▼' : ''}
                      </button>
                    ) : (
                      c.label
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {query.data.data.map((row) => (
                <tr key={props.rowKey(row)}>
                  {props.columns.map((c) => (
                    <td key={c.key} data-label={c.label}>
                      {c.render(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="apron-pager">
        <IonButton fill="clear" disabled={params.page <= 1} onClick={() => update({ page: params.page - 1 })} aria-label={t('list.previous')}>
          <IonIcon icon={chevronBack} />
        </IonButton>
        <span>{t('list.pageOf', { page: params.page, pages, total: meta?.total ?? 0 })}</span>
        <IonButton fill="clear" disabled={params.page >= pages} onClick={() => update({ page: params.page + 1 })} aria-label={t('list.next')}>
          <IonIcon icon={chevronForward} />
        </IonButton>
        <select className="apron-select" aria-label={t('list.perpage')} value={params.perpage} onChange={(e) => update({ perpage: Number(e.target.value) })} data-testid="perpage">
          {PERPAGE_CHOICES.map((n) => (
            <option key={n} value={n}>
              {t('list.perpageOption', { n })}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
