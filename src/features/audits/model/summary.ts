import type { TFunction } from 'i18next';
import type { AuditFamily } from '@/contracts/audits/families';

export interface SummaryParts {
  family: AuditFamily;
  /** The audit's code; empty for an audit not yet numbered by the server. */
  code?: string | null | undefined;
  /** The security project's name (ggh, k9 projects and their findings). */
  project?: string | null | undefined;
  /** The finding's title or rating. */
  title?: string | null | undefined;
}

/**
 * What the Outbox screen names a queued audit record by, in the words a person uses
 * ('Bulgu — GGH-2026-00010 / Proje 2'), never a request path or a uuid (issue 9).
 */
export function recordSummary(t: TFunction, entity: 'audit' | 'project' | 'finding', op: 'save' | 'delete', parts: SummaryParts): string {
  const code = parts.code?.trim() || t('audits:outbox.newAudit', { family: parts.family.toUpperCase() });
  const where = [code, parts.project?.trim(), parts.title?.trim().slice(0, 60)].filter(Boolean).join(' / ');
  return t(`audits:outbox.${entity}${op === 'delete' ? 'Delete' : ''}`, { family: parts.family.toUpperCase(), where });
}
