/**
 * The query builder's public face (the one folder that re-exports: screens import from
 * '@/lib/query-builder'). Light: the component itself is a lazy chunk (lazy-query-builder.tsx).
 */
export type { QueryBuilderField, QueryBuilderProps } from './types';
export { QueryBuilder, QueryBuilder as default } from './lazy-query-builder';
export { useFilterStorage } from './use-filter-storage';
export { decodeFilter, encodeFilter } from './filter-codec';
export { filterLink } from './filter-storage';
