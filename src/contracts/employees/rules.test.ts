import { describe, expect, it } from 'vitest';
import { isValidMobile, normaliseMobile } from '../phone';
import { checkConflict, groupConflicts, missingConflictField } from './conflicts';
import { exitErrors, exitReasonOf, rowColour } from './exit';
import { isPetitionDateAllowed, overworkActivationDate, overworkStateOn } from './overwork';
import { TERM_TYPES, areTermDatesLocked, canChangeTerm, isInSeasonalHireWindow, isSeasonLocked, seasonalHireWindow, termEndMinimum } from './terms';

describe('term-type transitions (spec 1 §4)', () => {
  it('certain and on-the-job training may change to any of the six', () => {
    for (const to of TERM_TYPES) {
      expect(canChangeTerm('certain_term', to)).toBe(true);
      expect(canChangeTerm('on_the_job_training_program_term', to)).toBe(true);
    }
  });
  it('the open-ended terms may not become certain_term', () => {
    for (const from of ['seasonal_term', 'uncertain_term', 'part_term', 'part_time_term'] as const) {
      expect(canChangeTerm(from, 'certain_term')).toBe(false);
      expect(canChangeTerm(from, 'seasonal_term')).toBe(true);
      expect(canChangeTerm(from, 'on_the_job_training_program_term')).toBe(true);
    }
    expect(canChangeTerm('part_time_term', 'part_time_term')).toBe(true);
  });
  it('a new employee may start on any term', () => {
    expect(canChangeTerm(null, 'certain_term')).toBe(true);
  });
  it('the seasonal hire date lies from the day before the season start up to it', () => {
    expect(seasonalHireWindow('2026-03-01')).toEqual({ min: '2026-02-28', max: '2026-03-01' });
    expect(isInSeasonalHireWindow('2026-02-28', '2026-03-01')).toBe(true);
    expect(isInSeasonalHireWindow('2026-02-27', '2026-03-01')).toBe(false);
    expect(isInSeasonalHireWindow('2026-03-02', '2026-03-01')).toBe(false);
  });
  it('locks a running season and a certain_term without the permission', () => {
    const season = { start_date: '2026-01-01', end_date: '2026-06-30' };
    expect(isSeasonLocked(season, '2026-03-01', { existing: true, allowSeasonChange: false })).toBe(true);
    expect(isSeasonLocked(season, '2026-07-01', { existing: true, allowSeasonChange: false })).toBe(false);
    expect(isSeasonLocked(season, '2026-03-01', { existing: false, allowSeasonChange: false })).toBe(false);
    expect(isSeasonLocked(season, '2026-03-01', { existing: true, allowSeasonChange: true })).toBe(false);
    expect(areTermDatesLocked('certain_term', false, true)).toBe(true);
    expect(areTermDatesLocked('certain_term', true, true)).toBe(false);
    expect(areTermDatesLocked('uncertain_term', false, true)).toBe(false);
  });
  it('term end minimum: today, or an existing contract\'s own later date', () => {
    expect(termEndMinimum('2026-11-24')).toBe('2026-11-24');
    expect(termEndMinimum('2026-11-24', '2026-05-01', '2026-01-01')).toBe('2026-05-01');
    expect(termEndMinimum('2026-11-24', '2027-05-01', '2026-01-01')).toBe('2026-11-24');
  });
});

describe('overwork (spec 1 §4, §9)', () => {
  it('activates the day after a consent and 31 days after a withdrawal', () => {
    expect(overworkActivationDate('2026-01-31', true)).toBe('2026-02-01');
    expect(overworkActivationDate('2026-01-31', false)).toBe('2026-03-03');
    expect(overworkActivationDate('2024-02-28', true)).toBe('2024-02-29');
  });
  it('accepts petition dates at most 15 days back', () => {
    expect(isPetitionDateAllowed('2026-11-09', '2026-11-24')).toBe(true);
    expect(isPetitionDateAllowed('2026-11-08', '2026-11-24')).toBe(false);
  });
  it('knows the consent in force on a day', () => {
    const petitions = [{ petition_date: '2026-01-01', state: true }, { petition_date: '2026-02-01', state: false }];
    expect(overworkStateOn(petitions, '2026-01-01')).toBe(null);
    expect(overworkStateOn(petitions, '2026-02-15')).toBe(true);
    expect(overworkStateOn(petitions, '2026-03-04')).toBe(false);
  });
});

