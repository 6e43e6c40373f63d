import { lazy } from 'react';
import type { AppRoute } from '@/lib/routing';

export const routes: AppRoute[] = [{ path: '/dashboard', component: lazy(() => import('./pages/dashboard-page')), access: 'signed-in' }];
