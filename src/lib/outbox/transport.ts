import { db } from './db';
import { BLOB_MISSING_MESSAGE, classify, readBody, retryAfterMs, type SendOutcome } from './response';
import type { OutboxItem, OutboxTokens, StoredBlob } from './types';

export type { SendOutcome } from './response';

/**
 * The HTTP side of replay, DOM-free so the service worker runs it too. Everything it touches is
 * injectable: tests give a fake fetch and blob store.
 */
export interface TransportDeps {
  fetch?: typeof fetch;
  /** The local blob of a hash (default: the `blobs` table). */
  loadBlob?: (sha256: string) => Promise<StoredBlob | undefined>;
  /** Default '/api'. */
  apiBase?: string;
  now?: () => number;
  /** How long a request with a body of this many bytes may take (default: requestTimeoutMs). */
  requestTimeoutMs?: (bytes: number) => number;
}

interface Resolved {
  fetch: typeof fetch;
  loadBlob: (sha256: string) => Promise<StoredBlob | undefined>;
  apiBase: string;
  now: () => number;
  timeoutMs: (bytes: number) => number;
}

export const TIMEOUT_MESSAGE = 'outbox:errors.timeout';

/**
 * 30 s, plus 1 s per 100 KB of body (a photo on a slow uplink). Without a bound, one black-holed
 * request kept a replay pass — and with it the replay lock — waiting forever (issue 17).
 */
export function requestTimeoutMs(bytes: number): number {
  return 30_000 + Math.round((bytes * 1000) / (100 * 1024));
}

function resolve(deps: TransportDeps): Resolved {
  return {
    fetch: deps.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    loadBlob: deps.loadBlob ?? ((sha256) => db.blobs.get(sha256)),
    apiBase: deps.apiBase ?? '/api',
    now: deps.now ?? Date.now,
    timeoutMs: deps.requestTimeoutMs ?? requestTimeoutMs,
  };
}

class Timeout extends Error {}

/**
 * One HTTP exchange, classified; a thrown fetch is a network error (status 0). The whole exchange,
 * answer body included, is bounded by the timeout: the signal aborts the request, and the race
 * ends the wait even if a fetch ignores its signal. A timeout is retried with backoff like any
 * network failure (the idempotency key makes the resend safe).
 */
async function exchange(d: Resolved, path: string, init: RequestInit, bytes = 0): Promise<{ res: Response | null; outcome: SendOutcome }> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Timeout());
    }, d.timeoutMs(bytes));
  });
  expired.catch(() => undefined);
  try {
    const res = await Promise.race([d.fetch(d.apiBase + path, { ...init, signal: controller.signal }), expired]);
    const body = init.method === 'HEAD' ? null : await Promise.race([readBody(res), expired]);
    const outcome = classify(res.status, body, retryAfterMs(res.headers.get('retry-after'), d.now()));
    if (outcome.kind === 'done') outcome.replayed = res.headers.get('idempotent-replayed') === 'true';
    return { res, outcome };
  } catch (error) {
    const timedOut = error instanceof Timeout || controller.signal.aborted;
    return { res: null, outcome: timedOut ? { kind: 'retry', status: 0, message: TIMEOUT_MESSAGE, body: null } : classify(0, null) };
  } finally {
    clearTimeout(timer);
  }
}

const bearer = (tokens: OutboxTokens) => ({ authorization: `Bearer ${tokens.access_token}` });

/**
 * Uploads blobs by hash: `check` first asks HEAD and skips those the server holds. Answers null
 * when every blob is there, else the outcome that stopped it.
 */
export async function uploadBlobs(hashes: string[], tokens: OutboxTokens, deps: TransportDeps = {}, check = true): Promise<SendOutcome | null> {
  const d = resolve(deps);
  // An item's blobs go up together: on a slow network the round trips overlap.
  const outcomes = await Promise.all(hashes.map((sha256) => uploadBlob(d, sha256, tokens, check)));
  return outcomes.find((o) => o !== null) ?? null;
}

async function uploadBlob(d: ReturnType<typeof resolve>, sha256: string, tokens: OutboxTokens, check: boolean): Promise<SendOutcome | null> {
  const path = `/blobs/${sha256}`;
  if (check) {
    const head = await exchange(d, path, { method: 'HEAD', headers: bearer(tokens) });
    if (head.res?.ok) return null;
    if (head.res?.status !== 404) return head.outcome;
  }
  const stored = await d.loadBlob(sha256);
  // Cannot happen while the item is unfinished (blobs are deleted only after): say so, never send without it.
  if (!stored) return { kind: 'refused', status: 0, message: BLOB_MISSING_MESSAGE, body: { missing_blobs: [sha256] } };
  const put = await exchange(d, path, {
    method: 'PUT',
    headers: { ...bearer(tokens), 'content-type': stored.type || 'application/octet-stream' },
    body: stored.blob,
  }, stored.size);
  return put.outcome.kind === 'done' ? null : put.outcome;
}

/** The item's request itself, with its idempotency key, device id and sequence number. */
export async function sendRequest(item: OutboxItem, tokens: OutboxTokens, deps: TransportDeps = {}): Promise<SendOutcome> {
  const d = resolve(deps);
  const { method, path, body } = item.request;
  const headers: Record<string, string> = {
    ...bearer(tokens),
    accept: 'application/json',
    'idempotency-key': item.idempotencyKey,
    'x-device-id': item.deviceId,
    'x-device-seq': String(item.deviceSeq),
  };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const text = body !== undefined ? JSON.stringify(body) : undefined;
  const { outcome } = await exchange(d, path, { method, headers, ...(text !== undefined ? { body: text } : {}) }, text?.length ?? 0);
  return outcome;
}

/**
 * One attempt: the blobs, then the request. A first attempt PUTs straight away (a PUT of the same
 * bytes is idempotent, and on a slow network every HEAD costs a round trip); a retry asks HEAD
 * first so it does not upload again what already arrived.
 */
export async function sendItem(item: OutboxItem, tokens: OutboxTokens, deps: TransportDeps = {}): Promise<SendOutcome> {
  return (await uploadBlobs(item.blobHashes, tokens, deps, item.attempts > 0)) ?? sendRequest(item, tokens, deps);
}
