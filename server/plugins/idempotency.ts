import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_PATTERN, SYNC_HEADERS, SYNC_MESSAGES as M } from '../../src/contracts/sync';
import { idempotencyRepository as repo, type IdempotencyRow } from '../features/sync/idempotency.repository';
import { claimOwner, type ClaimOwner } from './claim-owner';
import { HttpError } from './http-errors';

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

/**
 * What "the same body" means. Parsed bodies hash as canonical JSON, raw bodies by their bytes.
 * A multipart body is still unread here (the handler streams it), so it is judged by its length:
 * a key reused for another file of exactly the same size would replay instead of answering 422.
 */
function bodyHash(request: FastifyRequest): string {
  const hash = createHash('sha256');
  const body = request.body;
  if ((request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/')) {
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
        return;
      }
      const row = await repo.find(db(), key, claim.user_id);
      if (!row) continue;
      if (row.method !== claim.method || row.path !== claim.path || row.body_hash !== claim.body_hash) {
        throw new HttpError(422, { message: M.keyReused });
      }
      if (row.state === 'done') return replay(reply, row);
      if ((await abandoned(row, now)) && (await repo.takeOver(db(), row, me, now))) {
        request.idempotencyClaim = row.id;
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
    await repo.complete(db(), id, { status: reply.statusCode, headers, body }, app.deps.clock());
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
