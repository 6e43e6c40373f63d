import { db as defaultDb, META, metaValue, type ApronDb } from './db';
import type { OutboxTokens } from './types';

/**
 * A 401 pauses every replay, kept in `meta` so the worker and every tab see it. It lasts while the
 * same access token is in use: new tokens (sign-in, refresh) or resume() lift it.
 */
export async function pauseFor(tokens: OutboxTokens, database: ApronDb = defaultDb): Promise<void> {
  await database.meta.put({ key: META.authPausedToken, value: tokens.access_token });
}

export async function isPausedFor(tokens: OutboxTokens, database: ApronDb = defaultDb): Promise<boolean> {
  const pausedToken = await metaValue<string>(database, META.authPausedToken);
  if (pausedToken === undefined) return false;
  if (pausedToken === tokens.access_token) return true;
  await resume(database);
  return false;
}

export async function resume(database: ApronDb = defaultDb): Promise<void> {
  await database.meta.delete(META.authPausedToken);
}
