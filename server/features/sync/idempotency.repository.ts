import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { idempotencyKeys } from './sync.table';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

export interface IdempotencyClaim {
  key: string;
  user_id: number | null;
  method: string;
  path: string;
  body_hash: string;
  /** The claiming process (see ClaimOwner). */
  owner: number;
}

export interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer | null;
  /** The request's final body hash, when it became known only while the handler ran (multipart). */
  bodyHash?: string;
}

const scope = (key: string, userId: number | null) =>
  and(eq(idempotencyKeys.key, key), userId === null ? isNull(idempotencyKeys.user_id) : eq(idempotencyKeys.user_id, userId));

export const idempotencyRepository = {
  /** Claims the key atomically: the new row's id, or undefined when the key already exists. */
  async claim(db: Executor, claim: IdempotencyClaim, at: Date): Promise<number | undefined> {
    const rows = await db.insert(idempotencyKeys).values({ ...claim, state: 'in-progress', created_at: at })
      .onConflictDoNothing().returning({ id: idempotencyKeys.id });
    return rows[0]?.id;
  },

  async find(db: Executor, key: string, userId: number | null): Promise<IdempotencyRow | undefined> {
    const [row] = await db.select().from(idempotencyKeys).where(scope(key, userId)).limit(1);
    return row;
  },

  /**
   * Takes over a claim whose request died without an answer (a crashed process): only when it is
   * still the same 'in-progress' claim, so two retries cannot both take it.
   */
  async takeOver(db: Executor, row: Pick<IdempotencyRow, 'id' | 'created_at'>, owner: number, at: Date): Promise<boolean> {
    const rows = await db.update(idempotencyKeys).set({ created_at: at, owner })
      .where(and(eq(idempotencyKeys.id, row.id), eq(idempotencyKeys.state, 'in-progress'), eq(idempotencyKeys.created_at, row.created_at)))
      .returning({ id: idempotencyKeys.id });
    return rows.length > 0;
  },

  async complete(db: Executor, id: number, response: StoredResponse, at: Date): Promise<void> {
    await db.update(idempotencyKeys).set({
      state: 'done', response_status: response.status, response_headers: response.headers, response_body: response.body, completed_at: at,
      ...(response.bodyHash ? { body_hash: response.bodyHash } : {}),
    }).where(eq(idempotencyKeys.id, id));
  },

  /** Frees the key so a retry runs the handler again. */
  async release(db: Executor, id: number): Promise<void> {
    await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
  },

  /** Deletes keys claimed before `before`; answers how many. */
  async purge(db: Executor, before: Date): Promise<number> {
    const rows = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.created_at, before)).returning({ id: idempotencyKeys.id });
    return rows.length;
  },
};
