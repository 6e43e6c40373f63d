import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SMS_RECEIVER_TYPES, SMS_STATUSES } from '@/contracts/sms/sms';
import { keysOf, keysUsedIn } from '@/lib/i18n/locale-check.test-support';
import en from '../../../locales/en/sms.json';
import tr from '../../../locales/tr/sms.json';

describe('sms texts', () => {
  it('has every key the screens ask for in Turkish and English, and a label for every type and status', () => {
    const used = keysUsedIn(fileURLToPath(new URL('.', import.meta.url)));
    expect(used.length).toBeGreaterThan(30);
    for (const lang of [tr, en]) {
      const known = new Set(keysOf(lang));
      expect(used.filter((k) => !known.has(k))).toEqual([]);
      for (const s of SMS_STATUSES) expect(known.has(`status.${s}`)).toBe(true);
      for (const ty of SMS_RECEIVER_TYPES) expect(known.has(`types.${ty}`)).toBe(true);
    }
    expect(keysOf(en).sort()).toEqual(keysOf(tr).sort());
  });
});
