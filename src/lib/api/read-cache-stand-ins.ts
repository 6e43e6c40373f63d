import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { unreachable } from './client';

type DehydratedQuery = DehydratedState['queries'][number];

/**
 * What the device saved, kept aside as stand-ins for the server's answers. Online, the server's answer
 * is the truth: a saved copy put into the cache while a screen waits for the server would be shown
 * first, and an edit form takes its values once — it would keep the copy from before the last save
 * (the department form came back without the contact card just saved). So a stand-in is used only
 * where the server cannot be had: offline (all of them), or for a read that failed unreachable.
 * Stand-ins not used are written back with every save, so a session online loses nothing saved.
 */
export class StandIns {
  private readonly kept = new Map<string, DehydratedQuery>();

  constructor(private readonly client: QueryClient) {}

  /** The saved queries, minus any older than `maxAge` and any the cache already answers. */
  keep(queries: DehydratedQuery[], maxAge: number, now = Date.now()): void {
    for (const q of queries) {
      if (now - q.state.dataUpdatedAt > maxAge) continue;
      if (this.client.getQueryCache().get(q.queryHash)?.state.data !== undefined) continue;
      this.kept.set(q.queryHash, q);
    }
  }

  /** Puts the stand-ins into the cache, marked stale so that they refresh when they can. */
  use(hashes: Iterable<string> = [...this.kept.keys()]): void {
    const queries: DehydratedQuery[] = [];
    for (const hash of hashes) {
      const q = this.kept.get(hash);
      if (!q) continue;
      this.kept.delete(hash);
      queries.push(q);
    }
    if (queries.length === 0) return;
    hydrate(this.client, { queries, mutations: [] });
    const used = new Set(queries.map((q) => q.queryHash));
    void this.client.invalidateQueries({ predicate: (query) => used.has(query.queryHash), refetchType: 'none' });
  }

  /** Uses a query's stand-in when its read fails unreachable or waits for a connection, having no data. */
  watch(): () => void {
    return this.client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.query.state.data !== undefined) return;
      const { action } = event;
      if (action.type === 'pause' || (action.type === 'error' && unreachable(action.error))) this.use([event.query.queryHash]);
    });
  }

  /** The saved queries the cache does not hold, to be written back beside the cache's own. */
  unused(present: Set<string>): DehydratedQuery[] {
    return [...this.kept.values()].filter((q) => !present.has(q.queryHash));
  }

  get size(): number {
    return this.kept.size;
  }
}
