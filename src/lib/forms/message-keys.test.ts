import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/forms.json';
import tr from '../../../locales/tr/forms.json';
import { DATE_RANGE_PRESETS } from './date-range';
import { FORM_MESSAGES, fieldMessageText, isMessageKey } from './message-keys';

/** Every dotted key path of a translation file. */
function keyPaths(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keyPaths(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('message keys', () => {
  it('tell keys from sentences', () => {
    expect(isMessageKey('forms:errors.dateImpossible')).toBe(true);
    expect(isMessageKey('TC No eşleşmedi')).toBe(false);
    expect(isMessageKey('You can upload a maximum of 8mb files.')).toBe(false);
    expect(isMessageKey('Ad değeri boş bırakılamaz!')).toBe(false);
  });

  it('translate keys and show sentences as they are', () => {
    const translate = (key: string) => `<${key}>`;
    expect(fieldMessageText(FORM_MESSAGES.phoneInvalid, translate)).toBe('<forms:errors.phoneInvalid>');
    expect(fieldMessageText('Kullanıcı adı eşleşmedi', translate)).toBe('Kullanıcı adı eşleşmedi');
  });
});

describe('forms translations', () => {
  const trKeys = keyPaths(tr).sort();

  it('have the same keys in Turkish and English', () => {
    expect(keyPaths(en).sort()).toEqual(trKeys);
  });

  it('hold every message key and preset label the kit uses', () => {
    const used = [
      ...Object.values(FORM_MESSAGES).map((key) => key.replace(/^forms:/, '')),
      ...DATE_RANGE_PRESETS.map((preset) => `dateRange.${preset}`),
    ];
    for (const key of used) expect(trKeys).toContain(key);
  });

  it('hold every key the components translate', () => {
    const folder = new URL('./components/', import.meta.url);
    const sources = readdirSync(folder).filter((file) => file.endsWith('.tsx')).map((file) => readFileSync(new URL(file, folder), 'utf8'));
    const used = sources.flatMap((source) => [...source.matchAll(/\bt\('([\w.]+)'\)/g)].map((match) => match[1]!));
    expect(used.length).toBeGreaterThan(5);
    for (const key of used) expect(trKeys).toContain(key);
  });
});
