import { describe, expect, it } from 'vitest';
import { officialHolidays } from './official-holidays';

/**
 * Turkey's official holidays as published (Law 2429; religious dates from Diyanet's calendar as
 * announced by the Presidency): [name, first day, last day, half-day eve].
 */
const OFFICIAL: Record<number, [string, string, string, string | null][]> = {
  2025: [
    ['Yılbaşı', '2025-01-01', '2025-01-01', null],
    ['Ramazan Bayramı', '2025-03-30', '2025-04-01', '2025-03-29'],
    ['Ulusal Egemenlik ve Çocuk Bayramı', '2025-04-23', '2025-04-23', null],
    ['Emek ve Dayanışma Günü', '2025-05-01', '2025-05-01', null],
    ['Atatürk\'ü Anma, Gençlik ve Spor Bayramı', '2025-05-19', '2025-05-19', null],
    ['Kurban Bayramı', '2025-06-06', '2025-06-09', '2025-06-05'],
    ['Demokrasi ve Millî Birlik Günü', '2025-07-15', '2025-07-15', null],
    ['Zafer Bayramı', '2025-08-30', '2025-08-30', null],
    ['Cumhuriyet Bayramı', '2025-10-29', '2025-10-29', '2025-10-28'],
  ],
  2026: [
    ['Yılbaşı', '2026-01-01', '2026-01-01', null],
    ['Ramazan Bayramı', '2026-03-20', '2026-03-22', '2026-03-19'],
    ['Ulusal Egemenlik ve Çocuk Bayramı', '2026-04-23', '2026-04-23', null],
    ['Emek ve Dayanışma Günü', '2026-05-01', '2026-05-01', null],
    ['Atatürk\'ü Anma, Gençlik ve Spor Bayramı', '2026-05-19', '2026-05-19', null],
    ['Kurban Bayramı', '2026-05-27', '2026-05-30', '2026-05-26'],
    ['Demokrasi ve Millî Birlik Günü', '2026-07-15', '2026-07-15', null],
    ['Zafer Bayramı', '2026-08-30', '2026-08-30', null],
    ['Cumhuriyet Bayramı', '2026-10-29', '2026-10-29', '2026-10-28'],
  ],
  2027: [
    ['Yılbaşı', '2027-01-01', '2027-01-01', null],
    ['Ramazan Bayramı', '2027-03-09', '2027-03-11', '2027-03-08'],
    ['Ulusal Egemenlik ve Çocuk Bayramı', '2027-04-23', '2027-04-23', null],
    ['Emek ve Dayanışma Günü', '2027-05-01', '2027-05-01', null],
    ['Kurban Bayramı', '2027-05-16', '2027-05-19', '2027-05-15'],
    ['Atatürk\'ü Anma, Gençlik ve Spor Bayramı', '2027-05-19', '2027-05-19', null],
    ['Demokrasi ve Millî Birlik Günü', '2027-07-15', '2027-07-15', null],
    ['Zafer Bayramı', '2027-08-30', '2027-08-30', null],
    ['Cumhuriyet Bayramı', '2027-10-29', '2027-10-29', '2027-10-28'],
  ],
};

describe("Turkey's official holidays generated for a leave year", () => {
  for (const year of [2025, 2026, 2027]) {
    it(`matches the official dates of ${year}, eves off from 13:00`, () => {
      const { rows, religiousKnown } = officialHolidays(year);
      expect(religiousKnown).toBe(true);
      const got = rows.map((r) => [r.name, r.starts_on, r.ends_on, r.half_day_on ?? null]);
      const sortKey = (x: (string | null)[]) => `${x[1]}${x[0]}`;
      expect([...got].sort((a, b) => sortKey(a).localeCompare(sortKey(b)))).toEqual([...OFFICIAL[year]!].sort((a, b) => sortKey(a).localeCompare(sortKey(b))));
      for (const r of rows) expect(r.half_day_from).toBe(r.half_day_on ? '13:00' : null);
      expect(rows.every((r) => r.source === 'generated' && r.official_key)).toBe(true);
      expect(new Set(rows.map((r) => r.official_key)).size).toBe(rows.length);
    });
  }

  it('gives 2026 14 full days off (7 fixed, 3 + 4 religious) and 3 half-day eves', () => {
    const { rows } = officialHolidays(2026);
    const full = rows.reduce((n, r) => n + (Date.parse(r.ends_on) - Date.parse(r.starts_on)) / 86_400_000 + 1, 0);
    expect(full).toBe(14);
    expect(rows.filter((r) => r.half_day_on)).toHaveLength(3);
  });

  it('keeps the table of religious holidays for 2024–2030, and 15 July only from 2017', () => {
    for (let y = 2024; y <= 2030; y += 1) expect(officialHolidays(y).religiousKnown, String(y)).toBe(true);
    expect(officialHolidays(2031).religiousKnown).toBe(false);
    expect(officialHolidays(2016).rows.map((r) => r.name)).not.toContain('Demokrasi ve Millî Birlik Günü');
    expect(officialHolidays(2024).rows.find((r) => r.official_key === 'ramazan')).toMatchObject({ starts_on: '2024-04-10', ends_on: '2024-04-12', half_day_on: '2024-04-09' });
  });
});
