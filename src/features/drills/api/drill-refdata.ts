import { useQuery } from '@tanstack/react-query';
import { drillAuditForm, listDrillMembers, type DrillFormData, type DrillMember } from '@/contracts/drills';
import { data } from '@/lib/api/client';
// Static, not lazy: a field form's first read is the device's, and offline a lazy import put
// Dexie's chunk after the form's first render (issue 16, npm run bench:offline-cold-start).
import { db } from '@/lib/outbox/db';

/**
 * The drill form's reference data (drill codes, the user's projects, their Airsider and
 * Interviewer members), kept on the device per user once loaded, so a drill can be recorded
 * offline (ARCHITECTURE §5: never block a field form on the network).
 */
export const formDataRefdata = (userId: number) => `drills.form-data.${userId}`;
export const membersRefdata = (userId: number) => `drills.members.${userId}`;
export const REFDATA_KEY = ['drills', 'refdata'] as const;

async function stored<T>(key: string): Promise<T | undefined> {
  return (await db.refdata.get(key))?.value as T | undefined;
}

async function remember(key: string, value: unknown): Promise<void> {
  await db.refdata.put({ key, value, fetchedAt: Date.now() });
}

/** Online: the server's answer, remembered. Offline or unreachable: what the device remembers. */
export async function loadRemembered<T>(key: string, fetch: () => Promise<T>, online = navigator.onLine): Promise<T> {
  if (online) {
    try {
      const value = await fetch();
      await remember(key, value).catch(() => undefined);
      return value;
    } catch (error) {
      const kept = await stored<T>(key).catch(() => undefined);
      if (kept) return kept;
      throw error;
    }
  }
  const kept = await stored<T>(key);
  if (!kept) throw new Error(`${key} is not on this device yet`);
  return kept;
}

export function useDrillFormData(userId: number) {
  return useQuery({
    queryKey: [...REFDATA_KEY, 'form', userId],
    queryFn: () => loadRemembered<DrillFormData>(formDataRefdata(userId), () => data(drillAuditForm, { quiet: true })),
    staleTime: 5 * 60_000,
    networkMode: 'always',
  });
}

export function useDrillMembers(userId: number) {
  return useQuery({
    queryKey: [...REFDATA_KEY, 'members', userId],
    queryFn: () => loadRemembered<DrillMember[]>(membersRefdata(userId), () => data(listDrillMembers, { quiet: true })),
    staleTime: 5 * 60_000,
    networkMode: 'always',
  });
}
