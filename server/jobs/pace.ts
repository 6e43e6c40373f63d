import type { Database } from '../db/client';

/**
 * How background work (a bulk SMS send, a card calculation) shares the database and the Node
 * thread with the API: it works in steps, lets the event loop turn after each, and rests after each
 * batch for a multiple of the time the batch took, so the API keeps most of the machine
 * (docs/decisions/sms.md, "Sharing the database with the API"; docs/decisions/performance.md,
 * "The calculation and the API").
 */

/** Time a batch's steps took, in ms (the turns and the rest not counted). */
export interface Busy {
  ms: number;
}

/**
 * Runs one step and then lets the event loop turn (setImmediate), so requests waiting for the
 * database go first: PGlite answers within microtasks, and without the turn a batch's statements ran
 * back to back while a list call waited for all of them. Answers the step's result and adds its
 * time to `busy`.
 */
export async function paceStep<T>(busy: Busy, step: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await step();
  } finally {
    busy.ms += performance.now() - started;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** The rest after a batch: `restPerBusy` times what the batch took (at least 1 ms). */
export function restAfter(busy: Busy, restPerBusy: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(1, busy.ms * restPerBusy)));
}

/**
 * A bulk SMS send's pace: the numbers per gateway call and the rest per busy time.
 * - PGlite has one connection and runs every statement on the Node thread the API answers on: a
 *   list call gets the thread only between the send's statements and during its rests. At a rest as
 *   long as the batch (the send holding half the thread) a list call took about twice its idle time
 *   on average, so its p99 passed 2× idle. Resting 3× the batch leaves the API three quarters of the
 *   thread (≈ 1.33× on average), and batches of 100 keep each statement short, so the wait behind
 *   one statement stays a fraction of a list call.
 * - PostgreSQL serves the API on other pooled connections: 200 numbers per call and a rest as long
 *   as the batch (the rest only keeps one send from filling the server).
 */
export interface SendPace {
  /** Numbers handed to the gateway in one call. */
  batch: number;
  /** Rest after a batch, as a multiple of the time its steps took. */
  restPerBusy: number;
}

export function sendPace(kind: Database['kind']): SendPace {
  return kind === 'pglite' ? { batch: 100, restPerBusy: 3 } : { batch: 200, restPerBusy: 1 };
}
