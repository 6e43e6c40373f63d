import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FILE_MAX_BYTES } from '../../src/contracts/files';
import type { Config } from '../config';
import { cleanFileName } from '../features/files/file-safety';
import { localDiskStore, type FileStore } from '../features/files/file-store';
import { s3Store } from '../features/files/s3-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Content-addressed file bytes (server/features/files); local disk by default, S3 with FILES_S3_BUCKET. */
    fileStore: FileStore;
  }
}

/**
 * Multipart uploads for every feature: 8 MB per file (spec 1 §5; a bigger file answers 413 with
 * 'You can upload a maximum of 8mb files.', see plugins/errors.ts), and the file store.
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: FILE_MAX_BYTES, files: 10, fields: 50, fieldSize: 64 * 1024, parts: 60 },
  });
  app.decorate('fileStore', fileStoreOf(app.deps.config));
}

/** The configured file store: S3 with FILES_S3_BUCKET, else the local disk (the demo seed stores its documents here too). */
export function fileStoreOf(config: Pick<Config, 'filesDir' | 'filesS3' | 'dataDir'>): FileStore {
  return config.filesS3 ? s3Store(config.filesS3) : localDiskStore(config.filesDir ?? join(config.dataDir, 'files'));
}

/**
 * A form of text fields and one file named `file` (imports): the fields as strings, the file's bytes
 * under a cleaned name. A part the form cannot read answers `unreadable`; an over-size file keeps its 413.
 */
export async function readFileForm(request: FastifyRequest, unreadable: () => Error): Promise<{ fields: Record<string, string>; file?: { name: string; bytes: Buffer } }> {
  if (!request.isMultipart()) throw unreadable();
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value ?? '');
      else {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') file = { name: cleanFileName(part.filename), bytes };
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw error;
    throw unreadable();
  }
  return { fields, file };
}
