import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/outbox-ui.json';
import tr from '../../../locales/tr/outbox-ui.json';
import type { StepKey } from './item-steps';

const keysOf = (bundle: unknown, prefix = ''): string[] =>
  Object.entries(bundle as Record<string, unknown>).flatMap(([k, v]) => (typeof v === 'object' && v ? keysOf(v, `${prefix}${k}.`) : [`${prefix}${k}`]));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts') ? [readFileSync(path, 'utf8')] : [];
  });
}

describe('outbox-ui texts', () => {
  it('has the same keys in Turkish and English', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(tr).sort());
  });

  it('has every key the screen asks for, a label per phase and step, and the spec words of the step line', () => {
    const code = sources(fileURLToPath(new URL('.', import.meta.url))).join('\n');
    const used = [...new Set([...code.matchAll(/\bt\('([a-zA-Z]+\.[\w.]+)'/g)].map((m) => m[1]!))];
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
