import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../test/s3-server';
import { copyDiskToS3 } from './copy-to-s3';
import { localDiskStore } from './file-store';
import { s3Store } from './s3-store';

let server: Awaited<ReturnType<typeof startS3Server>>;
const root = mkdtempSync(join(tmpdir(), 'apron-copy-'));
beforeAll(async () => {
  server = await startS3Server();
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('copying the disk store to S3', () => {
  it('copies every file once, byte for byte, and skips what is already there on a second run', async () => {
    const disk = localDiskStore(root);
    const contents = [Buffer.from('birinci dosya'), Buffer.from('ikinci dosya'), Buffer.alloc(3 * 1024 * 1024, 7)];
    const stored = await Promise.all(contents.map((c) => disk.put(c)));

    const first = await copyDiskToS3(root, server.config);
    expect(first).toMatchObject({ copied: 3, present: 0 });
    const bucket = s3Store(server.config);
    for (const [i, { sha256 }] of stored.entries()) expect((await bucket.read(sha256))!.equals(contents[i]!)).toBe(true);

    await disk.put(Buffer.from('sonradan gelen'));
    const second = await copyDiskToS3(root, server.config);
    expect(second).toMatchObject({ copied: 1, present: 3 });
  });
});
