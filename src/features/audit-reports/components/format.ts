import type { FindingItem } from '@/contracts/audits/schemas';
import { displayDateTime } from '@/contracts/display-dates';

/** 'yyyy-mm-dd HH:mm' → 'dd/mm/yyyy HH:mm' (spec 1 §5 date display); anything else as it is. */
export const formatWallClock = (value: string | null | undefined): string => displayDateTime(value) || (value ?? '');

export { displayDateTime as formatInstant } from '@/contracts/display-dates';

/** The personnel a finding names: chosen people, and/or the typed names (k9 keeps one or the other). */
export function personnelOf(finding: FindingItem): string {
  const named = finding.positions.map((p) => p.full_name).filter(Boolean);
  const typed = (finding.personal_text ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (finding.personel_storage_type === 'row') return typed.join(', ');
  if (finding.personel_storage_type === 'table') return named.join(', ');
  return [...named, ...typed].join(', ');
}
