import type { DetectionRegister } from '@/contracts/detections';
import type { Envelope } from '@/contracts/paths';
import { ApiError } from '@/lib/api/client';
import type { ListParams } from '@/lib/list/list-params';
import { loadPendingItems } from '../offline/outbox-item';
import { mergePending, pendingRow, type DetectionRow, type PendingLookup } from '../offline/pending-detections';
import { fetchDetections } from './detections';

const emptyPage = (p: ListParams): Envelope<DetectionRow[]> => ({
  data: [], meta_data: { permission_signature: '', page: p.page, perpage: p.perpage, total: 0 }, helper_data: {},
});

/**
 * A register's list: the server's page with the detections still on this device on top. Offline
 * the server part is empty and the device's detections still show.
 */
export function fetchWithPending(register: DetectionRegister, userId: number, lookup: PendingLookup) {
  const fetchServer = fetchDetections(register);
  return async (p: ListParams): Promise<Envelope<DetectionRow[]>> => {
    const [server, pending] = await Promise.all([
      fetchServer(p).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 0) return emptyPage(p);
        throw error;
      }),
      loadPendingItems(register, userId).catch(() => []),
    ]);
    return mergePending(register, server, pending.map((item) => pendingRow(register, item, lookup)), p);
  };
}
