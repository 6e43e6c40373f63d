import { lazy } from 'react';
import type { AppRoute } from '@/lib/routing';

const access = { permission: 'view-security-projects' } as const;
const edit = lazy(() => import('./pages/project-edit-page'));

export const routes: AppRoute[] = [
  { path: '/security-projects', component: lazy(() => import('./pages/security-projects-page')), access },
  { path: '/project-edit', component: edit, access },
  { path: '/project-edit/:id', component: edit, access },
  { path: '/project-users-edit/:id', component: lazy(() => import('./pages/project-users-page')), access },
];
