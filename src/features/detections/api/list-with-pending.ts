import type { DetectionRegister } from '@/contracts/detections';
import type { Envelope } from '@/contracts/paths';
import type { ListParams } from '@/lib/list/list-params';
import { serverPageOrEmpty } from '@/lib/outbox/pending-rows';
import { loadPendingItems } from '../offline/outbox-item';
import { mergePending, pendingRow, type DetectionRow, type PendingLookup } from '../offline/pending-detections';
import { fetchDetections } from './detections';

/**
 * A register's list: the server's page with the detections still on this device on top. Offline
 * the server part is empty and the device's detections still show.
 */
export function fetchWithPending(register: DetectionRegister, userId: number, lookup: PendingLookup) {
  const fetchServer = fetchDetections(register);
  return async (p: ListParams): Promise<Envelope<DetectionRow[]>> => {
    const [server, pending] = await Promise.all([
      serverPageOrEmpty(fetchServer(p), p),
      loadPendingItems(register, userId).catch(() => []),
    ]);
    return mergePending(register, server, pending.map((item) => pendingRow(register, item, lookup)), p);
  };
}
