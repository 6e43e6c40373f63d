/** Helpers for the outbox tests (not imported by the app): a fake API server and a seeded user. */
import { db } from './db';
import { setCurrentUserProvider } from './current-user';
import { enqueue, type EnqueueInput } from './enqueue';
import type { OutboxItem } from './types';

export interface FakeRequest {
  method: string;
  path: string;
  headers: Headers;
  /** Parsed JSON for requests, the Blob for PUT /blobs. */
  body: unknown;
}

export type Route = (req: FakeRequest) => Response | Promise<Response> | undefined | Promise<Response | undefined>;

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** Holds blobs like PUT/HEAD /api/blobs do; other requests go to `route`, else answer 201. */
export function fakeServer(route?: Route) {
  const blobs = new Map<string, Blob>();
  const calls: FakeRequest[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const fakeFetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).replace(/^\/api/, '');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const req: FakeRequest = { method, path, headers: new Headers(init.headers), body };
    calls.push(req);
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      const answer = await route?.(req);
      if (answer) return answer;
      const blob = /^\/blobs\/([0-9a-f]{64})$/.exec(path)?.[1];
      if (blob && method === 'HEAD') return new Response(null, { status: blobs.has(blob) ? 200 : 404 });
      if (blob && method === 'PUT') {
        blobs.set(blob, body as Blob);
        return json(201, { data: { sha256: blob } });
      }
      return json(201, { data: { ok: true } });
    } finally {
      inFlight--;
    }
  }) as typeof globalThis.fetch;
  return {
    fetch: fakeFetch,
    calls,
    blobs,
    requests: () => calls.filter((c) => !c.path.startsWith('/blobs/')),
    get maxInFlight() {
      return maxInFlight;
    },
  };
}

export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

export const TOKENS = { access_token: 'token-1', refresh_token: 'refresh-1' };

/** A clean database, user 'u1' signed in. */
export async function resetOutbox(userId: string | null = 'u1'): Promise<void> {
  await Promise.all(db.tables.map((t) => t.clear()));
  setCurrentUserProvider(async () => userId);
}

let counter = 0;
export function item(overrides: Partial<EnqueueInput> = {}, now = 0): Promise<OutboxItem> {
  counter++;
  return enqueue({ kind: 'test.create', request: { method: 'POST', path: `/things`, body: { n: counter } }, summary: `Thing ${counter}`, ...overrides }, { now });
}

export const reload = (id: string) => db.outbox.get(id).then((i) => i!);
