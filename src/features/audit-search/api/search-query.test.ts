import { describe, expect, it } from 'vitest';
import { SEARCH_SCREENS } from '../screens';
import { projectIdsOf, projectIdsText, searchQueryOf } from './search-query';

describe('audit search query', () => {
  it('sends the route filters of a ggh search with the security projects as security_project[]', () => {
    const query = searchQueryOf(SEARCH_SCREENS.ggh, {
      audit_code: ' GGH-2026 ', started_at: '2026-03-01', ended_at: '2026-03-31', security_projects: '4,9,4', title_id: '12',
      rating_id: '2', extra_rating: '3', supervisor_id: '77', report_status_id: '1', flight_code_id: '5',
    });
    expect(query).toEqual({
      audit_code: 'GGH-2026', started_at: '2026-03-01', ended_at: '2026-03-31', security_project: [4, 9], title_id: 12,
      rating_id: 2, extra_rating: 3, supervisor_id: 77, report_status_id: 1,
    });
  });

  it('gives uog its flight code and no audit code or report status', () => {
    const query = searchQueryOf(SEARCH_SCREENS.uog, { flight_code_id: '5', audit_code: 'X', report_status_id: '1', security_projects: '3' });
    expect(query).toEqual({ flight_code_id: 5, security_project: [3] });
  });

  it('leaves out half-typed dates and ids that are not ids, so a hand-edited URL still searches', () => {
    expect(searchQueryOf(SEARCH_SCREENS.k9, { started_at: '01/03/2026', title_id: 'abc', supervisor_id: '0', security_projects: 'x,,' })).toEqual({});
  });

  it('reads and writes the security_projects route value', () => {
    expect(projectIdsOf('3, 7,3,-1,a')).toEqual([3, 7]);
    expect(projectIdsOf(undefined)).toEqual([]);
    expect(projectIdsText([3, 7])).toBe('3,7');
    expect(projectIdsText([])).toBeUndefined();
  });
});
