import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEMAND_LIMITS, DEMAND_MESSAGES as DM } from '../../../src/contracts/demands';
import { FILE_MESSAGES as M } from '../../../src/contracts/files';
import type { Executor } from '../../db/client';
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

export interface MultipartForm {
  fields: Record<string, string>;
  files: ReceivedFile[];
}

/** The spec's `files[n]`; `files[]` and `files` are the same field. */
const FILES_FIELD = /^files(\[\d*\])?$/;

/**
 * Reads a multipart body: text fields, and every `files[n]` part judged by its bytes (8 MB each,
 * an accepted type, not empty). The bytes are stored content-addressed as they arrive; a refused
 * request leaves at most unreferenced bytes, never a half-made record.
 */
export async function readMultipart(app: FastifyInstance, request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) throw invalidField('files', DM.filesMissing);
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value ?? '');
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
    throw invalidField('files', DM.filesMissing);
  }
  if (files.length > DEMAND_LIMITS.filesMax) throw invalidField('files', DM.tooManyFiles);
  return { fields, files };
}

/** The files rows of received uploads, owned by the requester (inside the record's transaction). */
export async function insertReceived(tx: Executor, received: ReceivedFile[], ownerUserId: number, at: Date): Promise<FileRow[]> {
  const rows: FileRow[] = [];
  // One after another: the files keep the order they were sent in.
  for (const f of received) rows.push(await filesRepository.insert(tx, { ...f, owner_user_id: ownerUserId, created_at: at }));
  return rows;
}
