import { useQuery } from '@tanstack/react-query';
import { audienceOptions } from '@/contracts/correspondence/correspondence';
import { searchPosition } from '@/contracts/people';
import {
  downloadTransactionLog, getShortMessage, listShortMessages, listSmsClients, listTransactionLog, refreshTransactionStatus, storeShortMessage,
  type SmsBody, type SmsReceiverType,
} from '@/contracts/sms/sms';
import { call, data } from '@/lib/api/client';
import { download } from '@/lib/api/download';
import type { ListParams } from '@/lib/list/list-params';

export const SMS_KEY = ['sms'] as const;

export const fetchMessages = (p: ListParams) => call(listShortMessages, { query: { page: p.page, perpage: p.perpage, ...p.filters } });
export const useMessage = (id: number) => useQuery({ queryKey: [...SMS_KEY, 'message', id], queryFn: () => data(getShortMessage, { params: { id } }) });
export const storeMessage = (body: SmsBody) => data(storeShortMessage, { body });
export const useClients = () => useQuery({ queryKey: [...SMS_KEY, 'clients'], queryFn: () => data(listSmsClients), staleTime: 3600_000 });

/** The report starts empty: nothing is asked until a search was made (spec 3 §2). */
export const fetchReport = async (p: ListParams) => {
  const { searched, ...filters } = p.filters;
  if (!searched) return { data: [], meta_data: { permission_signature: '', page: 1, perpage: p.perpage, total: 0 }, helper_data: {} };
  return call(listTransactionLog, { query: { page: p.page, perpage: p.perpage, ...filters } });
};
export const refreshStatuses = () => data(refreshTransactionStatus);
export const downloadReport = (filters: Record<string, string>) => {
  const { searched: _searched, ...rest } = filters;
  return download(downloadTransactionLog, { query: rest }, 'sms-raporu.xlsx');
};

/** Choices for a receiver type: positions by person name (3+ characters), the rest from the shared picker list. */
export function useReceiverOptions(type: SmsReceiverType, q: string) {
  return useQuery({
    queryKey: [...SMS_KEY, 'receiver-options', type, q],
    queryFn: async () => {
      if (type === 'position') return (await data(searchPosition, { query: { q } })).map((p) => ({ id: p.id, name: p.full_name }));
      if (type === 'group') return [];
      return data(audienceOptions, { query: { type, ...(q ? { q } : {}) } });
    },
    enabled: type !== 'position' || q.length >= 3,
  });
}

export function usePositionSearch(q: string) {
  return useQuery({
    queryKey: [...SMS_KEY, 'position-search', q],
    queryFn: () => data(searchPosition, { query: { q } }),
    enabled: q.length > 2,
  });
}
