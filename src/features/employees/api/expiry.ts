import { useQuery } from '@tanstack/react-query';
import { employeeExpiring, listExpiring, type ExpiryKind } from '@/contracts/employees/expiry';
import { call, data } from '@/lib/api/client';
import type { ListParams } from '@/lib/list/list-params';
import { EMPLOYEES_KEY } from './employees';

export const EXPIRING_KEY = [...EMPLOYEES_KEY, 'expiring'] as const;
export const useEmployeeExpiring = (id: number) => useQuery({ queryKey: [...EMPLOYEES_KEY, 'card', id, 'expiring'], queryFn: () => data(employeeExpiring, { params: { id } }) });
export const fetchExpiring = (p: ListParams) =>
  call(listExpiring, { query: { page: p.page, perpage: p.perpage, within: p.filters.within === '7' ? '7' : '30', ...(p.filters.kind ? { kind: p.filters.kind as ExpiryKind } : {}) } });
