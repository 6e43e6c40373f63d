import type { DataOf, Endpoint } from '@/contracts/http';
import { fillPath, type Envelope } from '@/contracts/paths';
import type { TokenResponse } from '@/contracts/session';
import { busy } from '@/lib/ui/busy';
import { clearTokens, getTokens, setTokens } from './token-store';
import { checkSignature } from './permission-signature';

/** A failed API call: the status and the body the server sent (spec 1 §8 shapes). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: unknown,
  ) {
    super(typeof (body as { message?: unknown })?.message === 'string' ? (body as { message: string }).message : `HTTP ${status}`);
  }
}

/** A read the server could not answer: no connection, or the server failing (not a refusal). */
export const unreachable = (error: unknown): boolean => error instanceof ApiError && (error.status === 0 || error.status >= 500);

/** What a call needs of a declaration: its method and path. */
export type Route = Pick<Endpoint, 'method' | 'path'>;

export interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Do not count this call in the busy indicator (background refreshes). */
  quiet?: boolean;
}

/** `a[]=1&a[]=2` for arrays, as the spec's list filters are written; empty values are left out. */
export function queryString(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => search.append(`${key}[]`, String(v)));
    else search.append(key, String(value));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}

export function urlOf(endpoint: Route, input: CallInput = {}): string {
  const path = fillPath(endpoint.path, input.params);
  return `${path.startsWith('/oauth/') ? '' : '/api'}${path}${queryString(input.query)}`;
}

let refreshing: Promise<boolean> | null = null;

/**
 * One refresh at a time, however many calls met the 401 together — across tabs too: the server
 * ends the whole session when a rotated refresh token is presented again, so a second tab must not
 * send the token the first one has just rotated. It waits for the lock and finds the new tokens.
 */
function refreshOnce(): Promise<boolean> {
  refreshing ??= (async () => {
    const seen = getTokens()?.refresh_token;
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    return locks ? locks.request('apron.token-refresh', () => refreshWith(seen)) : refreshWith(seen);
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Exported for tests: the refresh itself, run while holding the cross-tab lock. */
export async function refreshWith(seen: string | undefined): Promise<boolean> {
  const tokens = getTokens();
  if (!tokens?.refresh_token) return false;
  // Another tab rotated the tokens while this one waited: use them.
  if (tokens.refresh_token !== seen) return true;
  const res = await fetch('/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token }),
  }).catch(() => null);
  if (!res?.ok) return false;
  setTokens((await res.json()) as TokenResponse);
  return true;
}

export async function send(endpoint: Route, input: CallInput = {}, retried = false): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', ...input.headers };
  const token = getTokens()?.access_token;
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (input.body instanceof FormData) body = input.body;
  else if (input.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(input.body);
  }
  const done = input.quiet ? () => {} : busy.start();
  let res: Response;
  try {
    res = await fetch(urlOf(endpoint, input), { method: endpoint.method, headers, body, signal: input.signal });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError(0, 'Network error', null);
  } finally {
    done();
  }
  if (res.status === 401 && token && !retried && !endpoint.path.startsWith('/oauth/')) {
    // The tokens were replaced while this request was out (a position switch, another tab's refresh):
    // its 401 is the old token's, so ask again with the new one. Refreshing here would spend the new
    // refresh token; a position switch's reload then cut that answer off, and the next refresh reused
    // a rotated token, which signs the user out (seen in CI after switching positions).
    if (getTokens()?.access_token !== token) return send(endpoint, input, true);
    if (await refreshOnce()) return send(endpoint, input, true);
    // Spec 1 §8: the stored token is removed and the user goes to login.
    clearTokens();
  }
  return res;
}

/**
 * Calls an endpoint and answers its envelope; throws ApiError on failure. With a bare route
 * (session-routes.ts) name the endpoint's type: `call<typeof initialize>(SESSION_ROUTES.initialize)`.
 */
export async function call<E extends Endpoint>(endpoint: E, input?: CallInput): Promise<Envelope<DataOf<E>>>;
export async function call<E extends Endpoint>(endpoint: Route, input?: CallInput): Promise<Envelope<DataOf<E>>>;
export async function call<E extends Endpoint>(endpoint: Route, input: CallInput = {}): Promise<Envelope<DataOf<E>>> {
  const res = await send(endpoint, input);
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = { message: text };
  }
  if (!res.ok) throw new ApiError(res.status, res.statusText, body);
  const envelope = body as Envelope<DataOf<E>>;
  checkSignature(envelope?.meta_data?.permission_signature);
  return envelope;
}

/** Shorthand for the data of an envelope. */
export async function data<E extends Endpoint>(endpoint: E, input?: CallInput): Promise<DataOf<E>>;
export async function data<E extends Endpoint>(endpoint: Route, input?: CallInput): Promise<DataOf<E>>;
export async function data<E extends Endpoint>(endpoint: Route, input: CallInput = {}): Promise<DataOf<E>> {
  return (await call<E>(endpoint, input)).data;
}
