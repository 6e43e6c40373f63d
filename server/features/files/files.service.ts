import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  FILE_MESSAGES as M, FILE_MIME_TYPES, IMAGE_MIME_TYPES, type StoredFile, type UploadMimeType,
} from '../../../src/contracts/files';
import type { AuthContext } from '../../plugins/auth';
import { invalidField, notFound } from '../../plugins/http-errors';
import { contentDisposition, downloadName } from './file-safety';
import type { ByteRange } from './file-store';
import { filesRepository as repo, type FileRow } from './files.repository';
import { checkFile, multipartError, type CheckedFile } from './one-file-form';

export interface ReceiveOptions {
  /** The multipart field that carries the file (spec: `file`, the photo upload uses `photo`). */
  field?: string;
  /** Types this upload accepts; every accepted type by default. */
  accept?: readonly UploadMimeType[];
  ownerUserId: number;
}

interface SendOptions {
  cache: string;
  lastModified?: Date;
  disposition?: 'attachment' | 'inline';
}

/** A file id always names the same bytes, so its download never needs asking again. */
const IMMUTABLE = 'private, max-age=31536000, immutable';
/** A photo can be replaced: the client revalidates (a cheap 304) every time. */
const REVALIDATE = 'private, no-cache';

export const toStoredFile = (row: FileRow): StoredFile => ({
  id: row.id,
  sha256: row.sha256,
  size: row.size,
  mime_type: row.mime_type as UploadMimeType,
  original_name: row.original_name,
  created_at: row.created_at.toISOString(),
  url: `/api/files/${row.id}`,
});

/**
 * One satisfiable range of `Range: bytes=…` (RFC 9110 §14): `a-b`, `a-` or `-n`. Several ranges or
 * a malformed header answer undefined (the whole file is sent, as the RFC allows); a range past the
 * end answers 'unsatisfiable'.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec((header ?? '').trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

const contentType = (mime: string) => (mime.startsWith('text/') ? `${mime}; charset=utf-8` : mime);

/** The file store's public face: what later features call to take, serve and attach files. */
export function filesService(app: FastifyInstance) {
  const db = () => app.deps.database.db;

  /** Sends stored bytes with validators; answers 304 when the client already holds them. */
  async function send(row: FileRow, request: FastifyRequest, reply: FastifyReply, options: SendOptions) {
    const { cache, lastModified, disposition = 'attachment' } = options;
    const etag = `"${row.sha256}"`;
    const held = (request.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    if (held.includes(etag) || held.includes('*')) {
      return reply.code(304).header('etag', etag).header('cache-control', cache).send();
    }
    // Range (a video player seeks by asking for parts); If-Range with another validator sends the whole file.
    const ifRange = request.headers['if-range'];
    const range = !ifRange || ifRange === etag ? parseRange(request.headers.range, row.size) : undefined;
    if (range === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${row.size}`).header('accept-ranges', 'bytes').send();
    }
    const stream = await app.fileStore.open(row.sha256, range);
    if (!stream) {
      request.log.error({ file: row.id, sha256: row.sha256 }, 'stored file bytes are missing');
      throw notFound(M.downloadFailed);
    }
    reply
      .header('content-type', contentType(row.mime_type))
      .header('content-length', range ? range.end - range.start + 1 : row.size)
      .header('accept-ranges', 'bytes')
      .header('content-disposition', contentDisposition(downloadName(row.original_name, row.mime_type as UploadMimeType), disposition))
      // The bytes are the user's, not ours: never let a browser run them as a page.
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('x-content-type-options', 'nosniff')
      .header('etag', etag)
      .header('cache-control', cache);
    if (lastModified) reply.header('last-modified', lastModified.toUTCString());
    if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${row.size}`);
    return reply.send(stream);
  }

  return {
    /** Sends a stored file as GET /files/{id} does; features that decide who may read a file call it. */
    sendFile: (row: FileRow, request: FastifyRequest, reply: FastifyReply, disposition: 'attachment' | 'inline' = 'attachment') =>
      send(row, request, reply, { cache: IMMUTABLE, disposition }),

    /**
     * Takes the one file of a multipart request: refuses it when it is missing, empty, over
     * 8 MB (413) or not an accepted type by its bytes; stores it once per content.
     */
    async receive(request: FastifyRequest, options: ReceiveOptions): Promise<StoredFile> {
      const field = options.field ?? 'file';
      const accept = options.accept ?? FILE_MIME_TYPES;
      if (!request.isMultipart()) throw invalidField(field, M.missing);
      let checked: CheckedFile;
      try {
        const part = await request.file();
        if (!part || part.fieldname !== field) throw invalidField(field, M.missing);
        checked = checkFile(field, await part.toBuffer(), part.filename, accept);
      } catch (error) {
        multipartError(field, error);
      }
      const { bytes, name, mime: mimeType } = checked;
      const { sha256, size } = await app.fileStore.put(bytes);
      const row = await repo.insert(db(), {
        sha256, size, mime_type: mimeType, original_name: name, owner_user_id: options.ownerUserId, created_at: app.deps.clock(),
      });
      return toStoredFile(row);
    },

    /** The generic download: the uploader, or a super user. Others get 404, so ids cannot be probed. */
    async download(id: number, auth: AuthContext, request: FastifyRequest, reply: FastifyReply) {
      const row = await repo.find(db(), id);
      if (!row || (row.owner_user_id !== auth.userId && !auth.isSuper)) throw notFound();
      return send(row, request, reply, { cache: IMMUTABLE });
    },

    /** The photo as an image, or as a data URL for clients that cannot send a token with <img>. */
    async photo(userId: number, asBase64: boolean, request: FastifyRequest, reply: FastifyReply): Promise<{ base64: string } | undefined> {
      const row = await repo.photoOf(db(), userId);
      if (!row) throw notFound(M.noPhoto);
      if (!asBase64) {
        await send(row, request, reply, { cache: REVALIDATE, lastModified: row.photo_updated_at, disposition: 'inline' });
        return undefined;
      }
      const bytes = await app.fileStore.read(row.sha256);
      if (!bytes) throw notFound(M.noPhoto);
      return { base64: `data:${row.mime_type};base64,${bytes.toString('base64')}` };
    },

    /** Makes a stored image the user's photo (for POST /user/{id}/photo and the employee form). */
    async setUserPhoto(userId: number, fileId: number): Promise<string> {
      const file = await repo.find(db(), fileId);
      if (!file) throw notFound();
      if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.mime_type)) throw invalidField('photo', M.notImage);
      if (!(await repo.userExists(db(), userId))) throw notFound();
      const photoUrl = `/api/user/photo/${userId}?v=${file.sha256.slice(0, 12)}`;
      await repo.setPhoto(db(), userId, fileId, photoUrl, app.deps.clock());
      return photoUrl;
    },
  };
}
