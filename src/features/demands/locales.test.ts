import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keysOf, keysUsedIn } from '@/lib/i18n/locale-check.test-support';
import { DEMAND_REQUEST_STATUSES, DEMAND_STEP_STATUSES } from '@/contracts/demands';
import tr from '../../../locales/tr/demands.json';

describe('demands texts', () => {
  it('has every key the screens ask for, and a label for every status', () => {
    const used = keysUsedIn(fileURLToPath(new URL('.', import.meta.url)));
    expect(used.length).toBeGreaterThan(40);
    const known = new Set(keysOf(tr));
    expect(used.filter((k) => !known.has(k))).toEqual([]);
    for (const status of [...DEMAND_STEP_STATUSES, ...DEMAND_REQUEST_STATUSES]) expect(known.has(`status.${status}`)).toBe(true);
  });
});
