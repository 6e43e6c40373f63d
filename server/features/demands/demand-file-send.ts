import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FILE_MESSAGES, type UploadMimeType } from '../../../src/contracts/files';
import { notFound } from '../../plugins/http-errors';
import { contentDisposition, downloadName } from '../files/file-safety';
import type { FileRow } from '../files/files.repository';

/**
 * Sends a request's file as GET /files/{id} does (same headers; files.service keeps its sender
 * private): a file id always names the same bytes, so the answer is cacheable for good.
 */
export async function sendDemandFile(app: FastifyInstance, row: FileRow, request: FastifyRequest, reply: FastifyReply) {
  const etag = `"${row.sha256}"`;
  const cache = 'private, max-age=31536000, immutable';
  const held = (request.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (held.includes(etag)) return reply.code(304).header('etag', etag).header('cache-control', cache).send();
  const stream = await app.fileStore.open(row.sha256);
  if (!stream) {
    request.log.error({ file: row.id, sha256: row.sha256 }, 'stored file bytes are missing');
    throw notFound(FILE_MESSAGES.downloadFailed);
  }
  const mime = row.mime_type as UploadMimeType;
  return reply
    .header('content-type', mime.startsWith('text/') ? `${mime}; charset=utf-8` : mime)
    .header('content-length', row.size)
    .header('content-disposition', contentDisposition(downloadName(row.original_name, mime)))
    // The bytes are the user's, not ours: never let a browser run them as a page.
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('x-content-type-options', 'nosniff')
    .header('etag', etag)
    .header('cache-control', cache)
    .send(stream);
}
