import { lazy } from 'react';
import type { AppRoute } from '@/lib/routing';

export const routes: AppRoute[] = [
  { path: '/login', component: lazy(() => import('./pages/login-page')), access: 'public' },
  { path: '/auth-code', component: lazy(() => import('./pages/auth-code-page')), access: 'public' },
  { path: '/settings/:tab', component: lazy(() => import('./pages/settings-page')), access: 'signed-in' },
  // The login switch (spec 1 §1/§6): the menu offers it only where loginSwitchAllowed (staging, development; a super role).
  { path: '/login-switch', component: lazy(() => import('./pages/login-switch-page')), access: 'signed-in', accountMenu: 'login-switch' },
];
