import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createOverwork, deleteOverwork, listOverwork, overworkCreateForm } from '@/contracts/employees/children';
import { deleteDocument, deleteSlotFile, listActivity, listDocuments, listSync, runSync, updateExternalIds, type SYNC_ACTIONS, type SYNC_PROVIDERS } from '@/contracts/employees/record';
import type { DOCUMENT_TYPES, EmployeeFileSlot } from '@/contracts/employees/schemas';
import { ApiError, call, data, send } from '@/lib/api/client';
import { download, saveBlob } from '@/lib/api/download';
import { toasts } from '@/lib/ui/toasts';
import { EMPLOYEES_KEY } from './employees';

/** Documents, overwork petitions and the sync panel of one employee card. */
const key = (id: number, ...rest: unknown[]) => [...EMPLOYEES_KEY, 'card', id, ...rest] as const;

function useRefresh(id: number) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: key(id) });
}

/** A multipart POST; the server's refusal becomes an ApiError (its messages go to the toasts). */
async function postForm(path: string, form: FormData): Promise<{ helper_data?: { message?: string } }> {
  const res = await send({ method: 'POST', path }, { body: form });
  const body = (await res.json().catch(() => ({}))) as { helper_data?: { message?: string } };
  if (!res.ok) throw new ApiError(res.status, res.statusText, body);
  return body;
}

/** The words of a refused call: its field errors joined, else its message. */
export function errorText(e: unknown): string {
  if (!(e instanceof ApiError)) throw e;
  const body = e.body as { errors?: Record<string, string[]> | string[]; message?: string } | null;
  const errors = body?.errors;
  if (errors) return (Array.isArray(errors) ? errors : Object.values(errors).flat()).join(' ');
  return body?.message ?? e.message;
}

// ---- Documents ------------------------------------------------------------------------------
export const useDocuments = (id: number) => useQuery({ queryKey: key(id, 'documents'), queryFn: () => data(listDocuments, { params: { id } }) });

export function useDocumentMutations(id: number) {
  const refresh = useRefresh(id);
  return {
    upload: useMutation({
      mutationFn: ({ kind, file }: { kind: EmployeeFileSlot | (typeof DOCUMENT_TYPES)[number]; file: File }) => {
        const form = new FormData();
        form.append('file', file, file.name);
        return postForm(`/gss/employee/${id}/file/${kind}`, form);
      },
      onSuccess: refresh,
    }),
    removeSlot: useMutation({ mutationFn: (name: EmployeeFileSlot) => data(deleteSlotFile, { params: { id, name } }), onSuccess: refresh }),
    removeDocument: useMutation({
      mutationFn: ({ type, fileId }: { type: (typeof DOCUMENT_TYPES)[number]; fileId: number }) => data(deleteDocument, { params: { id, type, fileId } }),
      onSuccess: refresh,
    }),
  };
}

/** Saves a stored file (its url is /api/files/{id}); failures toast the server's words. */
export async function openStoredFile(url: string, name: string): Promise<void> {
  const result = await download({ method: 'GET', path: url.replace(/^\/api/, '') } as never, {}, name);
  if (result.ok && result.blob) saveBlob(result.blob, result.fileName ?? name);
  else toasts.showAll(result.toasts);
}

// ---- Overwork petitions -----------------------------------------------------------------------
export const useOverworks = (id: number, page: number) =>
  useQuery({ queryKey: key(id, 'overwork', page), queryFn: () => call(listOverwork, { params: { id }, query: { page, perpage: 30 } }) });
export const useOverworkForm = (id: number) => useQuery({ queryKey: key(id, 'overwork-form'), queryFn: () => data(overworkCreateForm, { params: { id } }) });

export function useOverworkMutations(id: number) {
  const refresh = useRefresh(id);
  return {
    create: useMutation({
      mutationFn: ({ petition_date, state, file }: { petition_date: string; state: 0 | 1; file: File | null }) => {
        const form = new FormData();
        form.append('petition_date', petition_date);
        form.append('state', String(state));
        form.append('has_document', file ? '1' : '0');
        if (file) form.append('overwork_petition_file', file, file.name);
        return postForm(createOverwork.path.replace('{id}', String(id)), form);
      },
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (oid: number) => data(deleteOverwork, { params: { id, oid } }), onSuccess: refresh }),
  };
}

// ---- Sync panel -------------------------------------------------------------------------------
export const useSyncRuns = (id: number, page: number) =>
  useQuery({ queryKey: key(id, 'sync', page), queryFn: () => call(listSync, { params: { id }, query: { page, perpage: 30 } }) });
export const useActivity = (id: number, page: number, enabled: boolean) =>
  useQuery({ queryKey: key(id, 'activity', page), queryFn: () => call(listActivity, { query: { table_name: 'employees', target_id: id, page, perpage: 30 } }), enabled });

export function useSyncMutations(id: number) {
  const refresh = useRefresh(id);
  return {
    run: useMutation({
      mutationFn: (body: { action: (typeof SYNC_ACTIONS)[number]; queue: boolean; provider: (typeof SYNC_PROVIDERS)[number] }) => data(runSync, { params: { id }, body }),
      onSuccess: refresh,
    }),
    ids: useMutation({
      mutationFn: (body: { gps_id: string | null; schedule_id: number | null; enterprise_uuid: string | null }) => call(updateExternalIds, { params: { id }, body }),
      onSuccess: refresh,
    }),
  };
}
