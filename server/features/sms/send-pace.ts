import type { Database } from '../../db/client';

/**
 * How a bulk send shares the database with the API (docs/decisions/sms.md, "Sharing the database
 * with the API"): the numbers per gateway call, and the rest after each batch as a multiple of the
 * time the batch's steps took.
 *
 * - PGlite has one connection and runs every statement on the Node thread the API answers on: a
 *   list call gets the thread only between the send's statements and during its rests. At a rest as
 *   long as the batch (the send holding half the thread) a list call took about twice its idle time
 *   on average, so its p99 passed 2× idle. Resting 3× the batch leaves the API three quarters of the
 *   thread (≈ 1.33× on average), and batches of 100 keep each statement short, so the wait behind
 *   one statement stays a fraction of a list call.
 * - PostgreSQL serves the API on other pooled connections: 200 numbers per call and a rest as long
 *   as the batch, as before (the rest only keeps one send from filling the server).
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

/**
 * Runs one step of a send and then lets the event loop turn (setImmediate), so requests waiting for
 * the database go first: PGlite answers within microtasks, and without the turn a batch's select,
 * gateway call and update ran back to back while a list call waited for all three. Answers the
 * step's result and adds its time (ms, not the turn's) to `busy`.
 */
export async function sendStep<T>(busy: { ms: number }, step: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await step();
  } finally {
    busy.ms += performance.now() - started;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}
