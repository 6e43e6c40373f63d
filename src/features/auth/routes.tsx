import { lazy } from 'react';
import type { AppRoute } from '@/lib/routing';

export const routes: AppRoute[] = [
  { path: '/login', component: lazy(() => import('./pages/login-page')), access: 'public' },
  { path: '/auth-code', component: lazy(() => import('./pages/auth-code-page')), access: 'public' },
  { path: '/settings/:tab', component: lazy(() => import('./pages/settings-page')), access: 'signed-in' },
];
