import { lazy } from 'react';
import type { AppRoute } from '@/lib/routing';

const view = { anyOf: ['view-employees', 'view-gss-employees', 'view-employee-cards'] };
const training = { anyOf: ['create-employee-training', ...view.anyOf] };
const list = lazy(() => import('./pages/employee-list-page'));
const card = lazy(() => import('./pages/employee-card-page'));
const form = lazy(() => import('./pages/employee-form-page'));

/** Spec 1 §2 "HR: employee management" and "HR: reference lists" (employee part), plus the expiring report. */
const reasonList = (kind: 'exit' | 'reemploy') => lazy(() => import('./pages/reason-list-page').then((m) => ({ default: () => <m.default kind={kind} /> })));
const reasonForm = (kind: 'exit' | 'reemploy') => lazy(() => import('./pages/reason-form-page').then((m) => ({ default: () => <m.default kind={kind} /> })));
const reasons = (kind: 'exit' | 'reemploy', base: string, permission: string): AppRoute[] => {
  const form = reasonForm(kind);
  return [
    { path: `${base}/list/:page`, component: reasonList(kind), access: { permission } },
    { path: `${base}/create`, component: form, access: { permission } },
    { path: `${base}/:id/edit`, component: form, access: { permission } },
  ];
};
const seasonForm = lazy(() => import('./pages/season-form-page'));

export const routes: AppRoute[] = [
  ...reasons('exit', '/exit-reason', 'view-exit-reasons'),
  ...reasons('reemploy', '/reemploy-reason', 'view-reemploy-reasons'),
  { path: '/employee-reward-penalty-type/list', component: lazy(() => import('./pages/reward-penalty-type-list-page')), access: { permission: 'edit-reward-penalty' } },
  { path: '/gss/employee-season/list', component: lazy(() => import('./pages/season-list-page')), access: view },
  { path: '/gss/employee-season/create', component: seasonForm, access: { permission: 'edit-employees' } },
  { path: '/gss/employee-season/:id/edit', component: seasonForm, access: { permission: 'edit-employees' } },
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
  { path: '/gss/employee/:id/employee-registry', component: card, access: view },
  { path: '/gss/employee/:id/employee-histories', component: card, access: view },
  { path: '/gss/employee/:id/performance-history/:page', component: card, access: view },
  { path: '/gss/employee/:id/employee-reward-penalty/edit', component: card, access: view },
  { path: '/gss/employee/:id/employee-reward-penalty/edit/:typeId', component: card, access: view },
  { path: '/gss/employee/:id/employee-reward-penalty/edit/:typeId/:page', component: card, access: view },
  { path: '/gss/employee/:id/employee-documents/edit', component: card, access: view },
  { path: '/gss/employee/:id/employee-overwork/edit', component: card, access: view },
  { path: '/gss/employee/:id/employee-overwork/edit/:page', component: card, access: view },
  { path: '/gss/employee/:id/employee-language', component: card, access: view },
  { path: '/gss/employee/:id/employee-sync', component: card, access: { permission: 'edit-employees' } },
  { path: '/gss/employee/:id/employee-training/edit/:page', component: card, access: training },
  { path: '/gss/employee/:id/employee-training/edit/evaluate/:page', component: card, access: training },
  { path: '/gss/employee/change-role', component: lazy(() => import('./pages/change-role-page')), access: { permission: 'change-employee-role' } },
  { path: '/gss/employee-training-management', component: lazy(() => import('./pages/training-management-page')), access: training },
  { path: '/gss/employee-expiring', component: lazy(() => import('./pages/expiring-page')), access: view },
];
