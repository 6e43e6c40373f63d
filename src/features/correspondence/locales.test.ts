import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keysOf, keysUsedIn } from '@/lib/i18n/locale-check.test-support';
import { BOXES, CORRESPONDENCE_STATUSES } from '@/contracts/correspondence/correspondence';
import { AUDIENCE_TYPES } from '@/contracts/correspondence/audience';
import en from '../../../locales/en/correspondence.json';
import tr from '../../../locales/tr/correspondence.json';

describe('correspondence texts', () => {
  it('has every key the screens ask for in Turkish and English, and a label for every box, status and audience type', () => {
    const used = keysUsedIn(fileURLToPath(new URL('.', import.meta.url)));
    expect(used.length).toBeGreaterThan(40);
    for (const lang of [tr, en]) {
      const known = new Set(keysOf(lang));
      expect(used.filter((k) => !known.has(k))).toEqual([]);
      for (const b of BOXES) expect(known.has(`boxes.${b}`) && known.has(`detail.${b}`)).toBe(true);
      for (const s of CORRESPONDENCE_STATUSES) expect(known.has(`status.${s}`)).toBe(true);
      for (const a of AUDIENCE_TYPES) expect(known.has(`audience.${a}`)).toBe(true);
    }
    expect(keysOf(en).sort()).toEqual(keysOf(tr).sort());
  });
});
