import { describe, expect, it } from 'vitest';
import {
  choicesWithAdded, isReportable, isValidMinAnswerSelect, minAnswerChoices, MIN_RESULT_GROUP, reportPositionIds, surveyStartMin,
} from './rules';

describe('survey rules (spec 3 §5)', () => {
  it('start date minimum is today, or an earlier start date already given', () => {
    expect(surveyStartMin('2026-11-25')).toBe('2026-11-25');
    expect(surveyStartMin('2026-11-25', null)).toBe('2026-11-25');
    expect(surveyStartMin('2026-11-25', '2026-10-01')).toBe('2026-10-01');
    expect(surveyStartMin('2026-11-25', '2026-12-01')).toBe('2026-11-25');
  });

  it('already added questions or answers are disabled in the choices', () => {
    const all = [{ id: 1, name: 'a' }, { id: 2, name: 'b' }, { id: 3, name: 'c' }];
    expect(choicesWithAdded(all, [2, 3]).map((c) => c.disabled)).toEqual([false, true, true]);
    expect(choicesWithAdded(all, []).every((c) => !c.disabled)).toBe(true);
  });

  it('min_answer_select runs from 1 to questions_count', () => {
    expect(minAnswerChoices(3)).toEqual([1, 2, 3]);
    expect(minAnswerChoices(0)).toEqual([]);
    expect(isValidMinAnswerSelect(1, 3)).toBe(true);
    expect(isValidMinAnswerSelect(3, 3)).toBe(true);
    expect(isValidMinAnswerSelect(0, 3)).toBe(false);
    expect(isValidMinAnswerSelect(4, 3)).toBe(false);
    expect(isValidMinAnswerSelect(1.5, 3)).toBe(false);
  });

  it('all positions on the page selected is treated as none selected', () => {
    expect(reportPositionIds([1, 2, 3], [1, 2, 3])).toEqual([]);
    expect(reportPositionIds([3, 1, 2], [1, 2, 3])).toEqual([]);
    expect(reportPositionIds([1, 2], [1, 2, 3])).toEqual([1, 2]);
    expect(reportPositionIds([], [1, 2, 3])).toEqual([]);
    expect(reportPositionIds([7], [])).toEqual([7]);
  });

  it('a group is reportable from 5 responses on', () => {
    expect(MIN_RESULT_GROUP).toBe(5);
    expect(isReportable(4)).toBe(false);
    expect(isReportable(5)).toBe(true);
  });
});
