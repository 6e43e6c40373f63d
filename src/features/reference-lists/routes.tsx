import { lazy } from 'react';
import { REFERENCE_LISTS, REFERENCE_LIST_KEYS, type ReferenceListKey } from '@/contracts/reference-list-defs';
import type { Access } from '@/contracts/paths';
import type { AppRoute } from '@/lib/routing';
import { REFERENCE_SCREENS } from './screens';

const accessOf = (permissions: readonly string[]): Access => ({ anyOf: [...permissions] });

const listPage = (list: ReferenceListKey) =>
  lazy(() => import('./pages/reference-list-page').then((m) => ({ default: () => <m.default list={list} /> })));
const storePage = (list: ReferenceListKey) =>
  lazy(() => import('./pages/reference-store-page').then((m) => ({ default: () => <m.default list={list} /> })));
const detailPage = (list: ReferenceListKey) =>
  lazy(() => import('./pages/reference-detail-page').then((m) => ({ default: () => <m.default list={list} /> })));

/** Every reference list's list and store screens (spec 2 §2 titles, flight and drill codes; spec 3 §2 registers). */
export const routes: AppRoute[] = REFERENCE_LIST_KEYS.flatMap((list) => {
  const def = REFERENCE_LISTS[list];
  const screens = REFERENCE_SCREENS[list];
  const store = storePage(list);
  if (screens.routes) {
    const { list: listRoute, edit, detail } = screens.routes;
    return [
      { path: listRoute, component: listPage(list), access: accessOf(def.read) },
      { path: screens.store, component: store, access: accessOf(def.manage) },
      { path: edit, component: store, access: accessOf(def.manage) },
      ...(detail ? [{ path: detail, component: detailPage(list), access: accessOf(def.read) }] : []),
    ];
  }
  if (screens.crud) {
    const base = screens.store.replace(/\/create$/, '');
    return [
      { path: `${base}/list/:page`, component: listPage(list), access: accessOf(def.read) },
      { path: screens.store, component: store, access: accessOf(def.manage) },
      { path: `${base}/:id/edit`, component: store, access: accessOf(def.manage) },
    ];
  }
  return [
    { path: screens.list, component: listPage(list), access: accessOf(def.read) },
    { path: screens.store, component: store, access: accessOf(def.manage) },
    { path: `${screens.store}/:${screens.idParam}`, component: store, access: accessOf(def.manage) },
  ];
});
