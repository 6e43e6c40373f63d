import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Empty, LoadError, Loading, OfflineState } from '@/lib/ui/states';

export interface WidgetProps<T> {
  title: string;
  testId: string;
  query: UseQueryResult<T>;
  /** True when the answer has nothing to show: the widget shows `emptyText`. */
  isEmpty: (data: T) => boolean;
  emptyText: string;
  children: (data: T) => ReactNode;
  /** Controls beside the title (week pager, airport choice); shown in every state. */
  controls?: ReactNode;
  wide?: boolean;
}

/** One dashboard card with its own loading, offline, error and empty states. */
export function Widget<T>({ title, testId, query, isEmpty, emptyText, children, controls, wide }: WidgetProps<T>) {
  let body: ReactNode;
  if (query.data !== undefined) body = isEmpty(query.data) ? <Empty message={emptyText} /> : children(query.data);
  else if (query.isPending && query.fetchStatus === 'paused') body = <OfflineState />;
  else if (query.isError) body = <LoadError onRetry={() => void query.refetch()} />;
  else if (query.isPending && query.fetchStatus === 'idle') body = <Empty message={emptyText} />;
  else body = <Loading />;
  return (
    <section className={`apron-card dashboard-widget${wide ? ' dashboard-wide' : ''}`} data-testid={testId} aria-busy={query.isFetching}>
      <header className="dashboard-widget-header">
        <h2>{title}</h2>
        {controls}
      </header>
      {query.data !== undefined && query.isError && <LoadError onRetry={() => void query.refetch()} />}
      {body}
    </section>
  );
}
