import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { invalidMessage, isEmptyValue, labelledErrorMap, requiredMessage } from './field-messages';

describe('employee-style messages', () => {
  it('use the spec wording', () => {
    expect(requiredMessage('Ad')).toBe('Ad değeri boş bırakılamaz!');
    expect(invalidMessage('Doğum Tarihi')).toBe('Doğum Tarihi değeri ile ilgili bir sorun mevcut!');
  });

  it('know an empty value', () => {
    expect([undefined, null, '', '  ', []].every(isEmptyValue)).toBe(true);
    expect([0, false, 'a', [1]].some(isEmptyValue)).toBe(false);
  });
});

describe('labelledErrorMap', () => {
  const schema = z.object({
    first_name: z.string().trim().min(1),
    birth_date: z.iso.date(),
    children: z.number().int().max(9),
    address: z.object({ city: z.string().min(1) }),
    national_id: z.string().length(11, { message: 'National identity number is too short.' }),
  });
  const labels = { first_name: 'Ad', birth_date: 'Doğum Tarihi', children: 'Çocuk Sayısı', 'address.city': 'İl' };

  it('gives each field its required or invalid message', () => {
    const result = schema.safeParse(
      { first_name: '  ', birth_date: '31/02/2026', children: 12, address: { city: '' }, national_id: '123' },
      { error: labelledErrorMap(labels) },
    );
    const byPath = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(byPath).toEqual({
      first_name: 'Ad değeri boş bırakılamaz!',
      birth_date: 'Doğum Tarihi değeri ile ilgili bir sorun mevcut!',
      children: 'Çocuk Sayısı değeri ile ilgili bir sorun mevcut!',
      'address.city': 'İl değeri boş bırakılamaz!',
      national_id: 'National identity number is too short.',
    });
  });

  it('treats a missing field as empty and falls back to the field name', () => {
    const result = schema.pick({ children: true }).extend({ unlabelled: z.string() }).safeParse({}, { error: labelledErrorMap(labels) });
    expect(result.error!.issues.map((issue) => issue.message)).toEqual([
      'Çocuk Sayısı değeri boş bırakılamaz!',
      'unlabelled değeri boş bırakılamaz!',
    ]);
  });
});
