import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { FilesS3Config } from '../../config';
import { sha256Of, sha256OfFile, type ByteRange, type FileStore } from './file-store';

/** `prefix`: key prefix inside the bucket, e.g. 'files/' (several environments can share one bucket). */
export type S3StoreOptions = FilesS3Config;

const SHA256 = /^[0-9a-f]{64}$/;

export function s3Client(options: S3StoreOptions): S3Client {
  return new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    // MinIO, Ceph, SeaweedFS and s3rver address buckets by path, not by sub-domain.
    forcePathStyle: true,
    credentials: options.accessKeyId ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey ?? '' } : undefined,
    // Newer SDKs send CRC checksums on every upload; S3-compatible stores reject what they do not know.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const missing = (error: unknown) =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey');

/** The same content-addressed layout as the disk store (`<prefix><sha[0..2]>/<sha>`), in a bucket. */
export function s3Store(options: S3StoreOptions, client: S3Client = s3Client(options)): FileStore & { keyOf(sha256: string): string; list(): AsyncIterable<string> } {
  const keyOf = (sha256: string) => {
    if (!SHA256.test(sha256)) throw new Error(`not a sha256: ${sha256.slice(0, 80)}`);
    return `${options.prefix}${sha256.slice(0, 2)}/${sha256}`;
  };
  const has = async (sha256: string) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket: options.bucket, Key: keyOf(sha256) }));
      return true;
    } catch (error) {
      if (missing(error)) return false;
      throw error;
    }
  };
  const open = async (sha256: string, range?: ByteRange): Promise<Readable | undefined> => {
    try {
      const object = await client.send(new GetObjectCommand({
        Bucket: options.bucket, Key: keyOf(sha256), Range: range && `bytes=${range.start}-${range.end}`,
      }));
      // In Node the body is an http.IncomingMessage: streamed to the client, never buffered whole.
      return object.Body as Readable;
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
  };

  return {
    keyOf,
    has,
    open,
    async put(bytes) {
      const sha256 = sha256Of(bytes);
      if (await has(sha256)) return { sha256, size: bytes.length, created: false };
      // A put of the same key by two processes at once writes the same bytes: last writer wins harmlessly.
      await client.send(new PutObjectCommand({ Bucket: options.bucket, Key: keyOf(sha256), Body: bytes, ContentLength: bytes.length }));
      return { sha256, size: bytes.length, created: true };
    },
    async putFile(path) {
      try {
        const { sha256, size } = await sha256OfFile(path);
        if (await has(sha256)) return { sha256, size, created: false };
        await client.send(new PutObjectCommand({ Bucket: options.bucket, Key: keyOf(sha256), Body: createReadStream(path), ContentLength: size }));
        return { sha256, size, created: true };
      } finally {
        await rm(path, { force: true });
      }
    },
    async remove(sha256) {
      // S3 answers 204 whether or not the key existed.
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: keyOf(sha256) }));
    },
    async read(sha256) {
      const stream = await open(sha256);
      if (!stream) return undefined;
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: options.bucket, Prefix: options.prefix, ContinuationToken: token }));
        for (const object of page.Contents ?? []) {
          const sha = object.Key?.slice(options.prefix.length).split('/')[1];
          if (sha && SHA256.test(sha)) yield sha;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
