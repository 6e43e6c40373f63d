import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BUILT_AREAS } from '../../tests/spec/built-areas';
import { appRoutes } from './routes';

/** Single routes of areas not built in full. */
const BUILT_ROUTES = ['/dashboard'];
/** Areas built in part: only their routes matching the pattern are checked (docs/decisions lists the rest). */
const BUILT_PARTS: Record<string, RegExp> = {};

const specFile = fileURLToPath(new URL('../../tests/spec/screens.tsv', import.meta.url));

describe('spec screens', () => {
  it.runIf(BUILT_AREAS.length > 0)('every route of the built areas of screens.tsv has a screen', () => {
    const rows = readFileSync(specFile, 'utf8').trim().split('\n').slice(1).map((line) => line.split('\t'));
    const routes = rows.filter(([, area, route]) => route && (BUILT_AREAS.includes(area!) || BUILT_ROUTES.includes(route) || BUILT_PARTS[area!]?.test(route))).map(([, , route]) => route!);
    expect(routes.length).toBeGreaterThan(60);
    // A spec route names its parameters '{name}'; fill them with a sample value.
    const sample = (route: string) => route.replace(/\{[^}]+\}/g, '7');
    const missing = routes.filter((route) => !appRoutes.some((r) => matchPath(r.path, sample(route)) !== null));
    expect(missing).toEqual([]);
  });
});

describe('menu', () => {
  it('every account-menu entry goes to a concrete address, never a route pattern', () => {
    const targets = appRoutes.filter((r) => r.accountMenu).map((r) => r.menuPath ?? r.path);
    expect(targets.filter((to) => to.includes(':'))).toEqual([]);
    for (const to of targets) expect(appRoutes.some((r) => matchPath(r.path, to) !== null), to).toBe(true);
  });
});
