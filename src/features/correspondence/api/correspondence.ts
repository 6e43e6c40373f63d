import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CorrespondenceFields } from '@/contracts/correspondence/audience';
import {
  approveCorrespondence, createCorrespondence, createForm, deleteCorrespondence, editCorrespondence, getCorrespondence, listApproval,
  listDrafts, listInbox, listManagement, listOutbox, rejectCorrespondence, securityProjectRoles, updateCorrespondence,
  type Box, type CorrespondenceDetails,
} from '@/contracts/correspondence/correspondence';
import { getReceipts, remindUnread } from '@/contracts/correspondence/receipts';
import { call, data, urlOf } from '@/lib/api/client';
import type { ListParams } from '@/lib/list/list-params';
import { CORRESPONDENCE_KEY } from './keys';
import { readThrough } from '@/lib/offline-reading/reading-cache';
import { LABEL_COUNT_KEY } from './shell-routes';

const BOX_ENDPOINTS = { inbox: listInbox, outbox: listOutbox, draft: listDrafts, approval: listApproval } as const;

/** A box page; the inbox is kept for offline reading. */
export function fetchBox(box: Box, p: ListParams) {
  const endpoint = BOX_ENDPOINTS[box];
  const input = { query: { page: p.page, perpage: p.perpage, ordering: p.ordering, ...p.filters } };
  return box === 'inbox' ? readThrough(urlOf(endpoint, input), () => call(endpoint, input)) : call(endpoint, input);
}

export const fetchManagement = (p: ListParams) => call(listManagement, { query: { page: p.page, perpage: p.perpage, ordering: p.ordering, ...p.filters } });

export function useCorrespondence(id: number, mode: 'read' | 'edit') {
  return useQuery({
    queryKey: [...CORRESPONDENCE_KEY, 'item', id, mode],
    queryFn: () => (mode === 'edit'
      ? data(editCorrespondence, { params: { id } })
      : readThrough(urlOf(getCorrespondence, { params: { id } }), () => data(getCorrespondence, { params: { id } }))),
    networkMode: 'always',
  });
}

export const useCreateForm = () => useQuery({ queryKey: [...CORRESPONDENCE_KEY, 'create-form'], queryFn: () => data(createForm) });

export function useSaveCorrespondence(id: number | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, files, video }: { fields: CorrespondenceFields; files: File[]; video?: File }) => {
      const form = new FormData();
      form.append('data', JSON.stringify(fields));
      files.forEach((f, i) => form.append(`files[${i}]`, f, f.name));
      if (video) form.append('video', video, video.name);
      return id ? call(updateCorrespondence, { params: { id }, body: form }) : call(createCorrespondence, { body: form });
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: CORRESPONDENCE_KEY });
      void client.invalidateQueries({ queryKey: LABEL_COUNT_KEY });
    },
  });
}

export function useItemAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: number; action: 'approve' | 'reject' | 'delete' | 'remind' }): Promise<string> => {
      const params = { params: { id } };
      const message = (e: { helper_data: Record<string, unknown> }) => String(e.helper_data.message ?? '');
      if (action === 'approve') return message(await call(approveCorrespondence, params));
      if (action === 'reject') return message(await call(rejectCorrespondence, params));
      if (action === 'remind') return message(await call(remindUnread, params));
      return (await data(deleteCorrespondence, params)).message;
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: CORRESPONDENCE_KEY });
      void client.invalidateQueries({ queryKey: LABEL_COUNT_KEY });
    },
  });
}

export function useReceipts(id: number, enabled: boolean, state?: 'read' | 'unread') {
  return useQuery({
    queryKey: [...CORRESPONDENCE_KEY, 'receipts', id, state ?? 'all'],
    queryFn: () => call(getReceipts, { params: { id }, query: { perpage: 300, ...(state ? { state } : {}) } }),
    enabled,
  });
}

export const fetchProjectRoles = (id: number) => data(securityProjectRoles, { params: { id } });

export type { CorrespondenceDetails };
