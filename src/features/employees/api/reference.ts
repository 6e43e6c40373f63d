import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { REASON_API, createSeason, deleteSeason, listSeasons, seasonEditForm, seasonCreateForm, updateSeason, type ReasonKind } from '@/contracts/employees/reference';
import { call, data } from '@/lib/api/client';
import type { ListParams } from '@/lib/list/list-params';

const KEY = ['employee-reference'] as const;

export const fetchReasons = (kind: ReasonKind) => (p: ListParams) => call(REASON_API[kind].list, { query: { page: p.page, perpage: p.perpage, ...p.filters } });
export const useReasonForm = (kind: ReasonKind, id: number | undefined) => useQuery({
  queryKey: [...KEY, kind, 'form', id ?? 'new'],
  queryFn: () => (id ? data(REASON_API[kind].editForm, { params: { id } }) : data(REASON_API[kind].createForm)),
});
export function useReasonMutations(kind: ReasonKind) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: KEY });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: number; body: { name: string; sequence_yearly_reset: 0 | 1 } }) =>
        (id ? call(REASON_API[kind].update, { params: { id }, body }) : call(REASON_API[kind].create, { body })),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: number) => data(REASON_API[kind].remove, { params: { id } }), onSuccess: refresh }),
  };
}

export const fetchSeasons = (p: ListParams) => call(listSeasons, { query: { page: p.page, perpage: p.perpage, ...p.filters } });
export const useSeasonForm = (id: number | undefined) => useQuery({
  queryKey: [...KEY, 'season', id ?? 'new'],
  queryFn: () => (id ? data(seasonEditForm, { params: { id } }) : data(seasonCreateForm)),
});
export function useSeasonMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: KEY });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: number; body: { name: string; start_date: string; end_date: string; security_projects: number[] } }) =>
        (id ? call(updateSeason, { params: { id }, body }) : call(createSeason, { body })),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: number) => data(deleteSeason, { params: { id } }), onSuccess: refresh }),
  };
}
export const REFERENCE_KEY = KEY;
