import type { Envelope } from '@/contracts/paths';
import { ApiError } from '@/lib/api/client';
import type { ListParams } from '@/lib/list/list-params';
import { loadPendingItems } from '../offline/outbox-item';
import { mergePending, pendingRow, type MyRequestRow } from '../offline/pending-requests';
import { fetchMyRequests } from './demand-requests';

const emptyPage = (p: ListParams): Envelope<MyRequestRow[]> => ({
  data: [], meta_data: { permission_signature: '', page: p.page, perpage: p.perpage, total: 0 }, helper_data: {},
});

/**
 * "My requests": the server's page with the requests still on this device on top. Offline the
 * server part is empty and the device's requests still show.
 */
export function fetchMyRequestsWithPending(userId: number, typeNames: ReadonlyMap<number, string>) {
  return async (p: ListParams): Promise<Envelope<MyRequestRow[]>> => {
    const [server, pending] = await Promise.all([
      fetchMyRequests(p).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 0) return emptyPage(p);
        throw error;
      }),
      loadPendingItems(userId).catch(() => []),
    ]);
    return mergePending(server, pending.map((item) => pendingRow(item, typeNames)), p);
  };
}
