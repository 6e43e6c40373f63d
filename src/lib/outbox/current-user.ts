import { db, META, metaValue } from './db';
import { notifyChanged } from './channel';

/**
 * Whose items these are. The shell stores the signed-in user's id in `meta` at sign-in (the worker
 * reads it there too); tests inject a provider. Ids are kept as strings.
 */
type Provider = () => Promise<string | null>;

const fromMeta: Provider = async () => (await metaValue<string>(db, META.userId)) ?? null;
let provider: Provider = fromMeta;

export function currentUser(): Promise<string | null> {
  return provider();
}

/** Replaces where the user id comes from (tests); `null` restores the meta table. */
export function setCurrentUserProvider(next: Provider | null): void {
  provider = next ?? fromMeta;
}

/** Called by the shell at sign-in (the user's id) and sign-out (null). */
export async function setCurrentUser(userId: string | number | null, database = db): Promise<void> {
  if (userId === null) await database.meta.delete(META.userId);
  else await database.meta.put({ key: META.userId, value: String(userId) });
  notifyChanged();
}
