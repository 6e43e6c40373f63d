import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DETECTION_LIMITS, DETECTION_MESSAGES as DM } from '../../../src/contracts/detections';
import { FILE_MESSAGES as M } from '../../../src/contracts/files';
import type { Executor } from '../../db/client';
import { normaliseQuery } from '../../plugins/endpoints';
import { HttpError, invalidField } from '../../plugins/http-errors';
import { cleanFileName, sniffMimeType } from '../files/file-safety';
import { filesRepository, type FileRow } from '../files/files.repository';

/** A file taken from a multipart body: its bytes are in the store; the files row comes with the record. */
export interface ReceivedFile {
  sha256: string;
  size: number;
  mime_type: string;
  original_name: string;
}

export interface DetectionForm {
  /** Text parts; `name[i]` parts gathered into a list under `name` (deletedFileIds[0], [1] …). */
  fields: Record<string, unknown>;
  files: ReceivedFile[];
}

/** The spec's `files[i]`; `files[]` and `files` are the same field. */
const FILES_FIELD = /^files(\[\d*\])?$/;

/**
 * Reads a detection's multipart body: text fields, and every `files[i]` part judged by its bytes
 * (8 MB each, an accepted type, not empty). The bytes are stored content-addressed as they
 * arrive; a refused request leaves at most unreferenced bytes, never a half-made record.
 */
export async function readDetectionForm(app: FastifyInstance, request: FastifyRequest): Promise<DetectionForm> {
  const texts: Record<string, string | string[]> = {};
  const files: ReceivedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        const value = String(part.value ?? '');
        // An empty text part means "not given" (browsers send every form field).
        if (value === '') continue;
        const held = texts[part.fieldname];
        texts[part.fieldname] = held === undefined ? value : [...(Array.isArray(held) ? held : [held]), value];
        continue;
      }
      const bytes = await part.toBuffer();
      if (!FILES_FIELD.test(part.fieldname)) continue;
      if (bytes.length === 0) throw invalidField('files', M.empty);
      const name = cleanFileName(part.filename);
      const mimeType = sniffMimeType(bytes, name);
      if (!mimeType) throw invalidField('files', M.unsupported);
      const { sha256, size } = await app.fileStore.put(bytes);
      files.push({ sha256, size, mime_type: mimeType, original_name: name });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (error instanceof HttpError || code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT') throw error;
    // A broken multipart body is the client's input, not a server fault.
    throw invalidField('files', M.missing);
  }
  if (files.length > DETECTION_LIMITS.filesMax) throw invalidField('files', DM.tooManyFiles);
  return { fields: normaliseQuery(texts), files };
}

/** The files rows of received uploads, owned by the uploader (inside the record's transaction). */
export async function insertReceived(tx: Executor, received: ReceivedFile[], ownerUserId: number, at: Date): Promise<FileRow[]> {
  const rows: FileRow[] = [];
  // One after another: the files keep the order they were sent in.
  for (const f of received) rows.push(await filesRepository.insert(tx, { ...f, owner_user_id: ownerUserId, created_at: at }));
  return rows;
}
