import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AUDIT_LIMITS, AUDIT_MESSAGES as AM } from '../../../src/contracts/audits/families';
import { FILE_MESSAGES as M, IMAGE_MIME_TYPES } from '../../../src/contracts/files';
import type { Executor } from '../../db/client';
import { HttpError, invalidField } from '../../plugins/http-errors';
import { issuesToErrors } from '../../plugins/endpoints';
import type { ReceivedFile } from '../demands/demand-uploads';
import { cleanFileName, sniffMimeType } from '../files/file-safety';
import { filesRepository } from '../files/files.repository';
import { fileFromBlob, requireBlobs } from '../sync/blobs.service';
import { auditFindingsRepository as repo, type ImageRow } from './audit-findings.repository';

/** Photos of a finding: sent in the same multipart body (photos[i]), or blobs the outbox uploaded first. */
export type NewPhotos = { received: ReceivedFile[] } | { hashes: string[]; names?: string[] };

/** The spec's `photos[i]`; `photos[]` and `photos` are the same field. */
const PHOTOS_FIELD = /^photos(\[\d*\])?$/;
/** `positions[0]`, `positions[]`: one list field. */
const LIST_FIELD = /^(.+?)\[(\d*)\]$/;

export function parsed<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(422, { errors: issuesToErrors(result.error.issues) });
  return result.data;
}

/**
 * Reads a multipart finding or image form: text fields (list fields gathered into arrays, empty
 * ones dropped), and every photos[i] part judged by its bytes (8 MB, an image type, not empty).
 * Names are metadata only. The bytes go to the content-addressed store as they arrive.
 */
export async function readPhotoForm(app: FastifyInstance, request: FastifyRequest) {
  const fields: Record<string, string | string[]> = {};
  const photos: ReceivedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        const value = String(part.value ?? '');
        const list = LIST_FIELD.exec(part.fieldname);
        if (list) fields[list[1]!] = [...((fields[list[1]!] as string[] | undefined) ?? []), ...(value === '' ? [] : [value])];
        else if (value !== '') fields[part.fieldname] = value;
        continue;
      }
      const bytes = await part.toBuffer();
      if (!PHOTOS_FIELD.test(part.fieldname)) continue;
      if (bytes.length === 0) throw invalidField('photos', M.empty);
      const name = cleanFileName(part.filename, 'fotograf');
      const mimeType = sniffMimeType(bytes, name);
      if (!mimeType || !IMAGE_MIME_TYPES.includes(mimeType)) throw invalidField('photos', M.notImage);
      const { sha256, size } = await app.fileStore.put(bytes);
      photos.push({ sha256, size, mime_type: mimeType, original_name: name });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (error instanceof HttpError || code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT') throw error;
    throw invalidField('photos', AM.photosMissing);
  }
  if (photos.length > AUDIT_LIMITS.photosMax) throw invalidField('photos', AM.tooManyPhotos);
  return { fields, photos };
}

export const photoCount = (photos: NewPhotos) => ('received' in photos ? photos.received.length : photos.hashes.length);

/** Attaches the photos to a finding inside its transaction; a missing blob refuses the whole record (409). */
export async function attachPhotos(tx: Executor, findingId: number, photos: NewPhotos, userId: number, at: Date): Promise<ImageRow[]> {
  if ((await repo.countImages(tx, findingId)) + photoCount(photos) > AUDIT_LIMITS.photosMax) throw invalidField('photos', AM.tooManyPhotos);
  const out: ImageRow[] = [];
  if ('received' in photos) {
    for (const f of photos.received) {
      const file = await filesRepository.insert(tx, { ...f, owner_user_id: userId, created_at: at });
      out.push(await repo.insertImage(tx, {
        finding_id: findingId, file_id: file.id, sha256: f.sha256, mime_type: f.mime_type, size: f.size, original_name: f.original_name, uploaded_by: userId, created_at: at,
      }));
    }
    return out;
  }
  const blobs = await requireBlobs(tx, photos.hashes, userId);
  const notImage = blobs.find((b) => !(IMAGE_MIME_TYPES as readonly string[]).includes(b.mime_type));
  if (notImage) throw invalidField('photo_hashes', M.notImage);
  const held = new Map(blobs.map((b) => [b.sha256, b]));
  for (const [i, hash] of photos.hashes.entries()) {
    const file = await fileFromBlob(tx, held.get(hash)!, { ownerUserId: userId, originalName: photos.names?.[i] || `fotograf-${i + 1}`, at });
    out.push(await repo.insertImage(tx, {
      finding_id: findingId, file_id: file.id, sha256: file.sha256, mime_type: file.mime_type, size: file.size, original_name: file.original_name, uploaded_by: userId, created_at: at,
    }));
  }
  return out;
}
