import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keysOf, keysUsedIn } from '@/lib/i18n/locale-check.test-support';
import tr from '../../../locales/tr/shifts.json';

describe('shifts texts', () => {
  it('has every key the screen asks for, a name for each weekday and each kind of day', () => {
    const used = keysUsedIn(fileURLToPath(new URL('.', import.meta.url)));
    expect(used.length).toBeGreaterThan(10);
    const known = new Set(keysOf(tr));
    expect(used.filter((k) => !known.has(k))).toEqual([]);
    for (let d = 1; d <= 7; d++) expect(known.has(`days.${d}`)).toBe(true);
    for (const k of ['work', 'night', 'off', 'leave', 'none']) expect(known.has(`kinds.${k}`)).toBe(true);
  });
});
