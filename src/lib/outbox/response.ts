import { flattenMessages } from '@/lib/api/error-toasts';

/** How a replay attempt ended (docs/offline.md §2). */
export type SendOutcome =
  | { kind: 'done'; status: number; body: unknown; replayed: boolean }
  | { kind: 'missing-blobs'; status: number; body: unknown; hashes: string[] }
  | { kind: 'retry'; status: number; message: string; body: unknown; retryAfterMs?: number }
  | { kind: 'auth'; status: number }
  | { kind: 'refused'; status: number; message: string; body: unknown };

export const NETWORK_MESSAGE = 'outbox:errors.network';
export const BLOB_MISSING_MESSAGE = 'outbox:errors.blobMissing';
const MAX_TEXT = 2000;

/** JSON when it parses, else the text (cut short: an HTML error page is of no use to keep whole). */
export async function readBody(res: Response): Promise<unknown> {
  const text = await res.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text.slice(0, MAX_TEXT);
  }
}

/** The server's words: `message`, else the first of `errors`, else of `info`, else of `warning`. */
export function serverMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as Record<string, unknown>;
  if (typeof b.message === 'string' && b.message.trim()) return b.message;
  return flattenMessages(b.errors)[0] ?? flattenMessages(b.info)[0] ?? flattenMessages(b.warning)[0];
}

/** The hashes a refused commit lists as missing (`{ message, missing_blobs: [...] }`), or none. */
export function missingBlobs(body: unknown): string[] {
  const list = body && typeof body === 'object' ? (body as { missing_blobs?: unknown }).missing_blobs : undefined;
  return Array.isArray(list) ? list.filter((h): h is string => typeof h === 'string') : [];
}

/** Retry-After as milliseconds from now (seconds or an HTTP date), if the server sent one. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

const RETRYABLE = new Set([408, 409, 429]);

/** Classifies an answer. `status` 0 means none came (network error). */
export function classify(status: number, body: unknown, retryAfter?: number): SendOutcome {
  if (status >= 200 && status < 300) return { kind: 'done', status, body, replayed: false };
  if (status === 401) return { kind: 'auth', status };
  const missing = missingBlobs(body);
  if (status >= 400 && missing.length) return { kind: 'missing-blobs', status, body, hashes: missing };
  const message = serverMessage(body);
  // 409 = the same key is still in progress elsewhere; 1xx/3xx are unexpected here: try again later.
  if (status === 0 || status >= 500 || RETRYABLE.has(status) || status < 400) {
    return { kind: 'retry', status, message: message ?? (status === 0 ? NETWORK_MESSAGE : 'outbox:errors.server'), body, ...(retryAfter !== undefined ? { retryAfterMs: retryAfter } : {}) };
  }
  return { kind: 'refused', status, message: message ?? 'outbox:errors.refused', body };
}
