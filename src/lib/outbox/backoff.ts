/** docs/offline.md §2: min(5 min, 2^attempts s), then ±30 % jitter so devices do not retry in step. */
export const MAX_BACKOFF_MS = 5 * 60_000;
export const JITTER = 0.3;

/** `random` in [0, 1): 0 gives the low edge (-30 %), 0.5 the middle, → 1 the high edge (+30 %). */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_BACKOFF_MS, 2 ** attempts * 1000);
  return Math.round(base * (1 + JITTER * (2 * random() - 1)));
}
