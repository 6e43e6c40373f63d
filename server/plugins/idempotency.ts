import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_PATTERN, SYNC_HEADERS, SYNC_MESSAGES as M } from '../../src/contracts/sync';
import { idempotencyRepository as repo, type IdempotencyRow } from '../features/sync/idempotency.repository';
import { claimOwner, type ClaimOwner } from './claim-owner';
import { HttpError } from './http-errors';
import { boundaryOf, MultipartHasher } from './multipart-hash';

/**
 * Idempotency-Key on every POST/PUT/PATCH/DELETE under /api (IETF draft httpapi-idempotency-key;
 * docs/decisions/offline-server.md). Hooks, so no feature does anything:
 * - preHandler (auth is resolved, the body parsed): claim the key as 'in-progress' in this
 *   process's name, or answer from the stored row — replay (same request, done), 422 (another
 *   request), 409 (still running in a live process); the claim of a process that died (killed
 *   between claim and answer) is taken over at once (claim-owner.ts);
 * - onSend: a 2xx/3xx answer is stored for replay; a 4xx/5xx answer frees the key, because a
 *   refused request changed nothing and the client retries it (after uploading the missing blobs,
 *   after an edit, after a sign-in) under the same key.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** The idempotency_keys row this request claimed, until its answer is stored or the key freed. */
    idempotencyClaim: number | null;
    /** A claimed multipart request's body hash, computed while the handler reads the body. */
    idempotencyMultipart: { hasher: MultipartHasher; ended: boolean } | null;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A claim without an owner (written before owners existed) older than this belongs to a request that died. */
const ABANDONED_AFTER_MS = 10 * 60 * 1000;
export const DEFAULT_IDEMPOTENCY_TTL_DAYS = 30;
const PURGE_EVERY_MS = 6 * 60 * 60 * 1000;
const KEPT_HEADERS = ['content-type', 'location'] as const;

/** The key from the header: an sf-string ("…") or a bare token; undefined when malformed. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  const key = header.length >= 2 && header.startsWith('"') && header.endsWith('"') ? header.slice(1, -1) : header;
  return IDEMPOTENCY_KEY_PATTERN.test(key) ? key : undefined;
}

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` are the same request. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return '';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

const isMultipart = (request: FastifyRequest) => (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
/** Read at most this much of a multipart body to compare it with a finished key's (more: 413). */
const MULTIPART_COMPARE_MAX = 100 * 1024 * 1024;

/**
 * What "the same body" means. Parsed bodies hash as canonical JSON, raw bodies by their bytes.
 * A multipart body is still unread here (the handler streams it), so its claim carries a
 * provisional hash of its length; the hash of its content (multipart-hash.ts: the body with its
 * boundary neutralised) is computed while the handler reads it and stored with the answer.
 */
function bodyHash(request: FastifyRequest): string {
  const hash = createHash('sha256');
  const body = request.body;
  if (isMultipart(request)) {
    hash.update(`multipart:${request.headers['content-length'] ?? 'chunked'}`);
  } else if (Buffer.isBuffer(body)) {
    hash.update('raw:').update(body);
  } else if (typeof body === 'string') {
    hash.update('text:').update(body);
  } else {
    hash.update('json:').update(canonicalJson(body));
  }
  return hash.digest('hex');
}

/**
 * Hashes a claimed multipart body as the handler reads it: @fastify/multipart pipes the raw request
 * into its parser, and the hasher listens to the same chunks from that moment (never earlier, so
 * nothing flows before the parser is attached).
 */
function hashWhileRead(request: FastifyRequest): void {
  const boundary = boundaryOf(request.headers['content-type']);
  if (!boundary) return;
  const state = { hasher: new MultipartHasher(boundary), ended: false };
  request.idempotencyMultipart = state;
  const raw = request.raw;
  const pipe = raw.pipe;
  raw.pipe = function pipeAndHash(this: typeof raw, ...args: Parameters<typeof pipe>) {
    raw.pipe = pipe;
    raw.on('data', (chunk: Buffer) => state.hasher.update(chunk));
    raw.once('end', () => (state.ended = true));
    return pipe.apply(raw, args);
  } as typeof pipe;
}

/** The content hash of a multipart body presented again under a finished key: reads it all. */
async function multipartHashOf(request: FastifyRequest): Promise<string | undefined> {
  const boundary = boundaryOf(request.headers['content-type']);
  if (!boundary) return undefined;
  const hasher = new MultipartHasher(boundary);
  for await (const chunk of request.raw) {
    hasher.update(chunk as Buffer);
    if (hasher.bytes > MULTIPART_COMPARE_MAX) throw new HttpError(413, { message: 'You can upload a maximum of 8mb files.' });
  }
  return hasher.digest();
}

/**
 * Whether a request is the one a stored key was claimed by. A finished multipart key stored its
 * content hash: the new body is read and hashed to compare (a key finished before this existed, or
 * whose body was never read, kept the length hash and is compared by it).
 */
async function sameRequest(request: FastifyRequest, row: IdempotencyRow, claim: { method: string; path: string; body_hash: string }): Promise<boolean> {
  if (row.method !== claim.method || row.path !== claim.path) return false;
  if (row.body_hash === claim.body_hash) return true;
  if (!isMultipart(request) || row.state !== 'done') return false;
  return (await multipartHashOf(request)) === row.body_hash;
}

