import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keysOf } from './locale-check.test-support';

const root = fileURLToPath(new URL('../../../locales/', import.meta.url));
const read = (lang: string, file: string) => JSON.parse(readFileSync(`${root}${lang}/${file}`, 'utf8')) as unknown;
/** Plural forms differ by language ('gün' has one form, 'day/days' two): compare the base keys. */
const baseKeys = (lang: string, file: string) => [...new Set(keysOf(read(lang, file)).map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();

describe('strings (locales/<lang>/<namespace>.json)', () => {
  const namespaces = readdirSync(`${root}tr`).filter((f) => f.endsWith('.json'));

  it('every Turkish namespace has its English twin, and no other', () => {
    expect(namespaces.length).toBeGreaterThan(8);
    expect(readdirSync(`${root}en`).filter((f) => f.endsWith('.json')).sort()).toEqual([...namespaces].sort());
  });

  it.each(namespaces)('%s has the same keys in Turkish and English, none empty', (file) => {
    const tr = baseKeys('tr', file);
    expect(baseKeys('en', file)).toEqual(tr);
    expect(tr.length).toBeGreaterThan(0);
  });
});