describe('report and absenteeism conflicts (spec 1 §4)', () => {
  const absence = (id: number, day: string) => ({ id, kind: 'd' as const, event_at: day });
  const report = (id: number, from: string, to: string) => ({ id, kind: 're' as const, event_at: from, report_finish_date: to });
  it('a report over one absence may replace it after confirmation', () => {
    const r = checkConflict(report(0, '2026-01-05', '2026-01-07'), [absence(1, '2026-01-06'), absence(2, '2026-01-09')]);
    expect(r.status).toBe('replace');
    expect(r.records.map((x) => x.id)).toEqual([1]);
  });
  it('a report over several absences or another report is refused', () => {
    expect(checkConflict(report(0, '2026-01-05', '2026-01-07'), [absence(1, '2026-01-05'), absence(2, '2026-01-07')]).status).toBe('refused');
    expect(checkConflict(report(0, '2026-01-05', '2026-01-07'), [report(3, '2026-01-07', '2026-01-10')]).status).toBe('refused');
  });
  it('an absence over an absence or a report is refused; rewards never conflict', () => {
    expect(checkConflict(absence(0, '2026-01-08'), [report(3, '2026-01-07', '2026-01-10')]).status).toBe('refused');
    expect(checkConflict(absence(0, '2026-01-08'), [absence(1, '2026-01-08')]).status).toBe('refused');
    expect(checkConflict({ kind: null, event_at: '2026-01-08' }, [absence(1, '2026-01-08')]).status).toBe('none');
    expect(checkConflict(absence(0, '2026-01-11'), [report(3, '2026-01-07', '2026-01-10')]).status).toBe('none');
  });
  it('the record being edited does not conflict with itself', () => {
    expect(checkConflict(absence(1, '2026-01-08'), [absence(1, '2026-01-08')]).status).toBe('none');
  });
  it('groups by kind and names a missing answer field', () => {
    expect(Object.keys(groupConflicts([absence(1, '2026-01-01'), report(2, '2026-01-01', '2026-01-02')]))).toEqual(['d', 're']);
    expect(missingConflictField({ conflict_status: 'none', conflict_records: [] })).toBe('conflict_records_count');
  });
});

describe('exit (spec 1 §4, §5)', () => {
  const employee = { username: 'p100001', national_id_number: '10000000146' };
  it('needs the typed username and national id to match', () => {
    expect(exitErrors({ username: 'p100001', national_id_number: '10000000146' }, employee)).toEqual({});
    expect(exitErrors({ username: 'x', national_id_number: '1' }, employee)).toEqual({ username: 'Kullanıcı adı eşleşmedi', national_id_number: 'TC No eşleşmedi' });
  });
  it('refuses a resignation after the exit and clears the reason without an exit date', () => {
    expect(exitErrors({ ...employee, exit_date: '2026-01-01', resignation_date: '2026-01-02' }, employee).resignation_date).toBeDefined();
    expect(exitReasonOf({ exit_date: null, exit_reason_id: 3 })).toBe(null);
    expect(exitReasonOf({ exit_date: '2026-01-01', exit_reason_id: 3 })).toBe(3);
  });
  it('colours a resignation without exit orange and a future exit red', () => {
    expect(rowColour({ resignation_date: '2026-01-01' }, '2026-02-01')).toBe('orange');
    expect(rowColour({ exit_date: '2026-03-01', resignation_date: '2026-01-01' }, '2026-02-01')).toBe('red');
    expect(rowColour({ exit_date: '2026-01-01' }, '2026-02-01')).toBe(null);
  });
});

describe('mobile numbers (libphonenumber-js)', () => {
  it('normalises Turkish mobile numbers and refuses landlines', () => {
    expect(normaliseMobile('0532 123 45 67')).toBe('5321234567');
    expect(normaliseMobile('+90 532 123 4567')).toBe('5321234567');
    expect(isValidMobile('2121234567')).toBe(false);
    expect(isValidMobile('53212345')).toBe(false);
  });
});
