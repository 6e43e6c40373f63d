import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keysOf, keysUsedIn } from '@/lib/i18n/locale-check.test-support';
import tr from '../../../locales/tr/outbox-ui.json';
import type { StepKey } from './item-steps';

describe('outbox-ui texts', () => {
  it('has every key the screen asks for, a label per phase and step, and the spec words of the step line', () => {
    const used = keysUsedIn(fileURLToPath(new URL('.', import.meta.url)));
    expect(used.length).toBeGreaterThan(25);
    const known = new Set(keysOf(tr));
    expect(used.filter((k) => !known.has(k))).toEqual([]);
    const phases = ['pending', 'blocked', 'sending', 'needs-attention', 'done', 'discarded'];
    const steps: StepKey[] = ['saved', 'sent', 'acknowledged', 'refused', 'discarded'];
    for (const key of [...phases.map((p) => `phase.${p}`), ...steps.map((s) => `steps.${s}`), 'storage.granted', 'storage.not-granted', 'storage.unsupported']) {
      expect(known.has(key), key).toBe(true);
    }
    expect([tr.steps.saved, tr.steps.sent, tr.steps.acknowledged].join(' → ')).toBe('Cihazda kaydedildi → Gönderildi → Sunucu onayladı');
  });
});
