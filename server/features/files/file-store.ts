import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where file bytes live, addressed by their SHA-256: the same bytes are stored once. The local
 * disk store below is the default; an S3-compatible store can implement the same interface.
 */
export interface FileStore {
  /** Stores the bytes (once) and answers their address; `created` is false when they were already there. */
  put(bytes: Buffer): Promise<{ sha256: string; size: number; created: boolean }>;
  /**
   * Stores a file written aside on this machine's disk (a large export) without reading it into
   * memory; the file is moved in or deleted, so the path is gone afterwards.
   */
  putFile(path: string): Promise<{ sha256: string; size: number; created: boolean }>;
  /** A stream of the stored bytes (or of bytes start..end inclusive), or undefined when nothing is stored under that address. */
  open(sha256: string, range?: ByteRange): Promise<Readable | undefined>;
  read(sha256: string): Promise<Buffer | undefined>;
  has(sha256: string): Promise<boolean>;
  /** Deletes the bytes (the blob collector, once nothing names them); nothing stored is fine. */
  remove(sha256: string): Promise<void>;
}

/** Inclusive byte offsets, as in an HTTP Range header. */
export interface ByteRange { start: number; end: number }

const SHA256 = /^[0-9a-f]{64}$/;

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The SHA-256 and size of a file on disk, read as a stream. */
export async function sha256OfFile(path: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(path)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

/** `<root>/<sha256[0..2]>/<sha256>`: the path comes from the hash only, never from a user's file name. */
export function localDiskStore(root: string): FileStore {
  const pathOf = (sha256: string) => {
    if (!SHA256.test(sha256)) throw new Error(`not a sha256: ${sha256.slice(0, 80)}`);
    return join(root, sha256.slice(0, 2), sha256);
  };
  const exists = async (path: string) => {
    try {
      return (await stat(path)).isFile();
    } catch {
      return false;
    }
  };

  return {
    async put(bytes) {
      const sha256 = sha256Of(bytes);
      const path = pathOf(sha256);
      if (await exists(path)) return { sha256, size: bytes.length, created: false };
      await mkdir(join(root, sha256.slice(0, 2)), { recursive: true });
      await mkdir(join(root, 'tmp'), { recursive: true });
      // Write aside, then rename: a reader never sees half a file, and two writers of the
      // same bytes both end with the same complete file.
      const temp = join(root, 'tmp', randomUUID());
      try {
        await writeFile(temp, bytes, { flag: 'wx' });
        await rename(temp, path);
      } finally {
        await rm(temp, { force: true });
      }
      return { sha256, size: bytes.length, created: true };
    },
    async putFile(source) {
      try {
        const { sha256, size } = await sha256OfFile(source);
        const path = pathOf(sha256);
        if (await exists(path)) return { sha256, size, created: false };
        await mkdir(join(root, sha256.slice(0, 2)), { recursive: true });
        await mkdir(join(root, 'tmp'), { recursive: true });
        // Into the store's own tmp first (a copy when the source is on another disk), then one rename.
        const temp = join(root, 'tmp', randomUUID());
        try {
          await rename(source, temp).catch(async (error: NodeJS.ErrnoException) => {
            if (error.code !== 'EXDEV') throw error;
            await copyFile(source, temp);
          });
          await rename(temp, path);
        } finally {
          await rm(temp, { force: true });
        }
        return { sha256, size, created: true };
      } finally {
        await rm(source, { force: true });
      }
    },
    async open(sha256, range) {
      const path = pathOf(sha256);
      return (await exists(path)) ? createReadStream(path, range && { start: range.start, end: range.end }) : undefined;
    },
    async read(sha256) {
      const path = pathOf(sha256);
      return (await exists(path)) ? readFile(path) : undefined;
    },
    has: (sha256) => exists(pathOf(sha256)),
    remove: (sha256) => rm(pathOf(sha256), { force: true }),
  };
}
