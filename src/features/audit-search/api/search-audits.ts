import { useQuery } from '@tanstack/react-query';
import { AUDIT_API } from '@/contracts/audits/endpoints';
import type { AuditFamily } from '@/contracts/audits/families';
import { auditSearchHelperData, type AuditSearchHelperData } from '@/contracts/audits/search';
import { call } from '@/lib/api/client';
import type { ListParams } from '@/lib/list/list-params';
import { SEARCH_SCREENS } from '../screens';
import { searchQueryOf } from './search-query';

export const searchKey = (family: AuditFamily) => ['audit-search', family] as const;

/** One page of GET /search/{family}-audit with the URL's filters. */
export const fetchAuditSearch = (family: AuditFamily) => (p: ListParams) =>
  call(AUDIT_API[family].search, {
    query: { page: p.page, perpage: p.perpage, ordering: p.ordering, ...searchQueryOf(SEARCH_SCREENS[family], p.filters) },
  });

/**
 * The filters' option lists (titles, security projects, flight codes…): the helper_data of a
 * search with with_helper_data=true, fetched once as the page opens. A failure does not keep the
 * page closed (spec 2 §8): it opens with the filters that need no list and a notice.
 */
export function useSearchOptions(family: AuditFamily) {
  return useQuery({
    queryKey: [...searchKey(family), 'options'],
    queryFn: async (): Promise<AuditSearchHelperData> => {
      const envelope = await call(AUDIT_API[family].search, { query: { page: 1, perpage: 30, with_helper_data: true } });
      return auditSearchHelperData.parse(envelope.helper_data);
    },
    staleTime: 5 * 60_000,
    retry: false,
    // The page shows its own notice; no toast on top of it.
    meta: { silent: true },
  });
}
