import { lazy } from 'react';
import type { AppRoute } from '@/lib/routing';

export const routes: AppRoute[] = [
  { path: '/help', component: lazy(() => import('./pages/help-page')), access: 'signed-in' },
  { path: '/service-maintenance-mode', component: lazy(() => import('./pages/maintenance-page')), access: 'public' },
];
