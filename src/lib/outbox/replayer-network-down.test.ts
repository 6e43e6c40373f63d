import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { NETWORK_FAILURES_TO_STOP, replayOnce } from './replayer';
import { fakeServer, item, json, reload, resetOutbox, TOKENS, type Route } from './test-support';

beforeEach(() => resetOutbox());

const deps = (route: Route, concurrency = 1) => ({ fetch: fakeServer(route).fetch, readTokens: async () => TOKENS, now: () => 10_000, random: () => 0.5, concurrency });
const n = (body: unknown) => (body as { n: number }).n;

describe('a pass on a failing network (issue 17)', () => {
  it(`stops starting items after ${NETWORK_FAILURES_TO_STOP} network failures in a row; the rest keep their schedule`, async () => {
    const items = await Promise.all(Array.from({ length: 10 }, () => item()));
    const result = await replayOnce(deps(() => {
      throw new TypeError('Failed to fetch');
    }));
    expect(result).toMatchObject({ state: 'network-down', attempted: NETWORK_FAILURES_TO_STOP, done: 0 });
    const after = await Promise.all(items.map((i) => reload(i.id)));
    expect(after.filter((i) => i.attempts === 1)).toHaveLength(NETWORK_FAILURES_TO_STOP);
    for (const untouched of after.filter((i) => i.attempts === 0)) expect(untouched).toMatchObject({ status: 'pending', nextAttemptAt: 0 });
  });

  it('counts only failures in a row: an answer in between starts the count again', async () => {
    const items = await Promise.all(Array.from({ length: 8 }, () => item()));
    const answered = n(items[3]!.request.body);
    const result = await replayOnce(deps((req) => {
      if (n(req.body) === answered) return json(201, { data: {} });
      throw new TypeError('Failed to fetch');
    }));
    // 3 failures, an answer, then 4 more failures: 8 attempted.
    expect(result).toMatchObject({ state: 'network-down', attempted: 8, done: 1 });
  });

  it('is not tripped by server errors: the network answered', async () => {
    await Promise.all(Array.from({ length: 8 }, () => item()));
    const result = await replayOnce(deps(() => json(503, { message: 'Bakım' })));
    expect(result).toMatchObject({ state: 'idle', attempted: 8 });
  });

  it('lets the requests under way finish when it stops, four at a time', async () => {
    const items = await Promise.all(Array.from({ length: 20 }, () => item()));
    const result = await replayOnce(deps(() => {
      throw new TypeError('Failed to fetch');
    }, 4));
    // Slots freed by failures before the fourth are filled again, so a few more than four start; not 20.
    expect(result.state).toBe('network-down');
    expect(result.attempted).toBeGreaterThanOrEqual(NETWORK_FAILURES_TO_STOP);
    expect(result.attempted).toBeLessThanOrEqual(2 * NETWORK_FAILURES_TO_STOP);
    const after = await Promise.all(items.map((i) => reload(i.id)));
    expect(after.filter((i) => i.status !== 'pending')).toEqual([]);
    expect(after.filter((i) => i.attempts === 1)).toHaveLength(result.attempted);
  });
});
