import { lazy } from 'react';
import type { AppRoute } from '@/lib/routing';

/** Warnings of psychoactive-substance projects (spec 2 §2 "Warnings"). */
export const routes: AppRoute[] = [
  { path: '/warning/list', component: lazy(() => import('./pages/warning-list-page')), access: { permission: 'view-psychoactive-substance-submission' } },
];
