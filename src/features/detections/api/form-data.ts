import { useQuery } from '@tanstack/react-query';
import { DETECTION_API, type DetectionFormData, type DetectionRegister } from '@/contracts/detections';
import { data } from '@/lib/api/client';
import { useSession } from '@/lib/session/session-context';
// Static, not lazy: a field form's first read is the device's, and offline a lazy import put
// Dexie's chunk after the form's first render (issue 16, npm run bench:offline-cold-start).
import { db } from '@/lib/outbox/db';

/**
 * The form's reference data (the register's items, the user's project members, the projects), kept
 * in the outbox database's `refdata` table per user (tablets are shared) so the form opens offline.
 */
export const formDataRefdataKey = (register: DetectionRegister, userId: number) => `detections.form.${register}.${userId}`;
export const formDataKey = (register: DetectionRegister, userId: number) => ['detections', register, 'form-data', userId] as const;

async function cached(register: DetectionRegister, userId: number): Promise<DetectionFormData | undefined> {
  return (await db.refdata.get(formDataRefdataKey(register, userId)))?.value as DetectionFormData | undefined;
}

async function remember(register: DetectionRegister, userId: number, value: DetectionFormData): Promise<void> {
  await db.refdata.put({ key: formDataRefdataKey(register, userId), value, fetchedAt: Date.now() });
}

/**
 * Online: the server's form data, remembered on the device. Offline, or when the server cannot be
 * reached: the remembered data. The form is never blocked on the network (ARCHITECTURE §5).
 */
export async function loadFormData(register: DetectionRegister, userId: number, online = navigator.onLine): Promise<DetectionFormData> {
  if (online) {
    try {
      const value = await data(DETECTION_API[register].createForm, { quiet: true });
      await remember(register, userId, value).catch(() => undefined);
      return value;
    } catch (error) {
      const stored = await cached(register, userId).catch(() => undefined);
      if (stored) return stored;
      throw error;
    }
  }
  const stored = await cached(register, userId);
  if (!stored) throw new Error('detection form data is not on this device yet');
  return stored;
}

export function useDetectionFormData(register: DetectionRegister) {
  const userId = useSession().data.user.id;
  // Answers offline from the device (never paused without a connection).
  return useQuery({ queryKey: formDataKey(register, userId), queryFn: () => loadFormData(register, userId), staleTime: 5 * 60_000, networkMode: 'always' });
}
