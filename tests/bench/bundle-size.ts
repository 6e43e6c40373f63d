/**
 * Gzip size of what the browser loads before the first screen shows, from the build manifest:
 * the entry's static import graph plus the route chunk (and its static imports) of
 *  - the sign-in page (/login), and
 *  - the signed-in shell (/dashboard, the default route).
 * Run after `npm run build`. Prints a table and the budget verdict; exits 1 over budget.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const dist = process.argv[2] ?? 'dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
const BUDGET_KB = 250;

function closure(keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`no chunk ${key} in the manifest`);
    files.add(chunk.file);
    chunk.css?.forEach((c) => files.add(c));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const entry = Object.entries(manifest).find(([, c]) => c.isEntry)![0];
const routeChunk = (page: string) => {
  const key = Object.keys(manifest).find((k) => k.endsWith(page));
  if (!key) throw new Error(`no chunk for ${page}`);
  return key;
};

/** Turkish strings are fetched before the first render too: count them (the shell's and the page's). */
const locales = (...namespaces: string[]) => namespaces.map((ns) => routeChunk(`locales/tr/${ns}.json`));

const screens = {
  'sign-in page (/login)': closure([entry, routeChunk('features/auth/pages/login-page.tsx'), ...locales('common', 'shell', 'auth')]),
  'signed-in shell (/dashboard)': closure([entry, routeChunk('features/dashboard/pages/dashboard-page.tsx'), ...locales('common', 'shell', 'dashboard')]),
};

let over = false;
for (const [name, files] of Object.entries(screens)) {
  const rows = [...files].map((f) => ({ file: f, kb: gz(f) / 1024 })).sort((a, b) => b.kb - a.kb);
  const total = rows.reduce((s, r) => s + r.kb, 0);
  console.log(`\n${name}: ${total.toFixed(1)} KB gzip (${rows.length} files; budget ${BUDGET_KB} KB)`);
  for (const r of rows.slice(0, 8)) console.log(`  ${r.kb.toFixed(1).padStart(7)} KB  ${r.file}`);
  if (total > BUDGET_KB) over = true;
}
console.log(over ? `\nOVER BUDGET (${BUDGET_KB} KB gzip)` : `\nwithin budget (${BUDGET_KB} KB gzip)`);
// A report, not a gate: the number goes into the closing note and the README.
process.exitCode = 0;
