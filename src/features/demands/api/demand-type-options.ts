import { useQuery } from '@tanstack/react-query';
import { listDemandTypes } from '@/contracts/demands';
import { data } from '@/lib/api/client';
// Static, not lazy: a field form's first read is the device's, and offline a lazy import put
// Dexie's chunk after the form's first render (issue 16, npm run bench:offline-cold-start).
import { db } from '@/lib/outbox/db';

/** What the request form needs of a type, kept on the device so the form opens offline. */
export interface DemandTypeOption {
  id: number;
  name: string;
}

export const TYPE_OPTIONS_KEY = ['demands', 'type-options'] as const;
/** Key of the cached list in the outbox database's `refdata` table. */
export const TYPE_OPTIONS_REFDATA = 'demands.type-options';
/** Types are few; one page of the largest size holds them all. */
const ALL = 300;

async function cached(): Promise<DemandTypeOption[] | undefined> {
  return (await db.refdata.get(TYPE_OPTIONS_REFDATA))?.value as DemandTypeOption[] | undefined;
}

async function remember(options: DemandTypeOption[]): Promise<void> {
  await db.refdata.put({ key: TYPE_OPTIONS_REFDATA, value: options, fetchedAt: Date.now() });
}

/**
 * Online: the server's list, remembered on the device. Offline, or when the server cannot be
 * reached: the remembered list. The form is never blocked on the network (ARCHITECTURE §5).
 */
export async function loadTypeOptions(online = navigator.onLine): Promise<DemandTypeOption[]> {
  if (online) {
    try {
      const types = await data(listDemandTypes, { query: { perpage: ALL, ordering: 'name' }, quiet: true });
      const options = types.map(({ id, name }) => ({ id, name }));
      await remember(options).catch(() => undefined);
      return options;
    } catch (error) {
      const stored = await cached().catch(() => undefined);
      if (stored) return stored;
      throw error;
    }
  }
  const stored = await cached();
  if (!stored) throw new Error('demand types are not on this device yet');
  return stored;
}

export function useDemandTypeOptions() {
  // Answers offline from the device (never paused without a connection).
  return useQuery({ queryKey: TYPE_OPTIONS_KEY, queryFn: () => loadTypeOptions(), staleTime: 5 * 60_000, networkMode: 'always' });
}
