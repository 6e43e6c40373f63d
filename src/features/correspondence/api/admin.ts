import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createPersonalGroup, deletePersonalGroup, listPersonalGroups, updatePersonalGroup, type PersonalGroupBody,
} from '@/contracts/correspondence/personal-groups';
import { createType, deleteType, getType, listTypes, updateType, type CorrespondenceTypeBody } from '@/contracts/correspondence/types';
import { call, data } from '@/lib/api/client';
import type { ListParams } from '@/lib/list/list-params';

export const TYPES_KEY = ['correspondence', 'types'] as const;
export const GROUPS_KEY = ['correspondence', 'personal-groups'] as const;

export const fetchTypes = (p: ListParams) => call(listTypes, { query: { page: p.page, perpage: p.perpage, ...p.filters } });
export const fetchGroups = (p: ListParams) => call(listPersonalGroups, { query: { page: p.page, perpage: p.perpage, ...p.filters } });
export const useType = (id: number | undefined) => useQuery({ queryKey: [...TYPES_KEY, id], queryFn: () => data(getType, { params: { id: id! } }), enabled: !!id });

function useSave<B>(key: readonly unknown[], run: (body: B) => Promise<{ helper_data: Record<string, unknown> }>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: key }) });
}

export const useSaveType = (id: number | undefined) =>
  useSave<CorrespondenceTypeBody>(TYPES_KEY, (body) => (id ? call(updateType, { params: { id }, body }) : call(createType, { body })));
export const useDeleteType = () => useSave<number>(TYPES_KEY, async (id) => ({ helper_data: await data(deleteType, { params: { id } }) }));
export const useSaveGroup = () =>
  useSave<{ id?: number; body: PersonalGroupBody }>(GROUPS_KEY, ({ id, body }) => (id ? call(updatePersonalGroup, { params: { id }, body }) : call(createPersonalGroup, { body })));
export const useDeleteGroup = () => useSave<number>(GROUPS_KEY, async (id) => ({ helper_data: await data(deletePersonalGroup, { params: { id } }) }));
