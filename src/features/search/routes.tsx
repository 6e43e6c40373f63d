import { lazy } from 'react';
import type { AppRoute } from '@/lib/routing';

/** The shell's search (spec 1 §2 "available from the shell"); not a spec route: docs/decisions.md. */
export const routes: AppRoute[] = [{ path: '/search', component: lazy(() => import('./pages/search-page')), access: 'signed-in' }];
