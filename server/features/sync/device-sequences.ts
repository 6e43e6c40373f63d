import type { FastifyInstance } from 'fastify';
import { SYNC_HEADERS } from '../../../src/contracts/sync';
import { idempotencyKeyOf } from '../../plugins/idempotency';
import { deviceSequencesRepository as repo } from './device-sequences.repository';

const DEVICE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SEQ = /^[1-9]\d{0,15}$/;
const PATH_MAX = 2048;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The device and its sequence number from the headers, when both are well formed. */
export function deviceOf(headers: Record<string, string | string[] | undefined>): { deviceId: string; seq: number } | undefined {
  const deviceId = headers[SYNC_HEADERS.deviceId];
  const seq = headers[SYNC_HEADERS.deviceSeq];
  if (typeof deviceId !== 'string' || typeof seq !== 'string' || !DEVICE_ID.test(deviceId) || !SEQ.test(seq)) return undefined;
  const n = Number(seq);
  return Number.isSafeInteger(n) ? { deviceId: deviceId.toLowerCase(), seq: n } : undefined;
}

/**
 * Records every 2xx API answer to a write carrying X-Device-Id and X-Device-Seq (replays too), so
 * GET /sync/gaps can tell which outbox items never arrived. Reads are left out: a HEAD before an
 * upload must not mark an item delivered. Malformed headers are ignored: a report must never
 * refuse a user's write.
 */
export function registerDeviceSequences(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 200 || reply.statusCode >= 300 || !WRITES.has(request.method)) return payload;
    if (!request.routeOptions.url?.startsWith('/api/')) return payload;
    const device = deviceOf(request.headers);
    if (!device) return payload;
    await repo.record(app.deps.database.db, {
      device_id: device.deviceId,
      seq: device.seq,
      user_id: request.auth?.userId ?? null,
      idempotency_key: idempotencyKeyOf(request.headers[SYNC_HEADERS.idempotencyKey]) ?? null,
      method: request.method,
      path: request.url.slice(0, PATH_MAX),
      received_at: app.deps.clock(),
    });
    return payload;
  });
}
