import { describe, expect, it } from 'vitest';
import { isCompleteTime, maskTimeInput, timeValueToText } from './time-mask';

describe('maskTimeInput', () => {
  it('inserts the colon and keeps 24-hour bounds', () => {
    expect(maskTimeInput('1430')).toBe('14:30');
    expect(maskTimeInput('2359')).toBe('23:59');
    expect(maskTimeInput('24')).toBe('2');
    expect(maskTimeInput('1260')).toBe('12:0');
    expect(maskTimeInput('9')).toBe('09');
    expect(maskTimeInput('9:5')).toBe('09:5');
    expect(maskTimeInput('7:')).toBe('07');
    expect(maskTimeInput('12:45pm')).toBe('12:45');
    expect(maskTimeInput('123456')).toBe('12:34');
  });
  it('reads stored values and knows a complete time', () => {
    expect(timeValueToText('08:05:00')).toBe('08:05');
    expect(timeValueToText('')).toBe('');
    expect(isCompleteTime('08:05')).toBe(true);
    expect(isCompleteTime('8:05')).toBe(false);
    expect(isCompleteTime('24:00')).toBe(false);
  });
});
