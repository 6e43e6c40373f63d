import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { blobs } from './sync.table';

export type BlobRow = typeof blobs.$inferSelect;

export const blobsRepository = {
  /** Records that the user sent these bytes; the first upload's row stays. */
  async record(db: Executor, row: BlobRow): Promise<BlobRow> {
    await db.insert(blobs).values(row).onConflictDoNothing();
    return (await this.find(db, row.sha256, row.uploaded_by))!;
  },

  async find(db: Executor, sha256: string, uploadedBy: number): Promise<BlobRow | undefined> {
    const [row] = await db.select().from(blobs).where(and(eq(blobs.sha256, sha256), eq(blobs.uploaded_by, uploadedBy))).limit(1);
    return row;
  },

  /** The user's uploads among these hashes. */
  uploadsOf(db: Executor, hashes: readonly string[], uploadedBy: number): Promise<BlobRow[]> {
    if (hashes.length === 0) return Promise.resolve([]);
    return db.select().from(blobs).where(and(inArray(blobs.sha256, [...hashes]), eq(blobs.uploaded_by, uploadedBy)));
  },
};
