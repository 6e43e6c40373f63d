import type { FastifyInstance, FastifyRequest } from 'fastify';
import { filesRepository } from '../files/files.repository';
import { readFieldsAndOneFile } from '../files/one-file-form';

export interface TakenFile {
  id: number;
  name: string;
}

/**
 * A multipart body with text fields and at most one file in `fileField` (e.g. the overwork
 * petition): the file judged by its bytes (files/one-file-form.ts), then stored; the fields come
 * back for the contract's schema. A JSON body gives its fields and no file.
 */
export async function readFieldsAndFile(app: FastifyInstance, request: FastifyRequest, fileField: string, ownerUserId: number) {
  const { fields, file: checked } = await readFieldsAndOneFile(request, fileField);
  if (!checked) return { fields, file: null as TakenFile | null };
  const { sha256, size } = await app.fileStore.put(checked.bytes);
  const row = await filesRepository.insert(app.deps.database.db, { sha256, size, mime_type: checked.mime, original_name: checked.name, owner_user_id: ownerUserId, created_at: app.deps.clock() });
  return { fields, file: { id: row.id, name: row.original_name } as TakenFile | null };
}
