import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createFilterQuery, deleteEmployee, deleteFilterQuery, downloadEmployees, listFilterQueries, searchEmployees, searchForm, updateNickname,
} from '@/contracts/employees/list';
import type { ReportType, SavedFilterType } from '@/contracts/employees/filter-fields';
import type { QueryFilter } from '@/contracts/query-filter';
import { call, data } from '@/lib/api/client';
import { download, saveBlob } from '@/lib/api/download';
import type { ListParams } from '@/lib/list/list-params';
import { toasts } from '@/lib/ui/toasts';

export const EMPLOYEES_KEY = ['employees'] as const;
export type Status = 'active' | 'inactive' | 'all';

/** Spec 1 §4: the status is carried by the filter's trashed flags. */
export const withStatus = (filter: QueryFilter, status: Status): QueryFilter => ({
  ...filter, with_trashed: status === 'all' || undefined, only_trashed: status === 'inactive' || undefined,
});

/** `groupCounts`: also how many rows each group alone matches (helper_data.group_counts). */
export const fetchEmployees = (type: ReportType, filter: QueryFilter, groupCounts = false) => (p: ListParams) =>
  call(searchEmployees, { query: { page: p.page, perPage: p.perpage, type, ordering: p.ordering, ...(groupCounts ? { with_helper_data: true } : {}) }, body: filter });

export function useSearchForm(type: ReportType) {
  return useQuery({ queryKey: [...EMPLOYEES_KEY, 'search-form', type], queryFn: () => data(searchForm, { query: { type } }) });
}

export function useSavedFilters(type: ReportType) {
  return useQuery({ queryKey: [...EMPLOYEES_KEY, 'saved-filters', type], queryFn: () => data(listFilterQueries, { query: { report_type: type } }) });
}

export function useSaveFilter(type: ReportType) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; type: SavedFilterType; query: QueryFilter }) => data(createFilterQuery, { body: { ...body, report_type: type } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...EMPLOYEES_KEY, 'saved-filters'] }),
  });
}

export function useDeleteFilter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => data(deleteFilterQuery, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...EMPLOYEES_KEY, 'saved-filters'] }),
  });
}

export function useDeleteEmployee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => data(deleteEmployee, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: EMPLOYEES_KEY }),
  });
}

export function useSetNickname() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, nickname }: { id: number; nickname: string | null }) => data(updateNickname, { params: { id }, body: { nickname } }),
    onSuccess: () => client.invalidateQueries({ queryKey: EMPLOYEES_KEY }),
  });
}

/** Excel of the selected rows (or of the filter when none is selected); failures toast the server's words. */
export async function downloadExcel(filter: QueryFilter, type: ReportType, ids: number[]): Promise<void> {
  const result = await download(downloadEmployees, { body: { ...filter, employee_ids: ids, report_type: type } }, 'personel.xlsx');
  if (result.ok && result.blob) saveBlob(result.blob, result.fileName ?? 'personel.xlsx');
  else toasts.showAll(result.toasts);
}
