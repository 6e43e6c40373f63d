import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keysOf, keysUsedIn } from '@/lib/i18n/locale-check.test-support';
import { WARNING_SUBSTANCES, WARNING_TYPE_LABELS, WARNING_TYPES } from '@/contracts/warnings';
import tr from '../../../locales/tr/warnings.json';

describe('warnings texts', () => {
  it('has every key the screen asks for, and a label for every type and substance', () => {
    const used = keysUsedIn(fileURLToPath(new URL('.', import.meta.url)));
    expect(used.length).toBeGreaterThan(10);
    const known = new Set(keysOf(tr));
    expect(used.filter((k) => !known.has(k))).toEqual([]);
    for (const w of WARNING_TYPES) expect((tr.types as Record<string, string>)[w]).toBe(WARNING_TYPE_LABELS[w]);
    for (const s of WARNING_SUBSTANCES) expect(known.has(`substances.${s}`)).toBe(true);
  });
});
