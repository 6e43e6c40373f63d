import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createDemandType, deleteDemandType, getDemandType, listDemandTypes, updateDemandType, type DemandType, type DemandTypeBody,
} from '@/contracts/demands';
import { call, data } from '@/lib/api/client';
import type { ListParams } from '@/lib/list/list-params';

export const DEMAND_TYPES_KEY = ['demands', 'types'] as const;

export interface Company {
  id: number;
  name: string;
}

export const fetchDemandTypes = (p: ListParams) =>
  call(listDemandTypes, { query: { page: p.page, perpage: p.perpage, ordering: p.ordering, ...p.filters } });

/** The store form: the type being edited (none for a new one) and the companies the role picker starts from. */
export function useDemandTypeForm(id: number | undefined) {
  return useQuery({
    queryKey: [...DEMAND_TYPES_KEY, 'form', id ?? 'new'],
    queryFn: async () => {
      const envelope = id
        ? await call(getDemandType, { params: { id }, query: { with_helper_data: true } })
        : await call(listDemandTypes, { query: { perpage: 30, with_helper_data: true } });
      const companies = (envelope.helper_data.companies ?? []) as Company[];
      return { type: id ? (envelope.data as DemandType) : null, companies };
    },
  });
}

export function useSaveDemandType(id: number | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DemandTypeBody) => (id ? call(updateDemandType, { params: { id }, body }) : call(createDemandType, { body })),
    onSuccess: () => client.invalidateQueries({ queryKey: DEMAND_TYPES_KEY }),
  });
}

export function useDeleteDemandType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => data(deleteDemandType, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: DEMAND_TYPES_KEY }),
  });
}
