import type { FindingItem } from '@/contracts/audits/schemas';

/** 'yyyy-mm-dd HH:mm' → 'dd/mm/yyyy HH:mm' (spec 1 §5 date display); anything else as it is. */
export function formatWallClock(value: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}:\d{2}))?/.exec(value ?? '');
  if (!m) return value ?? '';
  return `${m[3]}/${m[2]}/${m[1]}${m[4] ? ` ${m[4]}` : ''}`;
}

const instant = new Intl.DateTimeFormat('tr-TR', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** An instant in the device's time zone ('10.03.2026 11:00'). */
export const formatInstant = (iso: string | null | undefined) => (iso ? instant.format(new Date(iso)) : '');

/** The personnel a finding names: chosen people, and/or the typed names (k9 keeps one or the other). */
export function personnelOf(finding: FindingItem): string {
  const named = finding.positions.map((p) => p.full_name).filter(Boolean);
  const typed = (finding.personal_text ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (finding.personel_storage_type === 'row') return typed.join(', ');
  if (finding.personel_storage_type === 'table') return named.join(', ');
  return [...named, ...typed].join(', ');
}
