import { lazy } from 'react';
import type { AppRoute } from '@/lib/routing';

const access = { anyOf: ['create-leave-types', 'view-approved-leaves', 'view-department-leave-requests'] } as const;

export const routes: AppRoute[] = [
  { path: '/leave-year/list', component: lazy(() => import('./pages/leave-year-list-page')), access },
  { path: '/leave-year/:year/management', component: lazy(() => import('./pages/leave-year-management-page')), access },
];
