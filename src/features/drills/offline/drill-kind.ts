import { registerKind } from '@/lib/outbox/kinds';

/** The outbox item of a drill recorded on this device (docs/offline.md §1). */
export const DRILL_KIND = 'drill.audit.create';
export const DRILL_PATH = '/drill/audit';

/** Where a refused item is corrected: the drill form, filled from the item. */
export const editPathOf = (itemId: string) => `/drill/store?outbox=${encodeURIComponent(itemId)}`;

/** Called when the routes load, so the Outbox screen can name and edit these items on any screen. */
export function registerDrillKind(): void {
  registerKind(DRILL_KIND, {
    // The summary is written at enqueue in the user's language ('Tatbikat: Cemile Kaya, 18/03/2026').
    label: (item) => item.summary,
    editPath: (item) => editPathOf(item.id),
  });
}
