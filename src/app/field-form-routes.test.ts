import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fieldFormPages, fieldFormPreload } from '../../tools/field-forms';
import { auditRoutePatterns } from '@/features/audits/screens';
import { appRoutes, preloadScreenAt } from './routes';

/**
 * Issue 16: offline, a field form opened cold waited for its chunk, then for each level of its
 * imports, then for its strings, one after another. Its route now loads chunk and strings together
 * (screenWithStrings), the tab starts it before the first render, and the build preloads the chunk's
 * imports in one wave (vite.config.ts). npm run bench:offline-cold-start measures it.
 */
const FIELD_FORMS: Record<string, string[]> = {
  'src/features/drills/pages/drill-store-page.tsx': ['/drill/store'],
  'src/features/detections/pages/detection-store-page.tsx': ['/prohibited-form/store', '/suspicious-form/store', '/imposter-document-detection/store'],
  'src/features/audits/pages/audit-store-page.tsx': (['ggh', 'k9', 'uog'] as const).map((f) => auditRoutePatterns(f).create),
  'src/features/audits/pages/finding-store-page.tsx': (['ggh', 'k9', 'uog'] as const).map((f) => auditRoutePatterns(f).findingCreate),
  'src/features/audits/pages/project-store-page.tsx': (['ggh', 'k9'] as const).map((f) => auditRoutePatterns(f).projectCreate),
  'src/features/demands/pages/demand-request-store-page.tsx': ['/demand-request/store'],
  'src/features/work-schedule-demands/pages/demand-create-page.tsx': ['/work-schedule-demand/create'],
};

describe('field forms open offline without a chain of waits', () => {
  it('the build finds the field forms (pages that start a new record on entry)', () => {
    const names = Object.keys(FIELD_FORMS).map((f) => f.split('/').pop()!.replace(/\.tsx$/, ''));
    expect(fieldFormPages('src/features')).toEqual([...names].sort());
  });

  it("every field form's route can be preloaded, chunk and strings together", () => {
    for (const paths of Object.values(FIELD_FORMS)) {
      for (const path of paths) {
        const route = appRoutes.find((r) => r.path === path);
        expect(route, path).toBeDefined();
        expect('preload' in route!.component, path).toBe(true);
      }
    }
  });

  it('each route names the namespaces its page asks for', () => {
    for (const page of Object.keys(FIELD_FORMS)) {
      const asked = /useTranslation\((\[[^\]]*\])\)/.exec(readFileSync(page, 'utf8'))?.[1];
      expect(asked, page).toBeDefined();
      const routes = readFileSync(page.replace(/pages\/[^/]+$/, 'routes.tsx'), 'utf8');
      expect(routes, page).toContain(`, ${asked})`);
    }
  });

  it('a route that cannot be preloaded starts nothing', () => {
    expect(preloadScreenAt('/drill/list')).toBeUndefined();
    expect(preloadScreenAt('/no-such-screen')).toBeUndefined();
  });
});

describe('module preload lists (vite.config.ts)', () => {
  const bundle = {
    'assets/index-1.js': { type: 'chunk' as const, imports: ['assets/react-1.js'] },
    'assets/react-1.js': { type: 'chunk' as const, imports: [] },
  };
  const { plugin, resolveDependencies } = fieldFormPreload(['drill-store-page']);
  const hook = plugin.generateBundle as { handler: (options: unknown, output: unknown) => void };
  hook.handler({}, bundle);

  it("a field form's chunk preloads its imports in one wave, less what the importer has and itself", () => {
    const deps = ['assets/drill-store-page-x.js', 'assets/react-1.js', 'assets/drill-form-2.js', 'assets/db-3.js'];
    expect(resolveDependencies('assets/drill-store-page-x.js', deps, { hostId: 'assets/index-1.js', hostType: 'js' })).toEqual(['assets/drill-form-2.js', 'assets/db-3.js']);
  });

  it('other lazy chunks get no list; index.html preloads all of the entry', () => {
    expect(resolveDependencies('assets/drill-list-page-y.js', ['assets/a.js'], { hostId: 'assets/index-1.js', hostType: 'js' })).toEqual([]);
    expect(resolveDependencies('assets/index-1.js', ['assets/react-1.js'], { hostId: 'index.html', hostType: 'html' })).toEqual(['assets/react-1.js']);
  });
});
