import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { WSD_KINDS, WSD_STATUSES } from '@/contracts/work-schedule-demands-rules';
import { keysOf, keysUsedIn } from '@/lib/i18n/locale-check.test-support';
import tr from '../../../locales/tr/work-schedule-demands.json';

describe('work-schedule demands texts', () => {
  it('has every key the screens ask for, and a label for every status and kind', () => {
    const used = keysUsedIn(fileURLToPath(new URL('.', import.meta.url)));
    expect(used.length).toBeGreaterThan(60);
    const known = new Set(keysOf(tr).map((k) => k.replace(/_(one|other)$/, '')));
    expect(used.filter((k) => !known.has(k))).toEqual([]);
    for (const status of [...WSD_STATUSES, 'on-device', 'needs-attention']) expect(known.has(`status.${status}`)).toBe(true);
    for (const kind of WSD_KINDS) expect(known.has(`kinds.${kind}`)).toBe(true);
  });

  it('asks the requester to talk to the Operations Manager (spec 2 §5)', () => {
    expect(tr.create.longPeriodMessage).toContain('Operasyon Müdürü ile görüşünüz');
    expect(tr.create.longPeriodMessage).toContain('otomatik olarak reddedilecektir');
  });
});
