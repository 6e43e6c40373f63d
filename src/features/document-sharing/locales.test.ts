import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keysOf, keysUsedIn } from '@/lib/i18n/locale-check.test-support';
import en from '../../../locales/en/document-sharing.json';
import tr from '../../../locales/tr/document-sharing.json';

describe('document-sharing texts', () => {
  it('has every key the screens ask for, in Turkish and English', () => {
    const used = keysUsedIn(fileURLToPath(new URL('.', import.meta.url)));
    expect(used.length).toBeGreaterThan(10);
    for (const lang of [tr, en]) {
      const known = new Set(keysOf(lang));
      expect(used.filter((k) => !known.has(k))).toEqual([]);
    }
    expect(keysOf(en).sort()).toEqual(keysOf(tr).sort());
  });
});
