import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/ui.md: every screen is built from the kit — no screen builds its own table, date input or
 * page frame, and no date is written in the browser's locale. Read from the sources, so a new screen
 * that copies a private version fails here before anyone sees it.
 */
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []));
const features = files('src/features');
const offending = (pattern: RegExp, allowed: string[] = []) =>
  features.filter((f) => !allowed.includes(f) && pattern.test(readFileSync(f, 'utf8')));

describe('screens use the kit', () => {
  it('no own <table>: the one exception is the weekly shift grid, a calendar of people by days (docs/ui.md)', () => {
    expect(offending(/<table\b/, ['src/features/shifts/pages/shift-list-page.tsx'])).toEqual([]);
  });

  it("no native or Ionic date pickers: dates are typed dd/mm/yyyy in the kit's date input", () => {
    expect(offending(/\bIonDatetime\b|type=["'](date|datetime-local|time)["']/)).toEqual([]);
  });

  it("no date or time written in the browser's locale", () => {
    expect(offending(/\.toLocale(Date|Time)?String\(/)).toEqual([]);
  });

  it("every page frames itself with the kit's Page (the pre-shell sign-in screens excepted)", () => {
    const pages = features.filter((f) => /\/pages\/[^/]+\.tsx$/.test(f));
    const framed = (f: string) => {
      const text = readFileSync(f, 'utf8');
      // Through the kit directly, or through a feature's wrapper that is itself built on it.
      return /from '@\/lib\/ui\/page'/.test(text) || /<(OptionsList|OptionFormPage|Navigate)\b/.test(text);
    };
    const preShell = ['src/features/auth/pages/login-page.tsx', 'src/features/auth/pages/auth-code-page.tsx', 'src/features/help/pages/maintenance-page.tsx'];
    expect(pages.length).toBeGreaterThan(100);
    expect(pages.filter((f) => !preShell.includes(f) && !framed(f))).toEqual([]);
  });
});
