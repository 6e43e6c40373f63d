import { lazy } from 'react';
import type { AppRoute } from '@/lib/routing';

const view = { anyOf: ['view-employees', 'view-gss-employees', 'view-employee-cards'] };
const list = lazy(() => import('./pages/employee-list-page'));
const card = lazy(() => import('./pages/employee-card-page'));
const form = lazy(() => import('./pages/employee-form-page'));

/** Spec 1 §2 "HR: employee management": the routes built so far (the others are listed in the report). */
export const routes: AppRoute[] = [
  { path: '/gss/employee/list', component: list, access: view },
  { path: '/general-report', component: lazy(() => import('./pages/general-report-page')), access: view },
  { path: '/general-report/:type', component: list, access: view },
  { path: '/gss/employee', component: form, access: { permission: 'create-employees' } },
  { path: '/gss/employee/:id/employee-information/create', component: lazy(() => import('./pages/create-redirect')), access: { permission: 'create-employees' } },
  { path: '/gss/employee/:id/employee-information/edit', component: form, access: { permission: 'edit-employees' } },
  { path: '/gss/employee/:id', component: card, access: view },
  { path: '/gss/employee/:id/employee-information/show', component: card, access: view },
  { path: '/gss/employee/:id/employee-exit/edit', component: card, access: { permission: 'edit-employees' } },
  { path: '/gss/employee/:id/employee-notes', component: card, access: view },
  { path: '/gss/employee/:id/employee-reward-penalty/edit', component: card, access: view },
  { path: '/gss/employee/:id/employee-reward-penalty/edit/:typeId', component: card, access: view },
  { path: '/gss/employee/:id/employee-reward-penalty/edit/:typeId/:page', component: card, access: view },
];
