import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id (OWASP: m=19 MiB, t=2, p=1).
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  // Without a stored hash, still spend the time of one verification so a missing user is not faster.
  const target = stored ?? DUMMY_HASH;
  const ok = await verify(target, password).catch(() => false);
  return ok && stored != null;
}

const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$H802ZnZrjYe9qkX4jQfBWTQtJnmj6Noz+sJrSQ8gzOM';
