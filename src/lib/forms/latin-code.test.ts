import { describe, expect, it } from 'vitest';
import { latinUpper } from '@/contracts/text';
import { alphanumericCode, letterCode } from './latin-code';

describe('latin codes', () => {
  it('turns Turkish letters into plain Latin capitals', () => {
    expect(latinUpper('çğıiöşü')).toBe('CGIIOSU');
    expect(latinUpper('ÇĞIİÖŞÜ')).toBe('CGIIOSU');
    expect(latinUpper('âîû é')).toBe('AIU E');
  });

  it('keeps letters only in the letters variant', () => {
    expect(letterCode('ist-34 şube')).toBe('ISTSUBE');
    expect(letterCode('Sabiha Gökçen')).toBe('SABIHAGOKCEN');
  });

  it('keeps letters and digits in the other', () => {
    expect(alphanumericCode('ist-34 şube')).toBe('IST34SUBE');
    expect(alphanumericCode('tk 1923!')).toBe('TK1923');
  });
});
