import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  answerDemandResponse, demandResponseForm, demandResponseSearchForm, downloadDemandResponses, redirectDemandResponse,
  searchDemandResponses, type DemandSearchFilters,
} from '@/contracts/demands';
import { call, data } from '@/lib/api/client';
import { download } from '@/lib/api/download';
import type { ListParams } from '@/lib/list/list-params';
import { REQUESTS_KEY } from './demand-requests';

export const RESPONSES_KEY = ['demands', 'responses'] as const;

/** The list's URL filters as the search body: text as typed, the type as a number. */
export function searchBody(filters: Record<string, string>): DemandSearchFilters {
  const { demand_type_id, status, ...rest } = filters;
  return {
    ...rest,
    demand_type_id: demand_type_id ? Number(demand_type_id) : undefined,
    status: status as DemandSearchFilters['status'],
  };
}

export const fetchResponses = (p: ListParams) =>
  call(searchDemandResponses, { query: { page: p.page, perpage: p.perpage, ordering: p.ordering }, body: searchBody(p.filters) });

export const downloadResponses = (filters: Record<string, string>) =>
  download(downloadDemandResponses, { body: searchBody(filters) }, 'Talep yanıtları.xlsx');

export function useResponseSearchForm() {
  return useQuery({ queryKey: [...RESPONSES_KEY, 'form'], queryFn: () => data(demandResponseSearchForm), staleTime: 5 * 60_000 });
}

export function useResponseForm(id: number) {
  return useQuery({ queryKey: [...RESPONSES_KEY, id], queryFn: () => data(demandResponseForm, { params: { id } }) });
}

function useInvalidating<A, R>(mutationFn: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: RESPONSES_KEY });
      await client.invalidateQueries({ queryKey: REQUESTS_KEY });
    },
  });
}

export const useAnswer = (id: number) => useInvalidating((response: string) => call(answerDemandResponse, { params: { id }, body: { response } }));

export const useRedirect = (id: number) =>
  useInvalidating((roleId: number) => call(redirectDemandResponse, { params: { id }, body: { redirect_role_id: roleId } }));
