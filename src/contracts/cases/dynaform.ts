import { z } from 'zod';

/**
 * ProcessMaker 3 dynaform JSON (spec 3 §4 Dynaform: dyn_title, dyn_content — rows of fields, the
 * last row holds the submit button). dyn_content is `{ items: [{ type: 'form', items: rows }] }`;
 * a row is an array of controls laid on a 12-column grid by `colSpan`.
 * Only data is read from a form: `script`, `sql` and event handlers are never run (docs/decisions/cases.md).
 */
export const KNOWN_CONTROLS = [
  'text', 'textarea', 'dropdown', 'checkbox', 'checkgroup', 'radio', 'datetime', 'suggest', 'hidden',
  'title', 'subtitle', 'label', 'link', 'file', 'grid', 'submit',
] as const;
export type KnownControl = (typeof KNOWN_CONTROLS)[number];
/** Controls that carry no value. */
export const DISPLAY_CONTROLS: readonly string[] = ['title', 'subtitle', 'label', 'link', 'submit'];

export interface DynaformOption { value: string; label: string }
export interface DynaformControl {
  type: string;
  id?: string;
  /** The case variable the control writes (PM3 `var_name`, falling back to `name`/`id`). */
  var_name?: string;
  name?: string;
  label?: string;
  required?: boolean;
  colSpan?: number;
  options?: DynaformOption[];
  /** PM3 data type of the variable: string, integer, float, boolean, datetime, array, grid. */
  dataType?: string;
  placeholder?: string;
  maxLength?: number;
  href?: string;
  /** datetime: 'YYYY-MM-DD' shows a date only; with time parts a date and time. */
  format?: string;
  /** grid: the columns (each a control). */
  columns?: DynaformControl[];
  mode?: 'edit' | 'view' | 'disabled' | 'parent';
  [extra: string]: unknown;
}
export type DynaformRow = DynaformControl[];
export interface DynaformContent { name?: string; items: { type: 'form'; items: DynaformRow[]; variables?: unknown[] }[] }

export const dynaform = z.object({
  dyn_uid: z.string(),
  dyn_title: z.string(),
  dyn_description: z.string().nullable().optional(),
  dyn_content: z.custom<DynaformContent>((v) => typeof v === 'object' && v !== null),
});
export type Dynaform = z.infer<typeof dynaform>;

export const variableOf = (c: DynaformControl) => c.var_name || c.name || c.id || '';

/** Rows of the first form of a dynaform (PM3 may send dyn_content as a JSON string). */
export function formRows(content: DynaformContent | string | null | undefined): DynaformRow[] {
  const parsed: DynaformContent | null = typeof content === 'string' ? safeJson(content) : (content ?? null);
  const form = parsed?.items?.find((i) => i?.type === 'form') ?? parsed?.items?.[0];
  return Array.isArray(form?.items) ? form.items.filter(Array.isArray) : [];
}
function safeJson(s: string): DynaformContent | null {
  try { return JSON.parse(s) as DynaformContent; } catch { return null; }
}

/** Value controls of a form, grids included (their columns are checked per row). */
export const valueControls = (rows: DynaformRow[]) =>
  rows.flat().filter((c) => (KNOWN_CONTROLS as readonly string[]).includes(c.type) && !DISPLAY_CONTROLS.includes(c.type) && variableOf(c));

export const DYNAFORM_MESSAGES = {
  required: (label: string) => `${label} alanı gereklidir.`,
  type: (label: string) => `${label} alanının değeri geçersiz.`,
  option: (label: string) => `${label} için listede olmayan bir değer seçildi.`,
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/;
const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** One control's value against its own type; returns a message or null. */
function checkValue(c: DynaformControl, v: unknown): string | null {
  const label = c.label || variableOf(c);
  if (empty(v)) return c.required ? DYNAFORM_MESSAGES.required(label) : null;
  const options = (c.options ?? []).map((o) => String(o.value));
  switch (c.type) {
    case 'text': case 'textarea': case 'hidden': case 'suggest':
      if (c.dataType === 'integer') return /^-?\d+$/.test(String(v)) ? null : DYNAFORM_MESSAGES.type(label);
      if (c.dataType === 'float') return Number.isFinite(Number(v)) && String(v).trim() !== '' ? null : DYNAFORM_MESSAGES.type(label);
      if (typeof v !== 'string' && typeof v !== 'number') return DYNAFORM_MESSAGES.type(label);
      if (String(v).length > (c.maxLength ?? 4000)) return DYNAFORM_MESSAGES.type(label);
      return null;
    case 'dropdown': case 'radio':
      return options.length && !options.includes(String(v)) ? DYNAFORM_MESSAGES.option(label) : null;
    case 'checkbox':
      return typeof v === 'boolean' || v === '1' || v === '0' ? null : DYNAFORM_MESSAGES.type(label);
    case 'checkgroup':
      if (!Array.isArray(v)) return DYNAFORM_MESSAGES.type(label);
      return options.length && v.some((x) => !options.includes(String(x))) ? DYNAFORM_MESSAGES.option(label) : null;
    case 'datetime':
      return typeof v === 'string' && (DATE.test(v) || DATE_TIME.test(v)) && !Number.isNaN(Date.parse(v.replace(' ', 'T'))) ? null : DYNAFORM_MESSAGES.type(label);
    case 'file':
      return typeof v === 'string' || (Array.isArray(v) && v.every((x) => typeof x === 'string')) ? null : DYNAFORM_MESSAGES.type(label);
    case 'grid': {
      if (!Array.isArray(v)) return DYNAFORM_MESSAGES.type(label);
      for (const row of v) {
        if (typeof row !== 'object' || row === null) return DYNAFORM_MESSAGES.type(label);
        for (const col of c.columns ?? []) {
          const m = checkValue(col, (row as Record<string, unknown>)[variableOf(col)]);
          if (m) return m;
        }
      }
      return null;
    }
    default:
      return null;
  }
}

/**
 * Validates a submission against the form's own required fields and types. Variables the form
 * does not declare are dropped (a form cannot be used to overwrite other case variables).
 */
export function validateSubmission(rows: DynaformRow[], values: Record<string, unknown>) {
  const errors: Record<string, string[]> = {};
  const clean: Record<string, unknown> = {};
  for (const c of valueControls(rows)) {
    if (c.mode === 'view' || c.mode === 'disabled') continue;
    const name = variableOf(c);
    const message = checkValue(c, values[name]);
    if (message) errors[name] = [message];
    else if (values[name] !== undefined) clean[name] = values[name];
  }
  return { errors, values: clean, ok: Object.keys(errors).length === 0 };
}
