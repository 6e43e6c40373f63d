import { db as defaultDb, META, metaValue, type ApronDb } from './db';
import { notifyChanged } from './channel';
import type { OutboxTokens } from './types';

/**
 * The signed-in tokens, mirrored into `meta` for the service worker (which cannot read
 * localStorage). The page's engine mirrors every change of src/lib/api/token-store.
 */
export async function mirrorTokens(tokens: OutboxTokens | null, database: ApronDb = defaultDb): Promise<void> {
  const previous = await readTokens(database);
  if (previous?.access_token === tokens?.access_token && previous?.refresh_token === tokens?.refresh_token) return;
  if (tokens) await database.meta.put({ key: META.tokens, value: { access_token: tokens.access_token, refresh_token: tokens.refresh_token, expires_at: tokens.expires_at } });
  else await database.meta.delete(META.tokens);
  notifyChanged();
}

export async function readTokens(database: ApronDb = defaultDb): Promise<OutboxTokens | null> {
  return (await metaValue<OutboxTokens>(database, META.tokens)) ?? null;
}
