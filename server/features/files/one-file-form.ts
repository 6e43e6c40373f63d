import type { FastifyRequest } from 'fastify';
import { FILE_MESSAGES, UPLOAD_MIME_TYPES, type UploadMimeType } from '../../../src/contracts/files';
import { HttpError, invalidField } from '../../plugins/http-errors';
import { cleanFileName, sniffMimeType } from './file-safety';

/** A file read from a multipart body and judged by its bytes; not stored yet. */
export interface CheckedFile {
  bytes: Buffer;
  /** Cleaned; metadata only, never a path. */
  name: string;
  mime: UploadMimeType;
}

/**
 * A multipart body with text fields and at most one file in `fileField`: the file is judged by its
 * bytes (8 MB by the multipart limit, an accepted type, not empty); where it goes is the caller's
 * (the file store, or on to ProcessMaker). A JSON body gives its fields and no file.
 */
export async function readFieldsAndOneFile(request: FastifyRequest, fileField: string): Promise<{ fields: Record<string, unknown>; file: CheckedFile | null }> {
  if (!request.isMultipart()) return { fields: (request.body ?? {}) as Record<string, unknown>, file: null };
  const fields: Record<string, unknown> = {};
  let file: CheckedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname !== fileField) continue;
      if (bytes.length === 0) throw invalidField(fileField, FILE_MESSAGES.empty);
      const name = cleanFileName(part.filename);
      const mime = sniffMimeType(bytes, name);
      if (!mime || !(UPLOAD_MIME_TYPES as readonly UploadMimeType[]).includes(mime)) throw invalidField(fileField, FILE_MESSAGES.unsupported);
      file = { bytes, name, mime };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (error instanceof HttpError || code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT') throw error;
    throw invalidField(fileField, FILE_MESSAGES.missing);
  }
  return { fields, file };
}
