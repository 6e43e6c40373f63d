/** 'yyyy-mm-dd HH:mm' → 'dd/mm/yyyy HH:mm' (spec 1 §5 date display); anything else as it is. */
export function formatDateTime(value: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}:\d{2}))?/.exec(value ?? '');
  if (!m) return value ?? '';
  return `${m[3]}/${m[2]}/${m[1]}${m[4] ? ` ${m[4]}` : ''}`;
}
