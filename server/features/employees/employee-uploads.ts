import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FILE_MESSAGES, UPLOAD_MIME_TYPES, type UploadMimeType } from '../../../src/contracts/files';
import { HttpError, invalidField } from '../../plugins/http-errors';
import { cleanFileName, sniffMimeType } from '../files/file-safety';
import { filesRepository } from '../files/files.repository';

export interface TakenFile {
  id: number;
  name: string;
}

/**
 * A multipart body with text fields and at most one file in `fileField` (e.g. the overwork
 * petition): the file is judged by its bytes (8 MB, accepted type, not empty) and stored; the
 * fields come back for the contract's schema. A JSON body gives its fields and no file.
 */
export async function readFieldsAndFile(app: FastifyInstance, request: FastifyRequest, fileField: string, ownerUserId: number) {
  if (!request.isMultipart()) return { fields: (request.body ?? {}) as Record<string, unknown>, file: null as TakenFile | null };
  const fields: Record<string, unknown> = {};
  let file: TakenFile | null = null;
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
      const { sha256, size } = await app.fileStore.put(bytes);
      const row = await filesRepository.insert(app.deps.database.db, { sha256, size, mime_type: mime, original_name: name, owner_user_id: ownerUserId, created_at: app.deps.clock() });
      file = { id: row.id, name: row.original_name };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (error instanceof HttpError || code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT') throw error;
    throw invalidField(fileField, FILE_MESSAGES.missing);
  }
  return { fields, file };
}
