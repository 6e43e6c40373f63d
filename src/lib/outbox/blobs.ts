import type { ApronDb } from './db';

/**
 * Deletes the local blobs that no unfinished item names any more: the server has confirmed every
 * item that needed them. Call inside a transaction over `outbox` and `blobs`.
 */
export async function releaseBlobs(database: ApronDb, hashes: string[]): Promise<string[]> {
  const released: string[] = [];
  for (const sha256 of hashes) {
    const stillNeeded = await database.outbox
      .where('blobHashes')
      .equals(sha256)
      .filter((item) => item.status !== 'done')
      .count();
    if (stillNeeded === 0) {
      await database.blobs.delete(sha256);
      released.push(sha256);
    }
  }
  return released;
}
