import type { Envelope } from '@/contracts/paths';
import type { ListParams } from '@/lib/list/list-params';
import { serverPageOrEmpty } from '@/lib/outbox/pending-rows';
import { loadPendingItems } from '../offline/outbox-item';
import { mergePending, pendingRow, type MyRequestRow } from '../offline/pending-requests';
import { fetchMyRequests } from './demand-requests';

/**
 * "My requests": the server's page with the requests still on this device on top. Offline the
 * server part is empty and the device's requests still show.
 */
export function fetchMyRequestsWithPending(userId: number, typeNames: ReadonlyMap<number, string>) {
  return async (p: ListParams): Promise<Envelope<MyRequestRow[]>> => {
    const [server, pending] = await Promise.all([
      serverPageOrEmpty(fetchMyRequests(p), p),
      loadPendingItems(userId).catch(() => []),
    ]);
    return mergePending(server, pending.map((item) => pendingRow(item, typeNames)), p);
  };
}
