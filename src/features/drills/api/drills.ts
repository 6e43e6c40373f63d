import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createDrillAudit, deleteDrillAudit, getDrillAudit, listUnperformedDrills, reportDrillAudits, reportUnperformedDrills,
  searchDrillAudits, updateDrillAudit, DRILL_EXPORT_NAME, UNPERFORMED_EXPORT_NAME, type DrillBody, type DrillUpdateBody,
} from '@/contracts/drills';
import type { QueryFilter } from '@/contracts/query-filter';
import { call, data } from '@/lib/api/client';
import { download } from '@/lib/api/download';
import type { ListParams } from '@/lib/list/list-params';

export const DRILLS_KEY = ['drills', 'list'] as const;

const pageQuery = (p: ListParams) => ({ page: p.page, perpage: p.perpage, ordering: p.ordering });

export const fetchDrills = (filter: QueryFilter) => (p: ListParams) => call(searchDrillAudits, { query: pageQuery(p), body: filter });
export const downloadDrills = (filter: QueryFilter) => download(reportDrillAudits, { body: filter }, DRILL_EXPORT_NAME);

export interface Period {
  started_at?: string;
  ended_at?: string;
}
export const fetchUnperformed = (filter: QueryFilter, period: Period) => (p: ListParams) =>
  call(listUnperformedDrills, { query: pageQuery(p), body: { ...filter, ...period } });
export const downloadUnperformed = (filter: QueryFilter, period: Period) =>
  download(reportUnperformedDrills, { body: { ...filter, ...period } }, UNPERFORMED_EXPORT_NAME);

/** Online, the drill form sends here; offline the outbox sends the same body later. */
export const sendDrill = (body: DrillBody) => call(createDrillAudit, { body });

export function useDrill(id: number) {
  return useQuery({ queryKey: [...DRILLS_KEY, 'one', id], queryFn: () => data(getDrillAudit, { params: { id } }) });
}

function useInvalidating<A, R>(mutationFn: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: ['drills'] }) });
}

export const useUpdateDrill = (id: number) => useInvalidating((body: DrillUpdateBody) => call(updateDrillAudit, { params: { id }, body }));
export const useDeleteDrill = () => useInvalidating((id: number) => data(deleteDrillAudit, { params: { id } }));
