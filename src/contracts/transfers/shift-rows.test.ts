import { describe, expect, it } from 'vitest';
import { checkRow, diffShifts, headerIndex, normalisePhone, normaliseTime, parseCsv, pickupChanged, SHIFT_COLUMNS, type ShiftRow, type StoredShift } from './shift-rows';

const lookups = { stopByNo: new Map([['IST-11', 1], ['IST-12', 2]]), driverByKey: new Map([['34TRF101', 7], ['HASANYILDIRIM', 7]]) };
const header = SHIFT_COLUMNS.map((c) => c.header);
const { index } = headerIndex(header);
const row = (over: Partial<Record<string, string>> = {}) => {
  const base: Record<string, string> = { national_id_number: '12345678901', full_name: 'Ayşe  Yılmaz', phone: '0532 123 45 67', shift_start: '8:00', shift_end: '16:00', stop_no: 'ist-11', pickup_time: '07.10', driver: '34 trf 101', ...over };
  return SHIFT_COLUMNS.map((c) => base[c.field] ?? '');
};

describe('shift file rows', () => {
  it('reads times, phones and header names however they are typed', () => {
    expect(normaliseTime('7:05')).toBe('07:05');
    expect(normaliseTime('07:05:00')).toBe('07:05');
    expect(normaliseTime('0.25')).toBe('06:00');
    expect(normaliseTime('24:00')).toBeNull();
    expect(normalisePhone('+90 532 123 45 67')).toBe('5321234567');
    expect(normalisePhone('')).toBeNull();
    expect(normalisePhone('0212 123 45 67')).toBe(false);
    expect(headerIndex(['tc kimlik no', 'AD SOYAD']).missing).toContain('Vardiya Başlangıç');
  });

  it('checks a row and maps stop and driver', () => {
    const r = checkRow(row(), 2, index, lookups, new Map());
    expect(r).toEqual({ row: { national_id_number: '12345678901', full_name: 'Ayşe Yılmaz', phone: '5321234567', shift_start: '08:00', shift_end: '16:00', shuttle_stop_id: 1, pickup_time: '07:10', driver_id: 7 } });
  });

  it('lists every error of a bad row with its line, and a person twice', () => {
    const seen = new Map<string, number>();
    checkRow(row(), 2, index, lookups, seen);
    const r = checkRow(row({ shift_start: '25:00', stop_no: 'X-9', driver: 'Nobody', phone: '123' }), 3, index, lookups, seen);
    expect(r).toEqual({ bad: { line: 3, errors: ['"Vardiya Başlangıç" SS:dd biçiminde olmalıdır.', 'Telefon 10 haneli olmalı ve 5 ile başlamalıdır.', '"X-9" numaralı durak bulunamadı.', '"Nobody" şoförü bulunamadı.', 'Bu kişi 2. satırda da var.'] } });
    expect(checkRow(row({ national_id_number: '', pickup_time: '09:00' }), 4, index, lookups, new Map())).toEqual({ bad: { line: 4, errors: ['"TC Kimlik No" boş bırakılamaz.', 'Alış saati vardiya başlangıcından sonra olamaz.'] } });
    // A night shift's pickup before midnight is fine.
    expect('row' in checkRow(row({ shift_start: '00:30', pickup_time: '23:40' }), 5, index, lookups, new Map())).toBe(true);
  });

  it('diffs by national id: added, changed (with fields), removed, unchanged', () => {
    const base: ShiftRow = { national_id_number: '1', full_name: 'A', phone: null, shift_start: '08:00', shift_end: '16:00', shuttle_stop_id: 1, pickup_time: '07:00', driver_id: 1 };
    const stored: StoredShift[] = [{ ...base, id: 10 }, { ...base, id: 11, national_id_number: '2' }, { ...base, id: 12, national_id_number: '3' }, { ...base, id: 13, national_id_number: '4' }];
    const incoming: ShiftRow[] = [base, { ...base, national_id_number: '2', pickup_time: '07:15' }, { ...base, national_id_number: '3', driver_id: 2 }, { ...base, national_id_number: '5' }];
    const d = diffShifts(stored, incoming);
    expect(d.unchanged).toBe(1);
    expect(d.added.map((r) => r.national_id_number)).toEqual(['5']);
    expect(d.removed.map((r) => r.id)).toEqual([13]);
    expect(d.changed.map((c) => [c.before.id, c.fields])).toEqual([[11, ['pickup_time']], [12, ['driver_id']]]);
    // Only a new pickup time or stop is worth an SMS; a new driver is not.
    expect(d.changed.filter(pickupChanged).map((c) => c.before.id)).toEqual([11]);
  });

  it('parses CSV with quotes and the Turkish semicolon', () => {
    expect(parseCsv('\uFEFFa;b;c\r\n"x;y";"say ""hi""";3\n')).toEqual([['a', 'b', 'c'], ['x;y', 'say "hi"', '3']]);
    expect(parseCsv('a,b\n1,2')).toEqual([['a', 'b'], ['1', '2']]);
  });
});
