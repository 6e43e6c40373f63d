import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { REFERENCE_API, type ReferenceItem, type ReferenceListKey } from '@/contracts/reference-lists';
import { call, data } from '@/lib/api/client';
import type { ListParams } from '@/lib/list/list-params';

export const referenceKey = (list: ReferenceListKey) => ['reference-lists', list] as const;

export const fetchReferenceItems = (list: ReferenceListKey) => (p: ListParams) =>
  call(REFERENCE_API[list].list, { query: { page: p.page, perpage: p.perpage, ordering: p.ordering, ...p.filters } });

/** The item being edited (none when creating); lists with spec forms read them from /{id}/edit. */
export function useReferenceItem(list: ReferenceListKey, id: number | undefined) {
  const api = REFERENCE_API[list];
  return useQuery({
    queryKey: [...referenceKey(list), 'item', id ?? 'new'],
    queryFn: async (): Promise<ReferenceItem | null> => {
      if (!id) return null;
      if (api.editForm) return (await data(api.editForm, { params: { id } })).item;
      return data(api.show, { params: { id } });
    },
  });
}

/** One item for a read-only screen. */
export function useReferenceShow(list: ReferenceListKey, id: number) {
  return useQuery({ queryKey: [...referenceKey(list), 'show', id], queryFn: () => data(REFERENCE_API[list].show, { params: { id } }) });
}

/** Every item of a list for a form's choices (at most 300, ordered by label). */
export function useReferenceChoices(list: ReferenceListKey) {
  return useQuery({
    queryKey: [...referenceKey(list), 'choices'],
    queryFn: () => data(REFERENCE_API[list].list, { query: { perpage: 300, ordering: 'label' } }),
    staleTime: 5 * 60_000,
  });
}

export function useSaveReferenceItem(list: ReferenceListKey, id: number | undefined) {
  const client = useQueryClient();
  const api = REFERENCE_API[list];
  return useMutation({
    mutationFn: (body: Record<string, string>) => (id ? call(api.update, { params: { id }, body }) : call(api.create, { body })),
    onSuccess: () => client.invalidateQueries({ queryKey: referenceKey(list) }),
  });
}

export function useDeleteReferenceItem(list: ReferenceListKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => data(REFERENCE_API[list].remove, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: referenceKey(list) }),
  });
}
