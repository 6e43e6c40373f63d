import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { editFolder, listFolderDocuments, listFolders, updateFolder } from '@/contracts/qdms';
import { call, send } from '@/lib/api/client';
import type { ListParams } from '@/lib/list/list-params';

export const QDMS_KEY = ['qdms'] as const;

export const fetchFolders = (p: ListParams) => call(listFolders, { query: { page: p.page, perpage: p.perpage } });
export const fetchFolderDocuments = (folderId: number) => (p: ListParams) =>
  call(listFolderDocuments, { params: { folderId }, query: { page: p.page, perpage: p.perpage, ...p.filters } });

export function useFolderEdit(folderId: number | null) {
  return useQuery({
    queryKey: [...QDMS_KEY, 'edit', folderId],
    queryFn: async () => {
      const e = await call(editFolder, { params: { folderId: folderId! } });
      return { folder: e.data, roles: e.helper_data.roles as { id: number; name: string; department: string }[] };
    },
    enabled: folderId !== null,
  });
}

export function useSaveFolderRoles() {
  const client = useQueryClient();
  return useMutation({
    // Spec 3 §7: POST with _method=PUT and roles[i]=id.
    mutationFn: ({ folderId, roles }: { folderId: number; roles: number[] }) => call(updateFolder, { params: { folderId }, body: { _method: 'PUT', roles } }),
    onSuccess: () => client.invalidateQueries({ queryKey: QDMS_KEY }),
  });
}

export function useSaveQdmsDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ folderId, documentId, title, file }: { folderId: number; documentId?: number; title: string; file?: File }) => {
      const form = new FormData();
      form.append('title', title);
      if (documentId) form.append('_method', 'PUT');
      if (file) form.append('file', file, file.name);
      const res = await send({ method: 'POST', path: documentId ? `/gss/qdms-document/${documentId}` : `/gss/qdms-folder/${folderId}/qdms-documents` }, { body: form });
      const body = await res.json().catch(() => ({}));
      if (!res.ok) throw Object.assign(new Error('save failed'), { body });
      return body as { helper_data: { message?: string } };
    },
    onSuccess: () => client.invalidateQueries({ queryKey: QDMS_KEY }),
  });
}
