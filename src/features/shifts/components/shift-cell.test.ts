import { describe, expect, it } from 'vitest';
import type { ScheduleDay } from '@/contracts/schedule';
import { shiftCell, workingPerDay } from './shift-cell';

const day = (over: Partial<ScheduleDay>): ScheduleDay => ({
  date: '2026-03-02', day_of_week: 1, kind: null, starts_at: null, ends_at: null, overnight: false, minutes: 0, security_project: null, ...over,
});

describe('shift list cells', () => {
  it('shows a shift by its hours, a night shift as such, and the other kinds of day by name', () => {
    expect(shiftCell(day({ kind: 'work', starts_at: '06:00', ends_at: '14:00' }))).toEqual({ hours: '06:00–14:00', key: 'kinds.work' });
    expect(shiftCell(day({ kind: 'work', starts_at: '22:00', ends_at: '06:00', overnight: true }))).toEqual({ hours: '22:00–06:00', key: 'kinds.night' });
    expect(shiftCell(day({ kind: 'off' })).key).toBe('kinds.off');
    expect(shiftCell(day({ kind: 'leave' })).key).toBe('kinds.leave');
    expect(shiftCell(day({})).key).toBe('kinds.none');
  });

  it('counts the people working each day', () => {
    const week = (kinds: ScheduleDay['kind'][]) => ({ days: kinds.map((kind) => day({ kind })) });
    expect(workingPerDay([week(['work', 'work', 'off', 'leave', null, 'work', 'off']), week(['work', 'off', 'work', 'work', 'work', 'off', 'off'])]))
      .toEqual([2, 1, 1, 1, 1, 1, 0]);
  });
});
