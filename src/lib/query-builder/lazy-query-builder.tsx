import { lazy, Suspense } from 'react';
import { Loading } from '@/lib/ui/states';
import type { QueryBuilderProps } from './types';

const Builder = lazy(() => import('./query-builder'));

/**
 * The query builder, loaded on first render: react-querybuilder and the controls (~45 KB gzip)
 * stay out of every screen's chunk until a builder actually shows.
 */
export function QueryBuilder(props: QueryBuilderProps) {
  return (
    <Suspense fallback={<Loading />}>
      <Builder {...props} />
    </Suspense>
  );
}

export default QueryBuilder;
