import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;

/**
 * The field forms: pages that record a new record on the device, offline too — each starts a new
 * record when entered (useNewRecordKey, docs/offline.md). Answers their file names without
 * extension ('drill-store-page'), read from src/features/<feature>/pages.
 */
export function fieldFormPages(features: string): string[] {
  const pages: string[] = [];
  for (const feature of readdirSync(features)) {
    let files: string[];
    try {
      files = readdirSync(join(features, feature, 'pages'));
    } catch {
      continue;
    }
    for (const file of files) {
      if (!file.endsWith('.tsx') || file.includes('.test.')) continue;
      if (/\buseNewRecordKey\(/.test(readFileSync(join(features, feature, 'pages', file), 'utf8'))) pages.push(file.replace(/\.tsx$/, ''));
    }
  }
  return pages.sort();
}

/** The chunks `file` imports statically, all the way down: loaded before its code runs. */
export function staticImports(bundle: Pick<OutputBundle, string>, file: string): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (!chunk || chunk.type !== 'chunk') return;
    for (const dep of chunk.imports) {
      if (seen.has(dep)) continue;
      seen.add(dep);
      visit(dep);
    }
  };
  visit(file);
  return seen;
}

/**
 * Vite's modulePreload.resolveDependencies, and a plugin that lends it the bundle. The JS a chunk
 * needs is preloaded — one wave instead of one per level of its imports — for the entry (links in
 * index.html) and for the field forms' page chunks, less what the importing chunk has loaded
 * already. No other lazy import gets a list: each sits in the entry, ~7 KB gzip for every route.
 */
export function fieldFormPreload(pages: readonly string[]) {
  let bundle: OutputBundle | undefined;
  const plugin: Plugin = {
    name: 'apron-field-form-preload',
    apply: 'build',
    // Before Vite's own generateBundle writes the preload lists.
    generateBundle: { order: 'pre', handler: (_, output) => void (bundle = output) },
  };
  const resolveDependencies = (file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }): string[] => {
    if (context.hostType === 'html') return deps;
    const name = file.split('/').pop() ?? file;
    if (!pages.some((page) => name.startsWith(`${page}-`))) return [];
    const loaded = bundle ? staticImports(bundle, context.hostId) : new Set<string>();
    // The chunk itself is what the import() fetches.
    return deps.filter((dep) => dep !== file && !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}
