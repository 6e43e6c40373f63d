import { createHash, type Hash } from 'node:crypto';

/** The boundary parameter of a multipart content type, or undefined. */
export function boundaryOf(contentType: string | undefined): string | undefined {
  const match = /;\s*boundary=(?:"([^"]{1,200})"|([^\s;]{1,200}))/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2];
}

/**
 * SHA-256 of a multipart body with every occurrence of its boundary replaced by one fixed token:
 * the same form sent again by a browser (which picks a new random boundary each time) hashes the
 * same; any other field, file name or byte does not. Fed chunk by chunk as the body streams, with a
 * carry so a boundary split across two chunks is still found.
 */
export class MultipartHasher {
  private readonly hash: Hash = createHash('sha256').update('multipart-body:');
  private readonly pattern: Buffer;
  private carry = Buffer.alloc(0);
  bytes = 0;

  constructor(boundary: string) {
    this.pattern = Buffer.from(boundary, 'latin1');
  }

  update(chunk: Buffer): void {
    this.bytes += chunk.length;
    let data = this.carry.length ? Buffer.concat([this.carry, chunk]) : chunk;
    for (let at = data.indexOf(this.pattern); at !== -1; at = data.indexOf(this.pattern)) {
      this.hash.update(data.subarray(0, at)).update('\u0000boundary\u0000');
      data = data.subarray(at + this.pattern.length);
    }
    // Keep what could still be the start of a boundary that the next chunk completes.
    const keep = Math.min(data.length, this.pattern.length - 1);
    this.hash.update(data.subarray(0, data.length - keep));
    this.carry = Buffer.from(data.subarray(data.length - keep));
  }

  digest(): string {
    return this.hash.update(this.carry).digest('hex');
  }
}