function replay(reply: FastifyReply, row: IdempotencyRow): FastifyReply {
  reply.code(row.response_status ?? 200).headers(row.response_headers ?? {}).header(SYNC_HEADERS.replayed, 'true');
  return reply.send(row.response_body ?? undefined);
}

/** The bytes of an answer, null for none; undefined for a stream, which cannot be kept. */
function payloadBytes(payload: unknown): Buffer | null | undefined {
  if (payload === null || payload === undefined) return null;
  if (typeof payload === 'string') return Buffer.from(payload);
  if (Buffer.isBuffer(payload)) return payload;
  return undefined;
}

/** Deletes keys older than the TTL (IDEMPOTENCY_TTL_DAYS); answers how many went. */
export async function purgeIdempotencyKeys(app: FastifyInstance): Promise<number> {
  const days = Math.max(1, app.deps.config.idempotencyTtlDays ?? DEFAULT_IDEMPOTENCY_TTL_DAYS);
  return repo.purge(app.deps.database.db, new Date(app.deps.clock().getTime() - days * 24 * 60 * 60 * 1000));
}

export function registerIdempotency(app: FastifyInstance): void {
  const db = () => app.deps.database.db;
  app.decorateRequest('idempotencyClaim', null);
  app.decorateRequest('idempotencyMultipart', null);
  let ownerOnce: Promise<ClaimOwner> | undefined;
  const owner = () => (ownerOnce ??= claimOwner(app.deps.database, (error) => app.log.error({ err: error }, 'idempotency owner lock')));

  /** The claim of a request that can no longer answer: its process died, or (no owner) it is old. */
  const abandoned = async (row: IdempotencyRow, now: Date) =>
    row.owner === null ? now.getTime() - row.created_at.getTime() > ABANDONED_AFTER_MS : (await owner()).isDead(row.owner);

  app.addHook('preHandler', async (request, reply) => {
    // Only API writes; /oauth/token is outside /api and answers fresh tokens every time.
    if (!WRITES.has(request.method) || !request.routeOptions.url?.startsWith('/api/')) return;
    const header = request.headers[SYNC_HEADERS.idempotencyKey];
    if (header === undefined) return;
    const key = idempotencyKeyOf(header);
    if (!key) throw new HttpError(400, { message: M.badKey });
    const me = (await owner()).id;
    const claim = { key, user_id: request.auth?.userId ?? null, method: request.method, path: request.url, body_hash: bodyHash(request), owner: me };

    // A second try covers a key freed between our insert and our read.
    for (let attempt = 0; attempt < 2; attempt++) {
      const now = app.deps.clock();
      const id = await repo.claim(db(), claim, now);
      if (id !== undefined) {
        request.idempotencyClaim = id;
        if (isMultipart(request)) hashWhileRead(request);
        return;
      }
      const row = await repo.find(db(), key, claim.user_id);
      if (!row) continue;
      if (!(await sameRequest(request, row, claim))) throw new HttpError(422, { message: M.keyReused });
      if (row.state === 'done') return replay(reply, row);
      if ((await abandoned(row, now)) && (await repo.takeOver(db(), row, me, now))) {
        request.idempotencyClaim = row.id;
        if (isMultipart(request)) hashWhileRead(request);
        return;
      }
      break;
    }
    throw new HttpError(409, { message: M.inProgress });
  });

  // Awaited before the answer leaves, so a retry arriving after it finds 'done', not 'in-progress'.
  app.addHook('onSend', async (request, reply, payload) => {
    const id = request.idempotencyClaim;
    if (id === null) return payload;
    request.idempotencyClaim = null;
    const body = payloadBytes(payload);
    if (reply.statusCode >= 400 || body === undefined) {
      await repo.release(db(), id);
      return payload;
    }
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    // A multipart body read to its end is stored by its content; one left unread keeps its length hash.
    const multipart = request.idempotencyMultipart;
    const contentHash = multipart?.ended ? multipart.hasher.digest() : undefined;
    await repo.complete(db(), id, { status: reply.statusCode, headers, body, ...(contentHash ? { bodyHash: contentHash } : {}) }, app.deps.clock());
    return payload;
  });

  // A request that ended without passing onSend (an aborted or hijacked reply) frees its key.
  app.addHook('onResponse', async (request) => {
    const id = request.idempotencyClaim;
    if (id === null) return;
    request.idempotencyClaim = null;
    await repo.release(db(), id);
  });

  // Expired keys go on start and every 6 hours. pg-boss takes this over as a scheduled job when
  // the job queue lands (ARCHITECTURE §4); until then an unref'd timer, cleared on close.
  let timer: NodeJS.Timeout | undefined;
  const purge = () => purgeIdempotencyKeys(app).catch((error: unknown) => app.log.error({ err: error }, 'idempotency key purge failed'));
  app.addHook('onReady', async () => {
    await owner();
    await purge();
    timer = setInterval(() => void purge(), PURGE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    if (ownerOnce) await (await ownerOnce).close();
  });
}
