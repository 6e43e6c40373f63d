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
}

interface Resolved {
  fetch: typeof fetch;
  loadBlob: (sha256: string) => Promise<StoredBlob | undefined>;
  apiBase: string;
  now: () => number;
}

function resolve(deps: TransportDeps): Resolved {
  return {
    fetch: deps.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    loadBlob: deps.loadBlob ?? ((sha256) => db.blobs.get(sha256)),
    apiBase: deps.apiBase ?? '/api',
    now: deps.now ?? Date.now,
  };
}

/** One HTTP exchange, classified; a thrown fetch is a network error (status 0). */
async function exchange(d: Resolved, path: string, init: RequestInit): Promise<{ res: Response | null; outcome: SendOutcome }> {
  let res: Response;
  try {
    res = await d.fetch(d.apiBase + path, init);
  } catch {
    return { res: null, outcome: classify(0, null) };
  }
  const body = init.method === 'HEAD' ? null : await readBody(res);
  const outcome = classify(res.status, body, retryAfterMs(res.headers.get('retry-after'), d.now()));
  if (outcome.kind === 'done') outcome.replayed = res.headers.get('idempotent-replayed') === 'true';
  return { res, outcome };
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
  });
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
  const { outcome } = await exchange(d, path, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
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
