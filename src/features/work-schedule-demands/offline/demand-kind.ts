import { registerKind } from '@/lib/outbox/kinds';

/** The outbox item of a work-schedule demand made on this device (docs/offline.md §1). */
export const WSD_DEMAND_KIND = 'gss.work-schedule-demand.create';
export const WSD_DEMAND_PATH = '/gss/work-schedule-demand';

/** Where a refused item is corrected: the create form, filled from the item. */
export const editPathOf = (itemId: string) => `/work-schedule-demand/create?outbox=${encodeURIComponent(itemId)}`;

/** Called when the routes load, so the Outbox screen can name and edit these items on any screen. */
export function registerDemandKind(): void {
  registerKind(WSD_DEMAND_KIND, {
    // The summary is written at enqueue in the user's language.
    label: (item) => item.summary,
    editPath: (item) => editPathOf(item.id),
  });
}
