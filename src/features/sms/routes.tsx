import { lazy } from 'react';
import type { AppRoute } from '@/lib/routing';

const access = { permission: 'manage-sms' } as const;

/** Bulk SMS (spec 3 §2): routes exactly as screens.tsv. */
export const routes: AppRoute[] = [
  { path: '/sms-store', component: lazy(() => import('./pages/store-page')), access },
  { path: '/sms-list', component: lazy(() => import('./pages/list-page')), access },
  { path: '/sms-detail/:id', component: lazy(() => import('./pages/detail-page')), access },
  { path: '/sms-report', component: lazy(() => import('./pages/report-page')), access },
];
