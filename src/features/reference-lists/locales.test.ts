import { describe, expect, it } from 'vitest';
import { REFERENCE_LIST_KEYS } from '@/contracts/reference-lists';
import { keysOf } from '@/lib/i18n/locale-check.test-support';
import tr from '../../../locales/tr/reference-lists.json';
import { routes } from './routes';
import { REFERENCE_SCREENS } from './screens';

const knownPaths = new Set(routes.map((r) => r.path));

describe('reference list screens', () => {
  it('have a title and a field label for every list', () => {
    const known = new Set(keysOf(tr));
    for (const list of REFERENCE_LIST_KEYS) {
      expect(known.has(`lists.${list}.title`)).toBe(true);
      expect(known.has(`lists.${list}.field`)).toBe(true);
    }
  });

  it('answer every route of the spec for titles, flight codes, drill codes and the detection lists', () => {
    for (const list of REFERENCE_LIST_KEYS) {
      const screens = REFERENCE_SCREENS[list];
      if (screens.routes) {
        const { list: listRoute, edit, detail } = screens.routes;
        for (const path of [listRoute, screens.store, edit, ...(detail ? [detail] : [])]) expect(knownPaths.has(path)).toBe(true);
        continue;
      }
      if (screens.crud) {
        const base = screens.store.replace(/\/create$/, '');
        for (const path of [`${base}/list/:page`, `${base}/create`, `${base}/:id/edit`]) expect(knownPaths.has(path)).toBe(true);
        continue;
      }
      expect(knownPaths.has(screens.list)).toBe(true);
      expect(knownPaths.has(`${screens.store}/:${screens.idParam}`)).toBe(true);
    }
    for (const path of ['/ggh/title/list', '/k9/title/store/:titleId', '/uog/flight-code/store/:flightCodeId', '/drill-code/store', '/prohibited-substance']) {
      expect(knownPaths.has(path)).toBe(true);
    }
  });
});
