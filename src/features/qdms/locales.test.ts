import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keysOf } from '@/lib/i18n/locale-check.test-support';
import en from '../../../locales/en/qdms.json';
import tr from '../../../locales/tr/qdms.json';

const pages = fileURLToPath(new URL('./pages', import.meta.url));

describe('qdms texts', () => {
  it('has every key the screens ask for (flat keys), in Turkish and English', () => {
    const code = readdirSync(pages).map((f) => readFileSync(`${pages}/${f}`, 'utf8')).join('\n');
    const used = [...new Set([...code.matchAll(/\bt\('([\w.-]+)'/g)].map((m) => m[1]!))];
    expect(used.length).toBeGreaterThan(10);
    for (const lang of [tr, en]) {
      const known = new Set(keysOf(lang));
      expect(used.filter((k) => !known.has(k))).toEqual([]);
    }
    expect(keysOf(en).sort()).toEqual(keysOf(tr).sort());
  });
});
