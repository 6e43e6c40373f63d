import type { FastifyRequest } from 'fastify';
import { FILE_MESSAGES, IMAGE_MIME_TYPES, UPLOAD_MIME_TYPES, type UploadMimeType } from '../../../src/contracts/files';
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
 * Judges a received file by its bytes, never by its name or declared type: not empty, one of
 * `accept` (8 MB is the multipart limit's). Refused with the field's Turkish message.
 */
export function checkFile(field: string, bytes: Buffer, filename: string, accept: readonly UploadMimeType[] = UPLOAD_MIME_TYPES): CheckedFile {
  if (bytes.length === 0) throw invalidField(field, FILE_MESSAGES.empty);
  const name = cleanFileName(filename);
  const mime = sniffMimeType(bytes, name);
  if (!mime || !accept.includes(mime)) {
    const imagesOnly = accept.every((type) => IMAGE_MIME_TYPES.includes(type));
    throw invalidField(field, imagesOnly ? FILE_MESSAGES.notImage : FILE_MESSAGES.unsupported);
  }
  return { bytes, name, mime };
}

/** A broken multipart body is the client's input, not a server fault: size limits and our own refusals pass, the rest is "no file". */
export function multipartError(field: string, error: unknown): never {
  const code = (error as { code?: string }).code;
  if (error instanceof HttpError || code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT') throw error;
  throw invalidField(field, FILE_MESSAGES.missing);
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
      if (part.fieldname === fileField) file = checkFile(fileField, bytes, part.filename);
    }
  } catch (error) {
    multipartError(fileField, error);
  }
  return { fields, file };
}
