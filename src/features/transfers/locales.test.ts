import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ARCHIVE_FILTERS, TRANSFER_TYPES } from '@/contracts/transfers/transfers';
import { keysOf, keysUsedIn } from '@/lib/i18n/locale-check.test-support';
import en from '../../../locales/en/transfers.json';
import tr from '../../../locales/tr/transfers.json';

describe('transfers texts', () => {
  it('has every key the screens ask for in Turkish and English, and a label for every type and archive filter', () => {
    const used = keysUsedIn(fileURLToPath(new URL('.', import.meta.url)));
    expect(used.length).toBeGreaterThan(50);
    for (const lang of [tr, en]) {
      const known = new Set(keysOf(lang));
      expect(used.filter((k) => !known.has(k))).toEqual([]);
      for (const x of TRANSFER_TYPES) expect(known.has(`types.${x}`)).toBe(true);
      for (const x of ARCHIVE_FILTERS) expect(known.has(`archive.${x}`)).toBe(true);
    }
    expect(keysOf(en).sort()).toEqual(keysOf(tr).sort());
  });
});
