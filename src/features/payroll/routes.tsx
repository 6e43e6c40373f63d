import { lazy } from 'react';
import type { AppRoute } from '@/lib/routing';

/** Payroll (spec 1 §2): the SMS step and month list, the slip, the view-day setting with the monthly import. */
export const routes: AppRoute[] = [
  { path: '/payroll/formList', component: lazy(() => import('./pages/form-list-page')), access: 'signed-in', accountMenu: 'payroll' },
  { path: '/payroll/gss/user', component: lazy(() => import('./pages/slip-page')), access: 'signed-in' },
  { path: '/payroll/gss/day-of-payroll-viewing', component: lazy(() => import('./pages/view-day-page')), access: { permission: 'manage-payroll-setting' } },
];
