import { useQuery } from '@tanstack/react-query';
import { getWsdPeriodShifts, wsdDemandCreateForm, type WsdCreateForm, type WsdPeriodShifts } from '@/contracts/work-schedule-demands';
import { data, unreachable } from '@/lib/api/client';
import { WSD_KEY } from './demands';
// Static, not lazy: a field form's first read is the device's, and offline a lazy import put
// Dexie's chunk after the form's first render (issue 16, npm run bench:offline-cold-start).
import { db } from '@/lib/outbox/db';

/**
 * Spec 2 §5 "forms need required data loaded first", offline too: the create form's data (types,
 * open periods, schedules, the long-period count) and each period's shifts are kept on the device
 * (the outbox database's refdata table) whenever they are loaded, and used when the server cannot
 * be reached. Entries are per user: a shared tablet does not show one person's shifts to another.
 */
export const FORM_KEY = [...WSD_KEY, 'create-form'] as const;
export const formRefdataKey = (userId: number) => `work-schedule-demands.create-form.${userId}`;
export const shiftsRefdataKey = (userId: number, periodId: number) => `work-schedule-demands.shifts.${userId}.${periodId}`;

export interface Stored<T> {
  value: T;
  fetchedAt: number;
}

async function cached<T>(key: string): Promise<Stored<T> | undefined> {
  const row = await db.refdata.get(key);
  return row ? { value: row.value as T, fetchedAt: row.fetchedAt } : undefined;
}

async function remember(key: string, value: unknown): Promise<void> {
  await db.refdata.put({ key, value, fetchedAt: Date.now() });
}

/**
 * Online: the server's answer, remembered. Offline or unreachable: the remembered one, marked
 * `fromDevice`. Nothing remembered: the error (the form shows it cannot open yet).
 */
export async function loadWithDevice<T>(key: string, fetch: () => Promise<T>, online = navigator.onLine): Promise<{ value: T; fromDevice: boolean; fetchedAt: number }> {
  if (online) {
    try {
      const value = await fetch();
      await remember(key, value).catch(() => undefined);
      return { value, fromDevice: false, fetchedAt: Date.now() };
    } catch (error) {
      if (!unreachable(error)) throw error;
    }
  }
  const stored = await cached<T>(key);
  if (!stored) throw new Error('work-schedule demand form data is not on this device yet');
  return { ...stored, fromDevice: true };
}

export function useCreateForm(userId: number) {
  return useQuery({
    queryKey: [...FORM_KEY, userId],
    queryFn: () => loadWithDevice<WsdCreateForm>(formRefdataKey(userId), () => data(wsdDemandCreateForm, { quiet: true })),
    staleTime: 60_000,
    networkMode: 'always',
  });
}

export function usePeriodShifts(userId: number, periodId: number | undefined) {
  return useQuery({
    queryKey: [...WSD_KEY, 'shifts', userId, periodId],
    queryFn: () => loadWithDevice<WsdPeriodShifts>(shiftsRefdataKey(userId, periodId!), () => data(getWsdPeriodShifts, { params: { id: periodId! }, quiet: true })),
    enabled: periodId !== undefined,
    staleTime: 5 * 60_000,
    networkMode: 'always',
    retry: false,
  });
}
