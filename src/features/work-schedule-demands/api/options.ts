import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Endpoint } from '@/contracts/http';
import type { Envelope } from '@/contracts/paths';
import { call, data } from '@/lib/api/client';
import type { ListParams } from '@/lib/list/list-params';
import { WSD_KEY } from './demands';

/** The same calls for each of the four options (types, work schedules, periods, period options). */
export interface OptionEndpoints {
  list: Endpoint;
  create: Endpoint;
  store: Endpoint;
  edit: Endpoint;
  update: Endpoint;
  remove: Endpoint;
}

export const optionKey = (name: string) => [...WSD_KEY, 'options', name] as const;

export function optionsFetcher<T>(endpoints: OptionEndpoints) {
  return async (p: ListParams) =>
    (await call(endpoints.list, { query: { page: p.page, perpage: p.perpage, ordering: p.ordering, ...p.filters } })) as unknown as Envelope<T[]>;
}

/** The create or edit form's data. */
export function useOptionForm<F>(name: string, endpoints: OptionEndpoints, id: number | undefined) {
  return useQuery({
    queryKey: [...optionKey(name), 'form', id ?? 'new'],
    queryFn: () => (id ? data(endpoints.edit, { params: { id } }) : data(endpoints.create)) as Promise<F>,
  });
}

export function useSaveOption<B>(name: string, endpoints: OptionEndpoints, id: number | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => (id ? call(endpoints.update, { params: { id }, body }) : call(endpoints.store, { body })),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: optionKey(name) });
      await client.invalidateQueries({ queryKey: [...WSD_KEY, 'create-form'] });
    },
  });
}

export function useDeleteOption(name: string, endpoints: OptionEndpoints) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => data(endpoints.remove, { params: { id } }) as Promise<{ message: string }>,
    onSuccess: () => client.invalidateQueries({ queryKey: optionKey(name) }),
  });
}
