import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { FilesS3Config } from '../../config';
import { s3Client, s3Store } from './s3-store';

const SHA256 = /^[0-9a-f]{64}$/;

export interface CopyReport {
  copied: number;
  present: number;
  bytes: number;
}

/**
 * Copies every content-addressed file of a disk store into the bucket, streaming each one (a file
 * is never read whole into memory). Objects already in the bucket are skipped, so the command can
 * be run again after an interruption, or while the server keeps writing to the disk.
 */
export async function copyDiskToS3(root: string, target: FilesS3Config, onProgress?: (report: CopyReport) => void): Promise<CopyReport> {
  const client = s3Client(target);
  const store = s3Store(target, client);
  const report: CopyReport = { copied: 0, present: 0, bytes: 0 };
  for (const dir of (await readdir(root)).filter((d) => /^[0-9a-f]{2}$/.test(d)).sort()) {
    for (const sha256 of (await readdir(join(root, dir))).filter((f) => SHA256.test(f)).sort()) {
      if (await store.has(sha256)) {
        report.present++;
        continue;
      }
      const path = join(root, dir, sha256);
      const { size } = await stat(path);
      await client.send(new PutObjectCommand({ Bucket: target.bucket, Key: store.keyOf(sha256), Body: createReadStream(path), ContentLength: size }));
      report.copied++;
      report.bytes += size;
      onProgress?.(report);
    }
  }
  return report;
}
