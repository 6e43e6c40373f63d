import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../auth/auth.table';
import { files, userPhotos } from './files.table';

export type FileRow = typeof files.$inferSelect;

export const filesRepository = {
  async insert(db: Executor, row: typeof files.$inferInsert): Promise<FileRow> {
    const [created] = await db.insert(files).values(row).returning();
    return created!;
  },

  async find(db: Executor, id: number): Promise<FileRow | undefined> {
    const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
    return row;
  },

  /** The current photo of a live user, with when it last changed. */
  async photoOf(db: Executor, userId: number): Promise<(FileRow & { photo_updated_at: Date }) | undefined> {
    const [row] = await db
      .select({ file: files, photo_updated_at: userPhotos.updated_at })
      .from(userPhotos)
      .innerJoin(files, eq(files.id, userPhotos.file_id))
      .innerJoin(users, eq(users.id, userPhotos.user_id))
      .where(and(eq(userPhotos.user_id, userId), isNull(users.deleted_at)))
      .limit(1);
    return row && { ...row.file, photo_updated_at: row.photo_updated_at };
  },

  async userExists(db: Executor, userId: number): Promise<boolean> {
    const rows = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), isNull(users.deleted_at))).limit(1);
    return rows.length > 0;
  },

  /** Points the user at a new photo; users.photo_url changes with it so the session shows the new one. */
  async setPhoto(db: Executor, userId: number, fileId: number, photoUrl: string, at: Date): Promise<void> {
    await db
      .insert(userPhotos)
      .values({ user_id: userId, file_id: fileId, updated_at: at })
      .onConflictDoUpdate({ target: userPhotos.user_id, set: { file_id: fileId, updated_at: at } });
    await db.update(users).set({ photo_url: photoUrl, updated_at: sql`now()` }).where(eq(users.id, userId));
  },
};
