import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DETECTION_REGISTERS } from '@/contracts/detections';
import { keysOf, keysUsedIn } from '@/lib/i18n/locale-check.test-support';
import en from '../../../locales/en/detections.json';
import tr from '../../../locales/tr/detections.json';

describe('detections texts', () => {
  it('has every key the screens ask for, the same in both languages, and every register\'s names', () => {
    const used = keysUsedIn(fileURLToPath(new URL('.', import.meta.url)));
    expect(used.length).toBeGreaterThan(30);
    const known = new Set(keysOf(tr));
    expect(used.filter((k) => !known.has(k))).toEqual([]);
    expect(keysOf(en).sort()).toEqual(keysOf(tr).sort());
    for (const register of DETECTION_REGISTERS) {
      for (const key of ['title', 'createTitle', 'one', 'item']) expect(known.has(`registers.${register}.${key}`)).toBe(true);
    }
  });
});
