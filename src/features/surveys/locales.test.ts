import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keysOf, keysUsedIn } from '@/lib/i18n/locale-check.test-support';
import en from '../../../locales/en/surveys.json';
import tr from '../../../locales/tr/surveys.json';

describe('survey texts', () => {
  it('has every key the screens ask for in Turkish and English, the list keys of each kind too', () => {
    const used = keysUsedIn(fileURLToPath(new URL('.', import.meta.url)));
    expect(used.length).toBeGreaterThan(30);
    for (const lang of [tr, en]) {
      const known = new Set(keysOf(lang));
      expect(used.filter((k) => !known.has(k))).toEqual([]);
      for (const kind of ['survey', 'question', 'answer']) {
        for (const key of ['create', 'listTitle', 'name']) expect(known.has(`${kind}.${key}`)).toBe(true);
      }
    }
    expect(keysOf(en).sort()).toEqual(keysOf(tr).sort());
  });
});
