import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOCK_BUSY, withReplayLock, type LockManagerLike } from './lock';
import { replayOnce } from './replayer';
import { deferred, fakeServer, item, reload, resetOutbox, TOKENS } from './test-support';

beforeEach(() => resetOutbox());

/** Web Locks with `ifAvailable`, as browsers implement it: the callback gets null when the lock is held. */
function fakeLocks(): LockManagerLike {
  const held = new Set<string>();
  return {
    async request(name, _options, callback) {
      if (held.has(name)) return callback(null);
      held.add(name);
      try {
        return await callback({ name });
      } finally {
        held.delete(name);
      }
    },
  };
}

describe('one replayer across tabs and the worker', () => {
  it('runs only the replayer that holds the lock; the other answers busy', async () => {
    const sent = await item();
    const gate = deferred();
    const server = fakeServer(async () => {
      await gate.promise;
      return undefined;
    });
    const deps = { fetch: server.fetch, readTokens: async () => TOKENS };
    const locks = fakeLocks(); // shared, as navigator.locks is across an origin's tabs

    const tabA = withReplayLock(() => replayOnce(deps), locks);
    await new Promise((r) => setTimeout(r, 20));
    const tabB = await withReplayLock(() => replayOnce(deps), locks);
    expect(tabB).toBe(LOCK_BUSY);
    gate.resolve();
    expect(await tabA).toMatchObject({ state: 'idle', done: 1 });
    expect(server.requests()).toHaveLength(1);
    expect((await reload(sent.id)).status).toBe('done');

    // Released: the next one may run.
    expect(await withReplayLock(async () => 'ran', locks)).toBe('ran');
  });

  it('runs anyway where Web Locks are missing', async () => {
    expect(await withReplayLock(async () => 'ran', undefined)).toBe('ran');
  });
});
