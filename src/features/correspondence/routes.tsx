import { lazy } from 'react';
import type { AppRoute } from '@/lib/routing';

const types = { permission: 'view-correspondence-types' } as const;
const box = lazy(() => import('./pages/box-page'));
const store = lazy(() => import('./pages/store-page'));
const typeStore = lazy(() => import('./pages/type-store-page'));
const detail = (name: 'InboxDetail' | 'OutboxDetail' | 'DraftDetail' | 'ApprovalDetail') =>
  lazy(() => import('./pages/detail-page').then((m) => ({ default: m[name] })));

/** Correspondence (spec 3 §2): routes exactly as screens.tsv; the approval list is /correspondence/list/approval. */
export const routes: AppRoute[] = [
  { path: '/correspondence-management/list/:page', component: lazy(() => import('./pages/management-page')), access: { permission: 'manage-correspondences' } },
  { path: '/correspondence-type/list/:page', component: lazy(() => import('./pages/types-page')), access: types },
  { path: '/correspondence-type/create', component: typeStore, access: types },
  { path: '/correspondence-type/:id/edit', component: typeStore, access: types },
  { path: '/correspondence/list/:type', component: box, access: 'signed-in', accountMenu: 'correspondence', menuPath: '/correspondence/list/inbox' },
  { path: '/correspondence/create', component: store, access: 'signed-in' },
  { path: '/correspondence/edit/:id', component: store, access: 'signed-in' },
  { path: '/correspondence-approve/detail/:id', component: detail('ApprovalDetail'), access: { permission: 'approve-correspondences' } },
  { path: '/correspondence-inbox/detail/:id', component: detail('InboxDetail'), access: 'signed-in' },
  { path: '/correspondence-outbox/detail/:id', component: detail('OutboxDetail'), access: 'signed-in' },
  { path: '/correspondence-draft/detail/:id', component: detail('DraftDetail'), access: 'signed-in' },
  { path: '/personal-group', component: lazy(() => import('./pages/personal-groups-page')), access: 'signed-in', accountMenu: 'personal-groups' },
];
