import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addDemandRequestFiles, createDemandRequest, deleteDemandRequest, deleteDemandRequestFile, getDemandRequest,
  listDemandRequests, updateDemandRequest, type DemandRequestJsonBody, type DemandRequestUpdateBody,
} from '@/contracts/demands';
import { call, data } from '@/lib/api/client';
import type { ListParams } from '@/lib/list/list-params';

export const REQUESTS_KEY = ['demands', 'requests'] as const;

export const fetchMyRequests = (p: ListParams) =>
  call(listDemandRequests, { query: { page: p.page, perpage: p.perpage, ordering: p.ordering, ...p.filters } });

/** Online, without files: the JSON form (the record keeps the id given here, like an outbox item's). */
export const sendDemandRequest = (body: DemandRequestJsonBody) => call(createDemandRequest, { body });

export function useDemandRequest(id: number) {
  return useQuery({ queryKey: [...REQUESTS_KEY, id], queryFn: () => data(getDemandRequest, { params: { id } }) });
}

function useInvalidating<A, R>(mutationFn: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: REQUESTS_KEY }) });
}

export const useUpdateRequest = (id: number) =>
  useInvalidating((body: DemandRequestUpdateBody) => call(updateDemandRequest, { params: { id }, body }));

export const useDeleteRequest = () => useInvalidating((id: number) => data(deleteDemandRequest, { params: { id } }));

export const useAddFiles = (id: number) =>
  useInvalidating((files: File[]) => {
    const form = new FormData();
    files.forEach((file, i) => form.append(`files[${i}]`, file, file.name));
    return call(addDemandRequestFiles, { params: { id }, body: form });
  });

export const useDeleteFile = (id: number) =>
  useInvalidating((fileId: number) => data(deleteDemandRequestFile, { params: { id, fileId } }));
