import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  WSD_EXPORT_NAME, approveWsdDemands, createWsdDemand, deleteWsdDemand, downloadWsdDemands, getWsdDemand, listWsdDemands,
  rejectWsdDemands, searchWsdDemands, type WsdDemandBody, type WsdSearchFilters,
} from '@/contracts/work-schedule-demands';
import { call, data } from '@/lib/api/client';
import { download } from '@/lib/api/download';
import type { ListParams } from '@/lib/list/list-params';

export const WSD_KEY = ['work-schedule-demands'] as const;
export const DEMANDS_KEY = [...WSD_KEY, 'demands'] as const;

export const fetchMyDemands = (p: ListParams) =>
  call(listWsdDemands, { query: { page: p.page, perpage: p.perpage, ordering: p.ordering, ...p.filters } });

/** Online: the JSON the outbox would send, with the id given on the device (the record keeps it). */
export const sendDemand = (body: WsdDemandBody) => call(createWsdDemand, { body });

export function useDemand(id: number) {
  return useQuery({ queryKey: [...DEMANDS_KEY, id], queryFn: () => data(getWsdDemand, { params: { id } }) });
}

function useInvalidating<A, R>(mutationFn: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: DEMANDS_KEY }) });
}

export const useDeleteDemand = () => useInvalidating((id: number) => data(deleteWsdDemand, { params: { id } }));

/** The review list's URL filters as the search body. */
export function searchBody(filters: Record<string, string>): WsdSearchFilters {
  const number = (value: string | undefined) => (value ? Number(value) : undefined);
  return {
    status: (filters.status || undefined) as WsdSearchFilters['status'],
    type: (filters.type || undefined) as WsdSearchFilters['type'],
    type_id: number(filters.type_id),
    period_id: number(filters.period_id),
    work_schedule_id: number(filters.work_schedule_id),
    security_project_id: number(filters.security_project_id),
    requester: filters.requester || undefined,
    year: number(filters.year),
    date_from: filters.date_from || undefined,
    date_to: filters.date_to || undefined,
  };
}

export const fetchReview = (p: ListParams) =>
  call(searchWsdDemands, { query: { page: p.page, perpage: p.perpage, ordering: p.ordering }, body: searchBody(p.filters) });

export const downloadReview = (filters: Record<string, string>) => download(downloadWsdDemands, { body: searchBody(filters) }, WSD_EXPORT_NAME);

export const useApprove = () => useInvalidating((ids: number[]) => call(approveWsdDemands, { body: { ids } }));
export const useReject = () => useInvalidating(({ ids, reason }: { ids: number[]; reason: string }) => call(rejectWsdDemands, { body: { ids, reason } }));
