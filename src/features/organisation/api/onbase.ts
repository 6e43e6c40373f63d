import { useQuery } from '@tanstack/react-query';
import * as O from '@/contracts/organisation/onbase';
import { call, data } from '@/lib/api/client';
import type { ListParams } from '@/lib/list/list-params';
import { ORG_KEY } from './organisation';

export const ONBASE_KEY = [...ORG_KEY, 'onbase'] as const;

export const fetchOnbaseRoles = (p: ListParams) => call(O.listOnbaseRoles, { query: { page: p.page, perpage: p.perpage, ordering: p.ordering, ...p.filters } });

export function useOnbaseRoleForm(id: number | undefined) {
  return useQuery({
    queryKey: [...ONBASE_KEY, 'role-form', id ?? 'new'],
    queryFn: () => (id ? data(O.editOnbaseRoleForm, { params: { id } }) : data(O.createOnbaseRoleForm)),
  });
}

export function useUserOnbaseRoles(userId: number) {
  return useQuery({ queryKey: [...ONBASE_KEY, 'user', userId], queryFn: () => data(O.listUserOnbaseRoles, { params: { id: userId } }) });
}

export function useGrantForm(userId: number) {
  return useQuery({ queryKey: [...ONBASE_KEY, 'user', userId, 'form'], queryFn: () => data(O.createUserOnbaseRoleForm, { params: { id: userId } }) });
}
