import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { IMPORT_STATUSES } from '@/contracts/payroll';
import { keysOf, keysUsedIn } from '@/lib/i18n/locale-check.test-support';
import en from '../../../locales/en/payroll.json';
import tr from '../../../locales/tr/payroll.json';

describe('payroll texts', () => {
  it('has every key the screens ask for in Turkish and English', () => {
    const used = keysUsedIn(fileURLToPath(new URL('.', import.meta.url)));
    expect(used.length).toBeGreaterThan(15);
    for (const lang of [tr, en]) {
      const known = new Set(keysOf(lang));
      expect(used.filter((k) => !known.has(k))).toEqual([]);
      for (const s of IMPORT_STATUSES) expect(known.has(`import.status.${s}`)).toBe(true);
      for (const a of ['view', 'download']) expect(known.has(`log.${a}`)).toBe(true);
    }
    expect(keysOf(en).sort()).toEqual(keysOf(tr).sort());
  });
});
