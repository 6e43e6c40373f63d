import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CASE_LISTS, CASE_STATUSES } from '@/contracts/cases';
import { keysOf, keysUsedIn } from '@/lib/i18n/locale-check.test-support';
import en from '../../../locales/en/cases.json';
import tr from '../../../locales/tr/cases.json';

describe('cases texts', () => {
  it('has every key the screens and the renderer ask for in Turkish and English', () => {
    const used = [...keysUsedIn(fileURLToPath(new URL('.', import.meta.url))), ...keysUsedIn(fileURLToPath(new URL('../../lib/dynaform', import.meta.url)))];
    expect(used.length).toBeGreaterThan(20);
    for (const lang of [tr, en]) {
      const known = new Set(keysOf(lang));
      expect(used.filter((k) => !known.has(k))).toEqual([]);
      for (const s of CASE_STATUSES) expect(known.has(`status.${s}`)).toBe(true);
      for (const l of CASE_LISTS) expect(known.has(`lists.${l}`)).toBe(true);
    }
    expect(keysOf(en).sort()).toEqual(keysOf(tr).sort());
  });
});
