import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createWarning, deleteWarning, listPsychoactiveProjects, listWarnings, type WarningBody } from '@/contracts/warnings';
import { call, data } from '@/lib/api/client';
import type { ListParams } from '@/lib/list/list-params';

export const WARNINGS_KEY = ['warnings'] as const;

export function usePsychoactiveProjects() {
  return useQuery({ queryKey: [...WARNINGS_KEY, 'projects'], queryFn: () => data(listPsychoactiveProjects), staleTime: 5 * 60_000 });
}

/** The list's URL filters (position_id, project_id, warning_type) as the call's query. */
export const fetchWarnings = (p: ListParams) =>
  call(listWarnings, { query: { page: p.page, perpage: p.perpage, ordering: p.ordering, ...p.filters } });

function useInvalidating<A, R>(mutationFn: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: WARNINGS_KEY }) });
}

export const useCreateWarning = () => useInvalidating((body: WarningBody) => call(createWarning, { body }));
export const useDeleteWarning = () => useInvalidating((id: number) => data(deleteWarning, { params: { id } }));
