/**
 * The /demand-responses filter is kept in the browser per user (spec 2 §2 "filterStorage"): the
 * list opens with the user's last filter, and two people sharing a device keep their own.
 */
export const RESPONSE_FILTER_NAMES = ['demand_type_id', 'status', 'started_at', 'ended_at', 'requester', 'keyword'] as const;

export type StoredFilter = Partial<Record<(typeof RESPONSE_FILTER_NAMES)[number], string>>;

export const filterStorageKey = (userId: number) => `apron.demands.responses.filter.${userId}`;

/** Only known names with text values: whatever else is in storage is ignored. */
export function readStoredFilter(storage: Pick<Storage, 'getItem'>, userId: number): StoredFilter {
  try {
    const parsed = JSON.parse(storage.getItem(filterStorageKey(userId)) ?? '{}') as Record<string, unknown>;
    const filter: StoredFilter = {};
    for (const name of RESPONSE_FILTER_NAMES) {
      const value = parsed?.[name];
      if (typeof value === 'string' && value) filter[name] = value;
    }
    return filter;
  } catch {
    return {};
  }
}

export function writeStoredFilter(storage: Pick<Storage, 'setItem' | 'removeItem'>, userId: number, filters: Record<string, string>): void {
  const kept = Object.fromEntries(RESPONSE_FILTER_NAMES.filter((n) => filters[n]).map((n) => [n, filters[n]!]));
  try {
    if (Object.keys(kept).length) storage.setItem(filterStorageKey(userId), JSON.stringify(kept));
    else storage.removeItem(filterStorageKey(userId));
  } catch {
    // Storage full or disabled (private mode): the filter simply is not remembered.
  }
}
