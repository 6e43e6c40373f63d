import { describe, expect, it } from 'vitest';
import type { AuditItem } from '@/contracts/audits/schemas';
import { auditFlags, formatAuditDateTime, formatAuditPeriod, supervisorNameIn } from './format';

describe('audit search formatting', () => {
  it('shows audit times in Turkish order and shortens a same-day period', () => {
    expect(formatAuditDateTime('2026-03-05 08:30')).toBe('05/03/2026 08:30');
    expect(formatAuditPeriod({ started_at: '2026-03-05 08:30', ended_at: '2026-03-05 17:00' })).toEqual(['05/03/2026 08:30', '– 17:00']);
    expect(formatAuditPeriod({ started_at: '2026-03-05 00:00', ended_at: '2026-03-06 00:00' })).toEqual(['05/03/2026 00:00', '– 06/03/2026 00:00']);
  });

  it('shows the one state the audit list shows (issue 9), a draft otherwise', () => {
    const none = { is_submitted: false, is_reviewed: false, is_approved: false, is_rejected: false };
    expect(auditFlags(none)).toEqual(['draft']);
    expect(auditFlags({ ...none, is_submitted: true })).toEqual(['pending']);
    expect(auditFlags({ ...none, is_submitted: true, is_approved: true })).toEqual(['approved']);
    expect(auditFlags({ ...none, is_rejected: true })).toEqual(['rejected']);
  });

  it('finds the filtered supervisor among the primary and optional supervisors of the results', () => {
    const row = (primary: number, optional: number | null) =>
      ({
        primary_supervisor: { id: primary, user_id: null, full_name: `P${primary}` },
        optional_supervisor: optional === null ? null : { id: optional, user_id: null, full_name: `O${optional}` },
      }) as AuditItem;
    const rows = [row(1, null), row(2, 5)];
    expect(supervisorNameIn(rows, '5')).toBe('O5');
    expect(supervisorNameIn(rows, '2')).toBe('P2');
    expect(supervisorNameIn(rows, '9')).toBeUndefined();
    expect(supervisorNameIn(rows, undefined)).toBeUndefined();
  });
});
