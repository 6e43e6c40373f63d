import { auditState, type AuditState } from '@/contracts/audits/lock';
import type { AuditItem } from '@/contracts/audits/schemas';
import { displayDateTime } from '@/contracts/display-dates';

/** 'yyyy-mm-dd HH:mm' (an audit's start or end) as 'dd/mm/yyyy HH:mm', as the audit list shows it; anything else as it is. */
export const formatAuditDateTime = (value: string | null | undefined): string => displayDateTime(value) || (value ?? '');

/** An audit's period as two lines: the start, and the end (its time only when it is the start's day). */
export function formatAuditPeriod(audit: Pick<AuditItem, 'started_at' | 'ended_at'>): [string, string] {
  const start = formatAuditDateTime(audit.started_at);
  const end = formatAuditDateTime(audit.ended_at);
  const sameDay = audit.started_at.slice(0, 10) === audit.ended_at.slice(0, 10) && end.length > 10;
  return [start, end ? `– ${sameDay ? end.slice(11) : end}` : ''];
}

export type AuditFlag = AuditState;

/**
 * The audit's one workflow state (spec 2 §4), the same word as on the audit list (issue 9: the
 * same audit was 'Onay bekliyor' there and 'Onaya gönderildi' here).
 */
export function auditFlags(audit: Pick<AuditItem, 'is_submitted' | 'is_reviewed' | 'is_approved' | 'is_rejected'>): AuditFlag[] {
  return [auditState(audit)];
}

/** The name of the supervisor a search filters by, when a result names them. */
export function supervisorNameIn(rows: readonly AuditItem[], supervisorId: string | undefined): string | undefined {
  if (!supervisorId) return undefined;
  for (const row of rows) {
    for (const p of [row.primary_supervisor, row.optional_supervisor]) if (p && String(p.id) === supervisorId) return p.full_name;
  }
  return undefined;
}
