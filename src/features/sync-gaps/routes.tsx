import { lazy } from 'react';
import type { AppRoute } from '@/lib/routing';

/** Administrators' report of outbox items that never reached the server (docs/offline.md §3). */
export const routes: AppRoute[] = [
  { path: '/sync-gaps', component: lazy(() => import('./pages/sync-gaps-page')), access: { permission: 'view-users' } },
];
