import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every key of a strings file, dotted ('state.loading'). */
export const keysOf = (bundle: unknown, prefix = ''): string[] =>
  Object.entries(bundle as Record<string, unknown>).flatMap(([k, v]) => (typeof v === 'object' && v ? keysOf(v, `${prefix}${k}.`) : [`${prefix}${k}`]));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test(-support)?\.tsx?$/.test(e.name) ? [readFileSync(path, 'utf8')] : [];
  });
}

/** The keys a folder's code asks for with `t('group.key')`. */
export const keysUsedIn = (dir: string): string[] =>
  [...new Set([...sources(dir).join('\n').matchAll(/\bt\('([a-zA-Z]+\.[\w.-]+)'/g)].map((m) => m[1]!))];
