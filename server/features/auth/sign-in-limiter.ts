import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tooMany } from '../../plugins/http-errors';
import { signInFailures } from './auth.table';

export interface LimiterSettings {
  maxFailures: number;
  windowSeconds: number;
}

export const signInLimitMessage = (seconds: number) =>
  `Çok fazla hatalı giriş denemesi yapıldı. Lütfen ${Math.ceil(seconds / 60)} dakika sonra tekrar deneyin.`;

/**
 * Counts failed sign-ins per username + address inside a window. Past the limit every attempt,
 * right or wrong, is refused with 429 until the window ends: a guesser learns nothing.
 */
export function signInLimiter(db: Db, settings: LimiterSettings, clock: () => Date) {
  const windowMs = settings.windowSeconds * 1000;
  return {
    async assertAllowed(key: string) {
      const row = await db.select().from(signInFailures).where(eq(signInFailures.key, key)).then((r) => r[0]);
      if (!row) return;
      const elapsed = clock().getTime() - row.window_started_at.getTime();
      if (elapsed < windowMs && row.failures >= settings.maxFailures) {
        throw tooMany(signInLimitMessage((windowMs - elapsed) / 1000));
      }
    },
    async recordFailure(key: string) {
      const now = clock();
      const windowStart = new Date(now.getTime() - windowMs);
      await db
        .insert(signInFailures)
        .values({ key, failures: 1, window_started_at: now })
        .onConflictDoUpdate({
          target: signInFailures.key,
          set: {
            failures: sql`case when ${signInFailures.window_started_at} < ${windowStart} then 1 else ${signInFailures.failures} + 1 end`,
            window_started_at: sql`case when ${signInFailures.window_started_at} < ${windowStart} then ${now} else ${signInFailures.window_started_at} end`,
          },
        });
    },
    async reset(key: string) {
      await db.delete(signInFailures).where(eq(signInFailures.key, key));
    },
  };
}
