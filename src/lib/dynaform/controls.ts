import { DISPLAY_CONTROLS, KNOWN_CONTROLS, variableOf, type DynaformControl, type DynaformRow } from '@/contracts/cases/dynaform';

/**
 * What each ProcessMaker control becomes on screen. Pure, so the mapping is unit-tested without a
 * DOM. Anything not in the list is shown read-only: a form can never make the client run its
 * `script`, `sql` or event properties — they are not read at all.
 */
export type ControlKind =
  | 'text' | 'number' | 'textarea' | 'select' | 'checkbox' | 'checkgroup' | 'radio' | 'date' | 'datetime' | 'suggest'
  | 'hidden' | 'title' | 'subtitle' | 'label' | 'link' | 'file' | 'grid' | 'submit' | 'readonly';

export function controlKind(c: DynaformControl): ControlKind {
  if (!(KNOWN_CONTROLS as readonly string[]).includes(c.type)) return 'readonly';
  switch (c.type) {
    case 'text': return c.dataType === 'integer' || c.dataType === 'float' ? 'number' : 'text';
    case 'dropdown': return 'select';
    case 'datetime': return /[Hh]/.test(c.format ?? '') ? 'datetime' : 'date';
    default: return c.type as ControlKind;
  }
}

/** Columns of the 12-column grid a control spans (1–12; 12 when missing or out of range). */
export const spanOf = (c: DynaformControl) => {
  const n = Math.round(Number(c.colSpan));
  return Number.isFinite(n) && n >= 1 && n <= 12 ? n : 12;
};

/** Read-only when the form says so, the whole form is, or the control is unknown. */
export const isReadOnly = (c: DynaformControl, formReadOnly: boolean) =>
  formReadOnly || c.mode === 'view' || c.mode === 'disabled' || controlKind(c) === 'readonly';

/** Only http(s) and relative links are followed; `javascript:` and the like are shown as text. */
export const safeHref = (href: unknown) => (typeof href === 'string' && /^(https?:\/\/|\/)/i.test(href) ? href : undefined);

/** The empty value of a control, so a new grid row or a fresh form starts blank. */
export function emptyValue(c: DynaformControl): unknown {
  switch (controlKind(c)) {
    case 'checkbox': return false;
    case 'checkgroup': case 'grid': return [];
    default: return '';
  }
}

/** Variables a form writes (display controls and unknown types excluded). */
export const formVariables = (rows: DynaformRow[]) =>
  rows.flat().filter((c) => !DISPLAY_CONTROLS.includes(c.type) && controlKind(c) !== 'readonly' && variableOf(c)).map(variableOf);

/** A text shown for a value read-only (option labels for choices). */
export function displayValue(c: DynaformControl, v: unknown): string {
  if (v === undefined || v === null || v === '') return '—';
  const label = (x: unknown) => c.options?.find((o) => String(o.value) === String(x))?.label ?? String(x);
  if (Array.isArray(v)) return v.map((x) => (typeof x === 'object' ? JSON.stringify(x) : label(x))).join(', ');
  if (typeof v === 'boolean') return v ? '✓' : '✗';
  if (typeof v === 'object') return JSON.stringify(v);
  if (controlKind(c) === 'date' || controlKind(c) === 'datetime') {
    const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}:\d{2}))?/.exec(String(v));
    if (m) return `${m[3]}/${m[2]}/${m[1]}${m[4] ? ` ${m[4]}` : ''}`;
  }
  return label(v);
}
