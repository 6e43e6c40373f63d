/**
 * What the database driver is asked during one request: for benches that replay a request's own
 * statements as their baseline or EXPLAIN them, and for tests that count a request's round trips.
 * Both drivers are called as client.query(text | config, params, …); `query` runs a statement on
 * the same pool, unrecorded.
 * A transaction's statements are recorded too (BEGIN and COMMIT included: each is a round trip).
 */
export type QueryFn = (...args: unknown[]) => Promise<unknown>;

export function statementRecorder(db: unknown) {
  const client = (db as { $client: { query: QueryFn } }).$client;
  const query = client.query.bind(client) as QueryFn;
  let recording: unknown[][] | null = null;
  const record = (target: { query: QueryFn }) => {
    const own = target.query.bind(target) as QueryFn;
    target.query = (...args: unknown[]) => {
      recording?.push(args);
      return own(...args);
    };
  };
  // node-postgres: every statement runs on a connection the pool hands out, pool.query's and a
  // transaction's alike ('acquire'), so statements are recorded there, once each. PGlite: one client.
  const pool = client as unknown as { on?: (event: string, listener: (c: { query: QueryFn }) => void) => void };
  if (typeof pool.on === 'function' && 'totalCount' in client) {
    const seen = new WeakSet<object>();
    pool.on('acquire', (connection) => {
      if (seen.has(connection)) return;
      seen.add(connection);
      record(connection);
    });
  } else {
    record(client);
  }
  return {
    query,
    /** The statements `run` sent, in order. */
    async during<T>(run: () => Promise<T>): Promise<{ result: T; statements: unknown[][] }> {
      recording = [];
      try {
        const result = await run();
        return { result, statements: recording };
      } finally {
        recording = null;
      }
    },
    textOf: (args: unknown[]) => (typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text),
    valuesOf: (args: unknown[]) => (typeof args[0] === 'string' ? args[1] : (args[0] as { values?: unknown[] }).values ?? args[1]) as unknown[] | undefined,
  };
}
