import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Envelope } from '@/contracts/paths';
import { call } from '@/lib/api/client';
import { onOutboxChange } from '@/lib/outbox/changes';
import type { OutboxRequest } from '@/lib/outbox/types';
import type { DeviceRecord, DeviceState, DeviceStatus } from '../offline/device-state';
import { NotOnDeviceError, remembered } from '../offline/remember';
import { loadDeviceState } from '../offline/save';

/** Every query of the audit screens starts with this key; the outbox changing refreshes them all. */
export const AUDITS_KEY = ['audits'] as const;

/** Sends an audit request now (the save logic's `direct`). */
export const direct = (request: OutboxRequest) => call({ method: request.method, path: request.path }, { body: request.body });

/** The queries built from records (lists, views, names): not the reference lists or photo bytes. */
const RECORD_QUERIES = new Set(['list', 'audit', 'projects', 'project', 'findings', 'finding', 'position-names']);

/** Reads the audit records again after a save, a delete or an outbox change. */
export function invalidateRecords(client: QueryClient): Promise<void> {
  return client.invalidateQueries({
    queryKey: AUDITS_KEY,
    predicate: (query) => query.queryKey.slice(1, 3).some((part) => typeof part === 'string' && RECORD_QUERIES.has(part)),
  });
}

/** The outbox changed (saved, sent, refused, discarded, here or in another tab): the screens read again. */
export function useOutboxRefresh() {
  const client = useQueryClient();
  useEffect(() => refreshOnOutboxAndReconnect(() => void invalidateRecords(client)), [client]);
}

/**
 * Calls back when the outbox changed and when the connection returns. TanStack's own
 * refetchOnReconnect misses a page loaded offline (its online manager starts "online", so the
 * browser's 'online' event changes nothing) and these reads run with networkMode 'always': a list
 * read empty offline stayed "Henüz denetim yok." after reconnecting (issue 9).
 */
export function refreshOnOutboxAndReconnect(refresh: () => void, win: EventTarget | undefined = typeof window === 'undefined' ? undefined : window): () => void {
  const offOutbox = onOutboxChange(refresh);
  win?.addEventListener('online', refresh);
  return () => {
    offOutbox();
    win?.removeEventListener('online', refresh);
  };
}

/** How a row stands with the device: nothing waiting, waiting on the device, or refused. */
export interface PendingMark {
  status: DeviceStatus;
  message?: string;
}

export const pendingOf = (record: DeviceRecord | undefined): PendingMark | undefined =>
  record ? { status: record.status, ...(record.message ? { message: record.message } : {}) } : undefined;

export const emptyPage = <T>(page = 1, perpage = 30): Envelope<T[]> => ({
  data: [], meta_data: { permission_signature: '', page, perpage, total: 0 }, helper_data: {},
});

/** A server read that answers from the device copy offline, or an empty page when there is none. */
export async function rememberedPage<T>(name: string, fetch: () => Promise<Envelope<T[]>>, page: number, perpage: number): Promise<{ envelope: Envelope<T[]>; fromDevice: boolean }> {
  try {
    const r = await remembered(name, fetch);
    return { envelope: r.value, fromDevice: r.fromDevice };
  } catch (error) {
    if (error instanceof NotOnDeviceError) return { envelope: emptyPage<T>(page, perpage), fromDevice: true };
    throw error;
  }
}

/** Rows made on the device go on top of page 1; their count is added to the total. */
export function withDeviceRows<T>(envelope: Envelope<T[]>, deviceRows: T[], page: number): Envelope<T[]> {
  if (!deviceRows.length) return envelope;
  return {
    ...envelope,
    data: page === 1 ? [...deviceRows, ...envelope.data] : envelope.data,
    meta_data: { ...envelope.meta_data, total: (envelope.meta_data.total ?? envelope.data.length) + deviceRows.length },
  };
}

export { loadDeviceState, type DeviceState };
