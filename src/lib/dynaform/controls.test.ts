import { describe, expect, it } from 'vitest';
import { formRows, validateSubmission } from '@/contracts/cases/dynaform';
import { controlKind, displayValue, emptyValue, formVariables, isReadOnly, safeHref, spanOf } from './controls';

describe('dynaform control mapping', () => {
  it('maps every ProcessMaker control to its kind; unknown types are read-only', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'text' }, 'text'], [{ type: 'text', dataType: 'integer' }, 'number'], [{ type: 'text', dataType: 'float' }, 'number'],
      [{ type: 'textarea' }, 'textarea'], [{ type: 'dropdown' }, 'select'], [{ type: 'checkbox' }, 'checkbox'],
      [{ type: 'checkgroup' }, 'checkgroup'], [{ type: 'radio' }, 'radio'], [{ type: 'datetime', format: 'YYYY-MM-DD' }, 'date'],
      [{ type: 'datetime', format: 'YYYY-MM-DD HH:mm' }, 'datetime'], [{ type: 'suggest' }, 'suggest'], [{ type: 'hidden' }, 'hidden'],
      [{ type: 'title' }, 'title'], [{ type: 'subtitle' }, 'subtitle'], [{ type: 'label' }, 'label'], [{ type: 'link' }, 'link'],
      [{ type: 'file' }, 'file'], [{ type: 'grid' }, 'grid'], [{ type: 'submit' }, 'submit'],
      [{ type: 'javascript' }, 'readonly'], [{ type: 'image' }, 'readonly'], [{ type: 'panel' }, 'readonly'],
    ];
    for (const [c, kind] of cases) expect(controlKind(c as never), JSON.stringify(c)).toBe(kind);
    expect(isReadOnly({ type: 'javascript' }, false)).toBe(true);
    expect(isReadOnly({ type: 'text', mode: 'view' }, false)).toBe(true);
    expect(isReadOnly({ type: 'text' }, true)).toBe(true);
    expect(isReadOnly({ type: 'text', mode: 'edit' }, false)).toBe(false);
  });

  it('lays controls on 12 columns', () => {
    expect([spanOf({ type: 'text', colSpan: 6 }), spanOf({ type: 'text' }), spanOf({ type: 'text', colSpan: 0 }), spanOf({ type: 'text', colSpan: 13 })]).toEqual([6, 12, 12, 12]);
  });

  it('never follows a script link; reads choices back with their labels and dates as dd/mm/yyyy', () => {
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('https://apron.example/a')).toBe('https://apron.example/a');
    const dd = { type: 'dropdown', options: [{ value: 'radio', label: 'El Telsizi' }] };
    expect(displayValue(dd, 'radio')).toBe('El Telsizi');
    expect(displayValue({ type: 'datetime', format: 'YYYY-MM-DD HH:mm' }, '2026-11-20T08:30')).toBe('20/11/2026 08:30');
    expect(displayValue({ type: 'checkbox' }, true)).toBe('✓');
    expect([emptyValue({ type: 'grid' }), emptyValue({ type: 'checkbox' }), emptyValue({ type: 'text' })]).toEqual([[], false, '']);
  });

  it('reads a PM3 dyn_content string; a script property is data, never run, and not a variable', () => {
    const content = JSON.stringify({ items: [{ type: 'form', script: { code: 'throw 1' }, items: [
      [{ type: 'text', var_name: 'a', required: true, sql: 'select 1' }], [{ type: 'javascript', var_name: 'evil' }], [{ type: 'submit', id: 's' }],
    ] }] });
    const rows = formRows(content);
    expect(formVariables(rows)).toEqual(['a']);
    expect(validateSubmission(rows, { evil: 'x' })).toMatchObject({ ok: false, errors: { a: ['a alanı gereklidir.'] }, values: {} });
  });
});
