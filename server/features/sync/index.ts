import type { FastifyInstance } from 'fastify';
import { BLOB_MAX_BYTES, blobStatus, listSyncGaps, putBlob } from '../../../src/contracts/sync';
import { route } from '../../plugins/endpoints';
import { notFound, unauthenticated } from '../../plugins/http-errors';
import { blobsService } from './blobs.service';
import { gapsService } from './gaps.service';

/**
 * The offline platform's endpoints (docs/offline.md §3): blobs before the records that name them,
 * and the device sequence gaps. The Idempotency-Key and the sequence recording are app-wide hooks
 * (server/plugins/idempotency.ts, ./device-sequences.ts), registered in server/app.ts.
 */
export default async function syncFeature(app: FastifyInstance) {
  const blobs = blobsService(app);
  const gaps = gapsService(app);

  // Blob routes in their own context: whatever the declared type, the body is raw bytes (8 MB at
  // most; more answers 413 'You can upload a maximum of 8mb files.'), read only for a signed-in user.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BLOB_MAX_BYTES }, (_request, body, done) => done(null, body));
    raw.addHook('preParsing', async (request) => {
      if (!request.auth) throw unauthenticated();
    });
    route(raw, putBlob, async ({ params, request, auth }) => ({ data: await blobs.put(params.sha256, request.body, auth.userId) }));
    // Fastify answers HEAD from this GET: 200 when held, 404 otherwise, without a body.
    route(raw, blobStatus, async ({ params, auth }) => {
      const blob = await blobs.status(params.sha256, auth.userId);
      if (!blob) throw notFound();
      return { data: blob };
    });
  });

  route(app, listSyncGaps, async ({ query }) =>
    gaps.list({ page: query.page, perpage: query.perpage, ordering: query.ordering, missingOnly: query.missing_only, userId: query.user_id }));
}
