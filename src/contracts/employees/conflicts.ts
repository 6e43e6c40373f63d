/**
 * Report and absenteeism records may not overlap (spec 1 §4 "Reward/penalty conflict handling").
 * A record's kind comes from its type's performance_type.type: 're' report, 'd' absenteeism;
 * rewards and penalties never conflict. Days are inclusive 'yyyy-mm-dd' ranges (an absenteeism
 * record, or a report without a finish date, covers its event day only).
 *
 * - A report over exactly one absenteeism record (and nothing else): allowed once the user confirms
 *   that the absence is deleted ('replace').
 * - A report over several absences, or over another report: refused.
 * - An absenteeism record over any report or absence: refused ("colliding absenteeism date").
 */
export const PERFORMANCE_KINDS = { report: 're', absenteeism: 'd' } as const;
export type PerformanceKind = (typeof PERFORMANCE_KINDS)[keyof typeof PERFORMANCE_KINDS];

export type ConflictStatus = 'none' | 'replace' | 'refused';

export interface DayRange {
  id?: number;
  kind: PerformanceKind | null;
  event_at: string;
  report_finish_date?: string | null;
}

export const CONFLICT_MESSAGES = {
  replace: 'Bu tarihlerde bir devamsızlık kaydı var. Rapor kaydedilirse devamsızlık kaydı silinecektir. Emin misiniz?',
  reportOverMany: 'Bu tarihlerde birden fazla devamsızlık kaydı olduğu için rapor eklenemez.',
  reportOverReport: 'Bu tarihlerde başka bir rapor kaydı mevcut.',
  absenceCollides: 'Bu tarihte zaten bir devamsızlık veya rapor kaydı mevcut.',
  missingField: (field: string) => `İşlem sırasında istenen alan eksik: ${field}`,
} as const;

const endOf = (r: DayRange) => (r.kind === 're' && r.report_finish_date ? r.report_finish_date : r.event_at);
const overlaps = (a: DayRange, b: DayRange) => a.event_at <= endOf(b) && b.event_at <= endOf(a);

export interface ConflictResult<T extends DayRange> {
  status: ConflictStatus;
  /** The message for the user (the question for 'replace'), null when there is no conflict. */
  message: string | null;
  records: T[];
}

/** The conflict of `candidate` with the employee's other records (the record being edited excluded by id). */
export function checkConflict<T extends DayRange>(candidate: DayRange, others: readonly T[]): ConflictResult<T> {
  if (!candidate.kind) return { status: 'none', message: null, records: [] };
  const records = others.filter((o) => o.kind && o.id !== candidate.id && overlaps(candidate, o));
  if (!records.length) return { status: 'none', message: null, records };
  if (candidate.kind === 'd') return { status: 'refused', message: CONFLICT_MESSAGES.absenceCollides, records };
  if (records.some((r) => r.kind === 're')) return { status: 'refused', message: CONFLICT_MESSAGES.reportOverReport, records };
  if (records.length > 1) return { status: 'refused', message: CONFLICT_MESSAGES.reportOverMany, records };
  return { status: 'replace', message: CONFLICT_MESSAGES.replace, records };
}

/** The answer's grouping (conflict_records_grouped): records by kind. */
export function groupConflicts<T extends DayRange>(records: readonly T[]): Record<string, T[]> {
  const grouped: Record<string, T[]> = {};
  for (const r of records) (grouped[r.kind ?? 'other'] ??= []).push(r);
  return grouped;
}

/** Spec 1 §8: a conflict answer must hold these fields; the client names the first one missing. */
export const CONFLICT_FIELDS = [
  'conflict_status', 'conflict_records', 'conflict_records_count', 'conflict_records_grouped', 'conflict_records_grouped_count',
] as const;

export function missingConflictField(answer: Record<string, unknown>): string | null {
  return CONFLICT_FIELDS.find((f) => !(f in answer) || answer[f] === undefined) ?? null;
}
