import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keysOf, keysUsedIn } from '@/lib/i18n/locale-check.test-support';
import { DRILL_RESULTS, DRILL_STAGES } from '@/contracts/drills';
import tr from '../../../locales/tr/drills.json';

describe('drills texts', () => {
  it('has every key the screens ask for, and a label for every result and stage', () => {
    const used = keysUsedIn(fileURLToPath(new URL('.', import.meta.url)));
    expect(used.length).toBeGreaterThan(30);
    const known = new Set(keysOf(tr));
    expect(used.filter((k) => !known.has(k))).toEqual([]);
    for (const r of DRILL_RESULTS) expect(known.has(`results.${r}`)).toBe(true);
    for (const s of DRILL_STAGES) expect(known.has(`stages.${s}`)).toBe(true);
    for (const f of ['drill_code_id', 'security_project_id', 'drill_date', 'drill_creator_position_id', 'drill_personal_position_id', 'drill_result',
      'retest_drill_creator_position_id', 'retest_drill_date', 'retest_drill_result', 'description']) expect(known.has(`fields.${f}`)).toBe(true);
  });
});
