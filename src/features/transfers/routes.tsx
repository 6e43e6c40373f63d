import { lazy } from 'react';
import type { AppRoute } from '@/lib/routing';

const read = { anyOf: ['view-transfers', 'manage-transfers', 'manage-drivers'] } as const;

/** Transfers (spec 3 §2): routes exactly as screens.tsv. */
export const routes: AppRoute[] = [
  { path: '/driver/list', component: lazy(() => import('./pages/driver-list-page')), access: read },
  { path: '/driver/create', component: lazy(() => import('./pages/driver-edit-page')), access: { permission: 'manage-drivers' } },
  { path: '/driver/:id/edit', component: lazy(() => import('./pages/driver-edit-page')), access: { permission: 'manage-drivers' } },
  { path: '/driver-shift/list', component: lazy(() => import('./pages/shift-list-page')), access: read },
  { path: '/driver-shift/create', component: lazy(() => import('./pages/shift-create-page')), access: { permission: 'manage-drivers' } },
  { path: '/transfer/list', component: lazy(() => import('./pages/transfer-list-page')), access: read },
  { path: '/transfer/create', component: lazy(() => import('./pages/transfer-edit-page')), access: { permission: 'manage-transfers' } },
  { path: '/transfer/:id/edit', component: lazy(() => import('./pages/transfer-edit-page')), access: { permission: 'manage-transfers' } },
];
