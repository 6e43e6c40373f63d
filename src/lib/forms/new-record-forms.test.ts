import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 17 §4: a create form that saves into the outbox must start empty on every entry and after
 * every save (Ionic keeps a left page mounted). The demand form is proven in the browser
 * (tests/e2e/new-record-forms.spec.ts); this reads the sources so that every other offline create
 * form — today audits, projects, findings, drills, detections, work-schedule requests — keeps the
 * same two steps, and a new one cannot be added without them.
 */
const pages = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? pages(join(dir, e.name)) : /-(store|create)-page\.tsx$/.test(e.name) ? [join(dir, e.name)] : []));
/** A page that saves a new record through the outbox: its feature's offline save, or the audits' useSaveRecord. */
const offlineCreate = pages('src/features').filter((f) => /from '\.\.\/offline\/save[\w-]*'|\buseSaveRecord\(/.test(readFileSync(f, 'utf8')));

describe('offline create forms start empty', () => {
  it('the forms found are the ones the issue names', () => {
    expect(offlineCreate.map((f) => f.split('/').at(-1)).sort()).toEqual([
      'audit-store-page.tsx', 'demand-create-page.tsx', 'demand-request-store-page.tsx', 'detection-store-page.tsx',
      'drill-store-page.tsx', 'finding-store-page.tsx', 'project-store-page.tsx',
    ]);
  });

  it.each(offlineCreate)('%s keys its form by useNewRecordKey and starts another record after a save', (file) => {
    const source = readFileSync(file, 'utf8');
    const hook = /const \[(\w+), (\w+)\] = useNewRecordKey\(\);/.exec(source);
    expect(hook, 'useNewRecordKey()').not.toBeNull();
    const [, key, renew] = hook!;
    expect(source, `a form keyed by ${key}`).toMatch(new RegExp(`key=\\{[^}]*\\b${key}\\b`));
    expect(source, `${renew}() after a save`).toMatch(new RegExp(`\\b${renew}\\(\\)`));
  });
});
