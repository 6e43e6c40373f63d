import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { FilesS3Config } from '../config';

/**
 * A real S3 protocol server (s3rver) on loopback for the files suites: signed requests, a
 * prefabricated bucket, data in a throwaway folder.
 */
export async function startS3Server(bucket = 'apron-files'): Promise<{ config: FilesS3Config; close(): Promise<void> }> {
  const directory = mkdtempSync(join(tmpdir(), 'apron-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  return {
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket,
      prefix: 'files/',
      // s3rver's fixed development credentials.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
