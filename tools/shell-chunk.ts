/** What the bundler tells about a module while it chunks (rolldown's ChunkingContext, the part used here). */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; importers: readonly string[] } | null;
}

/** From `start`, every module reached along `edges`, not passing through those `stop` names. */
function reach(start: readonly string[], edges: (id: string) => readonly string[], stop: (id: string) => boolean): Set<string> {
  const seen = new Set(start);
  const queue = [...start];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const next of edges(id)) {
      if (seen.has(next) || stop(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
}

/**
 * The modules of the first load that can share one chunk: what the entry imports statically, all
 * the way down (not through a barrel), less what leads back to a barrel. A barrel (Ionic's, the
 * icons') imports every element and leaves the unused ones to tree-shaking: followed, it would put
 * every element any screen uses into the first load. And what imports a barrel stays out, so the
 * chunk imports nothing outside itself: a cycle between chunks would run a module before the one
 * it extends ('Class extends value undefined').
 */
export function shellModules(entry: string, graph: ModuleGraph, barrel: (id: string) => boolean): Set<string> {
  const info = (id: string) => graph.getModuleInfo(id);
  const first = reach([entry], (id) => info(id)?.importedIds ?? [], barrel);
  const barrels = [...first].flatMap((id) => (info(id)?.importedIds ?? []).filter(barrel));
  const toBarrels = reach(barrels, (id) => info(id)?.importers ?? [], () => false);
  return new Set([...first].filter((id) => id !== entry && !toBarrels.has(id)));
}

/**
 * A code-splitting group (rolldown `output.codeSplitting.groups`) that puts `shellModules` into
 * one chunk. Left to itself the bundler cut the first load into ~40 files by which lazy screens
 * share each module; the tab loads all of them at start anyway, and offline each is one more round
 * through the service worker (issue 16, npm run bench:offline-cold-start). Only modules already in
 * the first load are taken, so no byte is added to it.
 */
export function shellChunk(entry: string, barrel: (id: string) => boolean) {
  let shell: Set<string> | undefined;
  return {
    name: (id: string, ctx: ModuleGraph) => ((shell ??= shellModules(entry, ctx, barrel)).has(id) ? 'shell' : null),
  };
}
