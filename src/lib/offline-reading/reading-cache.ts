import { ApiError, send } from '@/lib/api/client';
import { currentUser } from '@/lib/outbox/current-user';

/**
 * What field staff read airside stays readable without signal: inbox pages, item details and
 * attachments (and shared documents) are kept in Cache Storage once opened online, per user, and
 * answered from there when the network is gone. Only network failures fall back; a refusal
 * (404 after the item was withdrawn) is never hidden behind an old copy.
 */
const CACHE = 'apron-reading-v1';

async function keyOf(url: string): Promise<string | null> {
  const user = await currentUser();
  return user ? `/__reading/${encodeURIComponent(user)}${url}` : null;
}

const available = () => typeof caches !== 'undefined';

export async function remember(url: string, response: Response): Promise<void> {
  const key = await keyOf(url);
  if (!key || !available()) return;
  await (await caches.open(CACHE)).put(key, response);
}

export async function recall(url: string): Promise<Response | undefined> {
  const key = await keyOf(url);
  if (!key || !available()) return undefined;
  return (await caches.open(CACHE)).match(key);
}

const offline = (error: unknown) => error instanceof ApiError && error.status === 0;

/** A JSON read kept for offline use: the fresh answer when there is one, else the kept copy. */
export async function readThrough<T>(url: string, load: () => Promise<T>): Promise<T> {
  try {
    const value = await load();
    void remember(url, new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } })).catch(() => undefined);
    return value;
  } catch (error) {
    if (!offline(error)) throw error;
    const kept = await recall(url);
    if (!kept) throw error;
    return (await kept.json()) as T;
  }
}

/** A file (attachment, shared document) as a Blob: downloaded and kept, or the kept copy offline. */
export async function fileThrough(path: string): Promise<Blob> {
  try {
    const res = await send({ method: 'GET', path });
    if (!res.ok) throw new ApiError(res.status, res.statusText, null);
    const blob = await res.blob();
    void remember(path, new Response(blob, { headers: { 'content-type': blob.type } })).catch(() => undefined);
    return blob;
  } catch (error) {
    if (!offline(error)) throw error;
    const kept = await recall(path);
    if (!kept) throw error;
    return kept.blob();
  }
}
