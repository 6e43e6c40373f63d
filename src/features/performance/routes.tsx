import { lazy } from 'react';
import type { AppRoute } from '@/lib/routing';

/** Spec 3 §2 Performance management (training-list is the reference-lists feature's). */
const read = { anyOf: ['view-performance-periods', 'view-performance-card-personnel-point'] } as const;
export const routes: AppRoute[] = [
  { path: '/performance-period-list', component: lazy(() => import('./pages/period-list-page')), access: read },
  { path: '/performance-period-base-score-list', component: lazy(() => import('./pages/base-score-list-page')), access: { permission: 'view-performance-periods' } },
  { path: '/performance-extra-point-list', component: lazy(() => import('./pages/extra-point-list-page')), access: { permission: 'view-performance-periods' } },
  { path: '/performance-period-list/personal-performance-card-list', component: lazy(() => import('./pages/assessor-list-page')), access: { permission: 'view-performance-assessor-cards' } },
  { path: '/performance-period-list/personal-performance-card-list/:cardId', component: lazy(() => import('./pages/vote-page')), access: { permission: 'view-performance-assessor-cards' } },
  { path: '/performance-period-list/:performancePeriodId/performance-card-list', component: lazy(() => import('./pages/card-list-page')), access: { permission: 'view-performance-card-personnel-point' } },
  { path: '/performance-period-list/:performancePeriodId/performance-card-list/:cardId', component: lazy(() => import('./pages/card-view-page')), access: { permission: 'view-performance-card-personnel-point' } },
  { path: '/performance-period-list/:performancePeriodId/performance-criteria', component: lazy(() => import('./pages/criteria-page')), access: { permission: 'view-performance-periods' } },
  { path: '/my-card', component: lazy(() => import('./pages/my-card-page')), access: { permission: 'view-self-performance-card-point' }, accountMenu: 'my-card' },
  { path: '/create-performance-card-note', component: lazy(() => import('./pages/create-note-page')), access: { anyOf: ['create-performance-card-note', 'view-performance-assessor-cards'] } },
  { path: '/rejected-performance-card-list', component: lazy(() => import('./pages/rejected-list-page')), access: { permission: 'view-performance-card-personnel-point' } },
  { path: '/performance-interviewer-feedback-list', component: lazy(() => import('./pages/feedback-list-page')), access: { permission: 'view-performance-card-personnel-point' } },
  { path: '/rejected-performance-card-list/:cardId', component: lazy(() => import('./pages/rejected-view-page')), access: { permission: 'view-performance-card-personnel-point' } },
];
