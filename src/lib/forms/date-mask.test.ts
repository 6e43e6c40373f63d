import { describe, expect, it } from 'vitest';
import {
  dateTextToIso,
  dateTextToValue,
  dateValueError,
  dateValueToText,
  isRealDate,
  isoToDateText,
  maskDateInput,
} from './date-mask';
import { FORM_MESSAGES } from './message-keys';

describe('maskDateInput', () => {
  it('inserts slashes as digits arrive, up to 10 characters', () => {
    expect(maskDateInput('1')).toBe('1');
    expect(maskDateInput('12')).toBe('12');
    expect(maskDateInput('121')).toBe('12/1');
    expect(maskDateInput('123')).toBe('12/03');
    expect(maskDateInput('1203')).toBe('12/03');
    expect(maskDateInput('12032')).toBe('12/03/2');
    expect(maskDateInput('120320261999')).toBe('12/03/2026');
    expect(maskDateInput('12/03/2026')).toHaveLength(10);
  });

  it('keeps digits only', () => {
    expect(maskDateInput('1a2b/0c3x2026')).toBe('12/03/2026');
  });

  it('refuses a day above 31 and a month above 12', () => {
    expect(maskDateInput('32')).toBe('3');
    expect(maskDateInput('31')).toBe('31');
    expect(maskDateInput('00')).toBe('0');
    expect(maskDateInput('0113')).toBe('01/1');
    expect(maskDateInput('0112')).toBe('01/12');
    expect(maskDateInput('0100')).toBe('01/0');
  });

  it('pads a single digit that cannot start a longer day or month', () => {
    expect(maskDateInput('4')).toBe('04');
    expect(maskDateInput('045')).toBe('04/05');
    expect(maskDateInput('1/')).toBe('01/');
    expect(maskDateInput('1/3/')).toBe('01/03/');
    expect(maskDateInput('1.3.2026')).toBe('01/03/2026');
  });

  it('lets a trailing slash be deleted', () => {
    expect(maskDateInput('12/')).toBe('12/');
    expect(maskDateInput('12')).toBe('12');
    expect(maskDateInput('12/03/')).toBe('12/03/');
  });

  it('accepts a pasted yyyy-mm-dd date', () => {
    expect(maskDateInput('2026-03-12')).toBe('12/03/2026');
  });

  it('changes nothing when given its own output', () => {
    for (const typed of ['4', '1/', '12/1', '31/12/19', '9.9.2026', '2026-03-12', '12/03/2026', '']) {
      const once = maskDateInput(typed);
      expect(maskDateInput(once)).toBe(once);
    }
  });
});

describe('real dates', () => {
  it('knows month lengths and leap years', () => {
    expect(isRealDate(2026, 2, 28)).toBe(true);
    expect(isRealDate(2026, 2, 29)).toBe(false);
    expect(isRealDate(2024, 2, 29)).toBe(true);
    expect(isRealDate(1900, 2, 29)).toBe(false);
    expect(isRealDate(2000, 2, 29)).toBe(true);
    expect(isRealDate(2026, 4, 31)).toBe(false);
    expect(isRealDate(2026, 12, 31)).toBe(true);
    expect(isRealDate(202, 1, 1)).toBe(false);
  });

  it('converts typed text to yyyy-mm-dd only when complete and real', () => {
    expect(dateTextToIso('12/03/2026')).toBe('2026-03-12');
    expect(dateTextToIso('31/02/2026')).toBeNull();
    expect(dateTextToIso('12/03/20')).toBeNull();
    expect(dateTextToIso('')).toBeNull();
  });

  it('converts yyyy-mm-dd (or a timestamp) to dd/mm/yyyy', () => {
    expect(isoToDateText('2026-03-12')).toBe('12/03/2026');
    expect(isoToDateText('2026-03-12T08:30:00Z')).toBe('12/03/2026');
    expect(isoToDateText('2026-02-31')).toBe('');
    expect(isoToDateText(null)).toBe('');
  });
});

describe('date field values', () => {
  it('stores yyyy-mm-dd for a real date and the text otherwise', () => {
    expect(dateTextToValue('')).toBe('');
    expect(dateTextToValue('12/03/2026')).toBe('2026-03-12');
    expect(dateTextToValue('12/03')).toBe('12/03');
    expect(dateTextToValue('31/02/2026')).toBe('31/02/2026');
  });

  it('shows what it stored', () => {
    expect(dateValueToText('2026-03-12')).toBe('12/03/2026');
    expect(dateValueToText('12/03')).toBe('12/03');
    expect(dateValueToText(undefined)).toBe('');
    for (const text of ['12/03/2026', '31/02/2026', '01/', '12/1', '']) expect(dateValueToText(dateTextToValue(text))).toBe(text);
  });

  it('reports incomplete and impossible dates', () => {
    expect(dateValueError('')).toBeNull();
    expect(dateValueError('2026-03-12')).toBeNull();
    expect(dateValueError('12/03/2026')).toBeNull();
    expect(dateValueError('12/03')).toBe(FORM_MESSAGES.dateIncomplete);
    expect(dateValueError('31/02/2026')).toBe(FORM_MESSAGES.dateImpossible);
    expect(dateValueError('2026-02-31')).toBe(FORM_MESSAGES.dateImpossible);
  });
});
