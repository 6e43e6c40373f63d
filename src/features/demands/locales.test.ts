import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMAND_REQUEST_STATUSES, DEMAND_STEP_STATUSES } from '@/contracts/demands';
import en from '../../../locales/en/demands.json';
import tr from '../../../locales/tr/demands.json';

const keysOf = (bundle: unknown, prefix = ''): string[] =>
  Object.entries(bundle as Record<string, unknown>).flatMap(([k, v]) => (typeof v === 'object' && v ? keysOf(v, `${prefix}${k}.`) : [`${prefix}${k}`]));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts') ? [readFileSync(path, 'utf8')] : [];
  });
}

describe('demands texts', () => {
  it('has the same keys in Turkish and English', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(tr).sort());
  });

  it('has every key the screens ask for, and a label for every status', () => {
    const code = sources(fileURLToPath(new URL('.', import.meta.url))).join('\n');
    const used = [...new Set([...code.matchAll(/\bt\('([a-zA-Z]+\.[\w.]+)'/g)].map((m) => m[1]!))];
    expect(used.length).toBeGreaterThan(40);
    const known = new Set(keysOf(tr));
    expect(used.filter((k) => !known.has(k))).toEqual([]);
    for (const status of [...DEMAND_STEP_STATUSES, ...DEMAND_REQUEST_STATUSES]) expect(known.has(`status.${status}`)).toBe(true);
  });
});
