import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cipProjectFields, cipReportPreview, cipReportSend, cipSendingFile, cipSendings, reportFileName, searchCipProjects,
} from '@/contracts/audit-reports';
import type { QueryFilter } from '@/contracts/query-filter';
import { call, data } from '@/lib/api/client';
import { download } from '@/lib/api/download';
import type { ListParams } from '@/lib/list/list-params';
import { REPORTS_KEY } from './reports';

export const CIP_KEY = [...REPORTS_KEY, 'cip'] as const;

export function useCipFields() {
  return useQuery({ queryKey: [...CIP_KEY, 'fields'], queryFn: () => data(cipProjectFields), staleTime: 5 * 60_000 });
}

/** POST /ggh/audit-projects/search?page&perPage with the builder's groups. */
export const fetchCipProjects = (filter: QueryFilter, p: ListParams) =>
  call(searchCipProjects, { query: { page: p.page, perPage: p.perpage, ordering: p.ordering }, body: filter });

export interface CipTarget {
  auditId: string;
  auditProjectId: string;
}

const params = (target: CipTarget) => ({ auditId: target.auditId, auditProjectId: target.auditProjectId });

/** The preview PDF of the chosen findings (a blob; failures come back as toasts). */
export const previewReport = (target: CipTarget, selectedFindigs: number[], auditCode: string) =>
  download(cipReportPreview, { params: params(target), body: { selectedFindigs } }, reportFileName(auditCode));

export function useSendReport(target: CipTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (selectedFindigs: number[]) => call(cipReportSend, { params: params(target), body: { selectedFindigs } }),
    onSuccess: () => client.invalidateQueries({ queryKey: CIP_KEY }),
  });
}

export function useSendings(target: CipTarget) {
  return useQuery({ queryKey: [...CIP_KEY, 'sendings', target.auditId, target.auditProjectId], queryFn: () => data(cipSendings, { params: params(target) }) });
}

export const downloadSending = (target: CipTarget, sendingId: number, fileName: string) =>
  download(cipSendingFile, { params: { ...params(target), sendingId } }, fileName);
