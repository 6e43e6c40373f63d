import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { FILE_MAX_BYTES } from '../../src/contracts/files';
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
  const { filesDir, filesS3, dataDir } = app.deps.config;
  app.decorate('fileStore', filesS3 ? s3Store(filesS3) : localDiskStore(filesDir ?? join(dataDir, 'files')));
}
