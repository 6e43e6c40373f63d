import { lazy } from 'react';
import type { AppRoute } from '@/lib/routing';

/** The shift list (spec 2 §2 "Shift lists"). */
export const routes: AppRoute[] = [
  { path: '/shift/list', component: lazy(() => import('./pages/shift-list-page')), access: { permission: 'view-shift' } },
];
