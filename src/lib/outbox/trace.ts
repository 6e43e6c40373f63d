/**
 * The last replay events of this context (a page or the service worker), kept in memory only: a
 * stalled outbox can be read from DevTools or by the chaos suite as `globalThis.__apronOutboxTrace`
 * (issue 17: a drain that stopped with nothing on screen to say why). Cheap enough to stay on.
 */
export interface TraceEntry {
  at: number;
  event: string;
  detail?: unknown;
}

const LIMIT = 400;

function buffer(): TraceEntry[] {
  const g = globalThis as { __apronOutboxTrace?: TraceEntry[] };
  g.__apronOutboxTrace ??= [];
  return g.__apronOutboxTrace;
}

export function trace(event: string, detail?: unknown): void {
  const entries = buffer();
  entries.push(detail === undefined ? { at: Date.now(), event } : { at: Date.now(), event, detail });
  if (entries.length > LIMIT) entries.splice(0, entries.length - LIMIT);
}
