import type { DemandRequestItem, DemandRequestJsonBody } from '@/contracts/demands';
import type { Envelope } from '@/contracts/paths';
import { searchFold } from '@/contracts/text';
import { isUnacknowledged, mergePendingRows, pendingMark, type PendingMark } from '@/lib/outbox/pending-rows';
import type { OutboxItem } from '@/lib/outbox/types';
import { DEMAND_REQUEST_KIND } from './demand-request-kind';

/** A row of "my requests": from the server, or still on this device (not yet acknowledged). */
export type MyRequestRow = DemandRequestItem & {
  pending?: PendingMark & { photoHashes: string[] };
};

/** Items of this feature that the server has not acknowledged yet (done = acknowledged or discarded). */
export const isPendingRequest = (item: OutboxItem) => isUnacknowledged(item, DEMAND_REQUEST_KIND);

export function pendingRow(item: OutboxItem, typeNames: ReadonlyMap<number, string>): MyRequestRow {
  const body = (item.request.body ?? {}) as DemandRequestJsonBody;
  const typeId = Number(body.demand_type_id);
  return {
    id: 0,
    uuid: body.id ?? item.id,
    number: '',
    title: body.title ?? '',
    demand_type: { id: typeId, name: typeNames.get(typeId) ?? '' },
    status: 'waiting',
    current_roles: [],
    files_count: body.file_hashes?.length ?? 0,
    requester: { user_id: Number(item.userId), full_name: '' },
    created_at: new Date(item.createdAt).toISOString(),
    answered_at: null,
    pending: { ...pendingMark(item), photoHashes: item.blobHashes },
  };
}

/** Whether a pending row passes the list's filters (it is 'waiting' by nature). */
function matches(row: MyRequestRow, filters: Record<string, string>): boolean {
  if (filters.status && filters.status !== 'waiting') return false;
  if (filters.demand_type_id && Number(filters.demand_type_id) !== row.demand_type.id) return false;
  if (filters.keyword && !searchFold(row.title).includes(searchFold(filters.keyword))) return false;
  return true;
}

/** Pending rows on top of page 1 (those passing the list's filters); see mergePendingRows. */
export function mergePending(
  envelope: Envelope<MyRequestRow[]>,
  pending: MyRequestRow[],
  params: { page: number; filters: Record<string, string> },
): Envelope<MyRequestRow[]> {
  return mergePendingRows(envelope, pending, params.page, (row) => matches(row, params.filters));
}
