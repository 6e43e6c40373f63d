import { lazy } from 'react';
import type { AppRoute } from '@/lib/routing';

/** Cases and tasks (spec 3 §3): every signed-in user works on their own cases; the SQL decides which. */
const access = 'signed-in' as const;
const list = lazy(() => import('./pages/case-list-page'));

export const routes: AppRoute[] = [
  { path: '/task', component: lazy(() => import('./pages/task-page')), access, accountMenu: 'task' },
  { path: '/case', component: lazy(() => import('./pages/start-case-page')), access, accountMenu: 'case' },
  { path: '/inbox', component: list, access },
  { path: '/draft', component: list, access },
  { path: '/participated', component: list, access },
  { path: '/unassigned', component: list, access },
  { path: '/case/create/:prj_uid/:act_uid', component: lazy(() => import('./pages/create-case-page')), access },
  { path: '/case/detail/:id', component: lazy(() => import('./pages/case-detail-page')), access },
  { path: '/case/information/:id', component: lazy(() => import('./pages/case-information-page')), access },
  { path: '/case/interrupted', component: lazy(() => import('./pages/interrupted-cases-page')), access: { permission: 'manage-process-cases' } },
];
