import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DETECTION_API, DETECTION_REGISTER_DEFS, type DetectionCreateBody, type DetectionRegister,
} from '@/contracts/detections';
import type { StoredFile } from '@/contracts/files';
import { call, data } from '@/lib/api/client';
import { download, saveBlob } from '@/lib/api/download';
import type { ListParams } from '@/lib/list/list-params';
import { toasts } from '@/lib/ui/toasts';

export const detectionsKey = (register: DetectionRegister) => ['detections', register] as const;

export const fetchDetections = (register: DetectionRegister) => (p: ListParams) =>
  call(DETECTION_API[register].list, { query: { page: p.page, perpage: p.perpage, ordering: p.ordering, ...p.filters } });

/** Online, without files: the JSON form (the record keeps the id given here, like an outbox item's). */
export const sendDetection = (register: DetectionRegister) => (body: DetectionCreateBody) => call(DETECTION_API[register].create, { body });

export function useDetection(register: DetectionRegister, id: number | undefined) {
  return useQuery({
    queryKey: [...detectionsKey(register), 'item', id],
    queryFn: () => data(DETECTION_API[register].show, { params: { id: id! } }),
    enabled: id !== undefined,
    gcTime: 0,
  });
}

/** The spec's update: multipart POST with _method=PUT, the fields, files[i] and deletedFileIds[i]. */
export function useUpdateDetection(register: DetectionRegister, id: number) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (form: FormData) => call(DETECTION_API[register].update, { params: { id }, body: form }),
    onSuccess: () => client.invalidateQueries({ queryKey: detectionsKey(register) }),
  });
}

export function useDeleteDetection(register: DetectionRegister) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => data(DETECTION_API[register].remove, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: detectionsKey(register) }),
  });
}

/** The list's Excel export (GET with download=true); failures toast 'Files download failed.' or the server's words. */
export async function exportDetections(register: DetectionRegister, params: Pick<ListParams, 'ordering' | 'filters'>): Promise<void> {
  const def = DETECTION_REGISTER_DEFS[register];
  const result = await download(DETECTION_API[register].list, { query: { ordering: params.ordering, ...params.filters, download: true } }, def.exportName);
  if (result.ok && result.blob) saveBlob(result.blob, result.fileName ?? def.exportName);
  else toasts.showAll(result.toasts);
}

/** A detection's file, through the detection (whoever may read the detection may read it). */
export async function downloadDetectionFile(register: DetectionRegister, id: number, file: StoredFile): Promise<void> {
  const result = await download(DETECTION_API[register].file, { params: { id, fileId: file.id } }, file.original_name);
  if (result.ok && result.blob) saveBlob(result.blob, result.fileName ?? file.original_name);
  else toasts.showAll(result.toasts);
}
