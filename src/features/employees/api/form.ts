import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ownCompanyRoles } from '@/contracts/lookups';
import { createEmployee, createEmployeeForm, editEmployeeForm, lookupMobile, updateEmployee } from '@/contracts/employees/record';
import type { EmployeeBody } from '@/contracts/employees/schemas';
import { call, data } from '@/lib/api/client';
import { EMPLOYEES_KEY } from './employees';

export const useEmployeeForm = (id: number | undefined) => useQuery({
  queryKey: [...EMPLOYEES_KEY, 'form', id ?? 'new'],
  queryFn: () => (id ? data(editEmployeeForm, { params: { id } }) : data(createEmployeeForm)),
});
export const useRoles = () => useQuery({ queryKey: ['company-roles'], queryFn: () => data(ownCompanyRoles, { query: {} }) });
export const checkMobile = (q: string, userId?: number) => data(lookupMobile, { query: { q, ...(userId ? { user_id: userId } : {}) } });

export function useSaveEmployee(id: number | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EmployeeBody) => (id ? call(updateEmployee, { params: { id }, body }) : call(createEmployee, { body })),
    onSuccess: () => client.invalidateQueries({ queryKey: EMPLOYEES_KEY }),
  });
}
