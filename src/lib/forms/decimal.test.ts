import { describe, expect, it } from 'vitest';
import { formatDecimal, maskDecimalInput, padDecimal, parseDecimal } from './decimal';

describe('maskDecimalInput', () => {
  it('keeps up to 3 integer digits and 2 decimals', () => {
    expect(maskDecimalInput('1234')).toBe('123');
    expect(maskDecimalInput('12.345')).toBe('12.34');
    expect(maskDecimalInput('999.99')).toBe('999.99');
    expect(maskDecimalInput('12.')).toBe('12.');
  });

  it('reads a comma as the decimal point', () => {
    expect(maskDecimalInput('12,5')).toBe('12.5');
    expect(maskDecimalInput('1,2,3')).toBe('1.23');
  });

  it('drops other characters, extra leading zeros and a second point', () => {
    expect(maskDecimalInput('-1a2')).toBe('12');
    expect(maskDecimalInput('007')).toBe('7');
    expect(maskDecimalInput('0.5')).toBe('0.5');
    expect(maskDecimalInput('.5')).toBe('0.5');
    expect(maskDecimalInput('1.2.3')).toBe('1.23');
    expect(maskDecimalInput('')).toBe('');
  });

  it('clamps to the maximum', () => {
    expect(maskDecimalInput('150', { max: 100 })).toBe('100');
    expect(maskDecimalInput('100', { max: 100 })).toBe('100');
    expect(maskDecimalInput('100.', { max: 100 })).toBe('100.');
    expect(maskDecimalInput('100.5', { max: 100 })).toBe('100');
    expect(maskDecimalInput('50', { max: 12.5 })).toBe('12.5');
    expect(maskDecimalInput('9', { max: 12.5 })).toBe('9');
  });
});

describe('padding and parsing', () => {
  it('pads to two decimals', () => {
    expect(padDecimal('5')).toBe('5.00');
    expect(padDecimal('12.3')).toBe('12.30');
    expect(padDecimal('12.')).toBe('12.00');
    expect(padDecimal('0.5')).toBe('0.50');
    expect(padDecimal('')).toBe('');
  });

  it('parses and formats numbers', () => {
    expect(parseDecimal('12.30')).toBe(12.3);
    expect(parseDecimal('12,3')).toBe(12.3);
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('.')).toBeNull();
    expect(formatDecimal(7)).toBe('7.00');
    expect(formatDecimal(null)).toBe('');
  });
});
