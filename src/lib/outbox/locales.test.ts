import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/outbox.json';
import tr from '../../../locales/tr/outbox.json';

const lookup = (bundle: unknown, path: string) => path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);

describe('outbox messages', () => {
  it('every outbox:… key the code produces exists in Turkish and English', () => {
    const dir = new URL('.', import.meta.url);
    const source = readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => readFileSync(new URL(f, dir), 'utf8'))
      .join('\n');
    const keys = [...new Set([...source.matchAll(/'outbox:([\w.]+)'/g)].map((m) => m[1]!))];
    expect(keys.length).toBeGreaterThan(10);
    for (const key of keys) {
      expect(typeof lookup(tr, key), `tr ${key}`).toBe('string');
      expect(typeof lookup(en, key), `en ${key}`).toBe('string');
    }
  });
});
