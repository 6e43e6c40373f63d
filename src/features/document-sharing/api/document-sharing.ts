import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createDocumentType, deleteDocument, deleteDocumentType, documentCreateForm, getDocument, getDocumentType, listDocuments, listDocumentTypes,
  updateDocumentType, type AccessNode, type DocumentTypeBody,
} from '@/contracts/document-sharing';
import { call, data, send } from '@/lib/api/client';
import type { ListParams } from '@/lib/list/list-params';

export const DOC_KEY = ['document-sharing'] as const;

export const fetchDocumentTypes = (p: ListParams) => call(listDocumentTypes, { query: { page: p.page, perpage: p.perpage } });
export const fetchDocuments = (p: ListParams) => call(listDocuments, { query: { page: p.page, perpage: p.perpage, ...p.filters } });
export const useAllTypes = () => useQuery({ queryKey: [...DOC_KEY, 'types', 'all'], queryFn: () => data(listDocumentTypes, { query: { perpage: 300 } }) });
export const useCreatableTypes = () => useQuery({ queryKey: [...DOC_KEY, 'creatable'], queryFn: () => data(documentCreateForm) });
export const useDocument = (id?: number) => useQuery({ queryKey: [...DOC_KEY, 'doc', id], queryFn: () => data(getDocument, { params: { id: id! } }), enabled: !!id });

export function useDocumentType(id?: number) {
  return useQuery({
    queryKey: [...DOC_KEY, 'type', id],
    queryFn: async () => {
      const envelope = await call(getDocumentType, { params: { id: id! } });
      return { type: envelope.data, tree: envelope.helper_data.tree as AccessNode[] };
    },
    enabled: !!id,
  });
}

export function useSaveDocumentType(id?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DocumentTypeBody) => (id ? call(updateDocumentType, { params: { id }, body }) : call(createDocumentType, { body })),
    onSuccess: () => client.invalidateQueries({ queryKey: DOC_KEY }),
  });
}

export function useDeleteDocumentThing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, id }: { kind: 'type' | 'document'; id: number }) =>
      (await data(kind === 'type' ? deleteDocumentType : deleteDocument, { params: { id } })).message,
    onSuccess: () => client.invalidateQueries({ queryKey: DOC_KEY }),
  });
}

/** Multipart create (POST) or update (POST with _method=PUT), spec 3 §7. */
export function useSaveDocument(id?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ title, typeId, file }: { title: string; typeId: number; file?: File }) => {
      const form = new FormData();
      form.append('title', title);
      form.append('document_type_id', String(typeId));
      if (id) form.append('_method', 'PUT');
      if (file) form.append('file', file, file.name);
      const res = await send({ method: 'POST', path: id ? `/document-sharing/document/${id}` : '/document-sharing/document' }, { body: form });
      const body = await res.json().catch(() => ({}));
      if (!res.ok) throw Object.assign(new Error('save failed'), { body });
      return body as { data: { id: number }; helper_data: { message?: string } };
    },
    onSuccess: () => client.invalidateQueries({ queryKey: DOC_KEY }),
  });
}
