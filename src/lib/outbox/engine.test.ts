import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startOutbox, type EngineOptions, type OutboxEngine } from './engine';
import type { LockManagerLike } from './lock';
import { db } from './db';
import type { ReplayDeps, ReplayResult } from './replayer';
import { getStatus } from './status';
import { deferred, item, reload, resetOutbox } from './test-support';

let engine: OutboxEngine | null = null;
beforeEach(() => resetOutbox());
afterEach(() => {
  engine?.stop();
  engine = null;
});

const idle: ReplayResult = { state: 'idle', attempted: 0, done: 0 };
const settle = () => new Promise((r) => setTimeout(r, 30));
/** Waits until the replay has run n times (a loaded machine can take longer than a fixed pause). */
const calls = (replay: ReturnType<typeof vi.fn>, n: number) => vi.waitFor(() => expect(replay).toHaveBeenCalledTimes(n), { timeout: 3000, interval: 10 });

function start(options: EngineOptions = {}) {
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'hidden' });
  const replay = options.replay ?? vi.fn(async (_deps: ReplayDeps) => idle);
  engine = startOutbox({ win, doc, isOnline: () => true, intervalMs: 60_000, random: () => 0.5, ...options, replay });
  return { win, doc, replay: replay as ReturnType<typeof vi.fn> };
}

describe('outbox engine', () => {
  it('replays at page load, when the page becomes visible and when it comes online', async () => {
    const { win, doc, replay } = start();
    await calls(replay, 1);
    doc.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(replay).toHaveBeenCalledTimes(1); // hidden: nothing
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    await calls(replay, 2);
    win.dispatchEvent(new Event('online'));
    await calls(replay, 3);
  });

  it('coalesces triggers that arrive during a pass into one more pass', async () => {
    const gate = deferred();
    const replay = vi.fn(async () => {
      await gate.promise;
      return idle;
    });
    const { win } = start({ replay });
    await settle();
    for (let i = 0; i < 5; i++) win.dispatchEvent(new Event('online'));
    // Each 'online' first makes items due (a Dexie write), then asks for a pass: let them all ask.
    await new Promise((r) => setTimeout(r, 150));
    expect(replay).toHaveBeenCalledTimes(1);
    gate.resolve();
    await calls(replay, 2);
    await settle();
    expect(replay).toHaveBeenCalledTimes(2); // one more pass, not five
  });

  it('makes backed-off items due on "Sync now" and on coming back online', async () => {
    const waiting = await item({}, 0);
    await db.outbox.update(waiting.id, { nextAttemptAt: Date.now() + 300_000 });
    const { replay } = start();
    await engine!.syncNow();
    expect((await reload(waiting.id)).nextAttemptAt).toBeLessThanOrEqual(Date.now());
    expect(replay).toHaveBeenCalled();
  });

  it('does not replay offline, and shows the counts of the signed-in user', async () => {
    await item();
    const blocked = await item({ dependsOn: [(await item()).id] });
    expect(blocked.status).toBe('blocked');
    const { replay } = start({ isOnline: () => false });
    await settle();
    expect(replay).not.toHaveBeenCalled();
    expect(getStatus()).toMatchObject({ online: false, pending: 2, blocked: 1, sending: 0, needsAttention: 0, progress: null });
  });

  it('looks again shortly when another tab holds the replay lock', async () => {
    let busy = true;
    const locks: LockManagerLike = { request: async (_name, _options, callback) => callback(busy ? null : {}) };
    const { replay } = start({ locks, busyRetryMs: 20 });
    await settle();
    expect(replay).not.toHaveBeenCalled();
    busy = false;
    await calls(replay, 1);
  });

  it('looks again shortly after a pass that a failing network stopped (issue 17)', async () => {
    const results: ReplayResult[] = [{ state: 'network-down', attempted: 4, done: 0 }, idle];
    const replay = vi.fn(async () => results.shift() ?? idle);
    start({ replay, networkDownRetryMs: 20 });
    await settle();
    await calls(replay, 2);
    // The interval is a minute here: the second pass came from the network-down retry.
    expect(replay).toHaveBeenCalledTimes(2);
  });

  it('replays when something is enqueued', async () => {
    const { replay } = start();
    await settle();
    await item();
    await calls(replay, 2);
  });
});
