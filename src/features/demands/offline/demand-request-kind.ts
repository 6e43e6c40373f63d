import { registerKind } from '@/lib/outbox/kinds';

/** The outbox item of a demand request made on this device (docs/offline.md §1). */
export const DEMAND_REQUEST_KIND = 'demand.request.create';
export const DEMAND_REQUEST_PATH = '/demand/request';

/** Where a refused item is corrected: the request form, filled from the item. */
export const editPathOf = (itemId: string) => `/demand-request/store?outbox=${encodeURIComponent(itemId)}`;

/** Called when the routes load, so the Outbox screen can name and edit these items on any screen. */
export function registerDemandRequestKind(): void {
  registerKind(DEMAND_REQUEST_KIND, {
    // The summary is written at enqueue in the user's language ('Talep: Kışlık mont').
    label: (item) => item.summary,
    editPath: (item) => editPathOf(item.id),
  });
}
