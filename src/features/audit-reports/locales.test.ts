import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CIP_FIELD_NAMES } from '@/contracts/audit-reports';
import { keysOf, keysUsedIn } from '@/lib/i18n/locale-check.test-support';
import en from '../../../locales/en/audit-reports.json';
import tr from '../../../locales/tr/audit-reports.json';

describe('audit-reports texts', () => {
  it('has every key the screens ask for, and a label for every CIP filter field', () => {
    const used = keysUsedIn(fileURLToPath(new URL('.', import.meta.url)));
    expect(used.length).toBeGreaterThan(30);
    const known = new Set(keysOf(tr));
    expect(used.filter((k) => !known.has(k))).toEqual([]);
    for (const name of CIP_FIELD_NAMES) expect(known.has(`cip.fields.${name}`)).toBe(true);
  });

  it('says the same things in English', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(tr).sort());
  });
});
