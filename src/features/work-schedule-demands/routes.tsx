import { lazy } from 'react';
import { WSD_PERMISSIONS as P } from '@/contracts/work-schedule-demands-rules';
import type { AppRoute } from '@/lib/routing';
import { screenWithStrings } from '@/lib/screen-with-strings';
import { registerDemandKind } from './offline/demand-kind';

const requesters = { anyOf: [P.request, P.manage, P.manager] } as const;
const reviewers = { anyOf: [P.manage, P.manager] } as const;
const options = { permission: P.options } as const;

const typeForm = lazy(() => import('./pages/type-form-page'));
const scheduleForm = lazy(() => import('./pages/schedule-form-page'));
const periodForm = lazy(() => import('./pages/period-form-page'));
const optionForm = lazy(() => import('./pages/period-option-form-page'));

// The Outbox screen names and edits demands saved on this device, whichever screen is open.
registerDemandKind();

/** Work-schedule demands (spec 2 §2): own demands, the review, and the four options. */
export const routes: AppRoute[] = [
  { path: '/work-schedule-demand/list/:page', component: lazy(() => import('./pages/my-demands-page')), access: requesters },
  // A form that works offline: its chunk and strings load together (issue 16).
  { path: '/work-schedule-demand/create', component: screenWithStrings(() => import('./pages/demand-create-page'), ['work-schedule-demands', 'outbox']), access: requesters },
  { path: '/work-schedule-demand/:id/view', component: lazy(() => import('./pages/demand-view-page')), access: requesters },
  { path: '/work-schedule-demand-review/list', component: lazy(() => import('./pages/review-list-page')), access: reviewers },
  { path: '/work-schedule-demand-review/:id/view', component: lazy(() => import('./pages/review-view-page')), access: reviewers },
  { path: '/work-schedule-demand-type/list/:page', component: lazy(() => import('./pages/types-page')), access: options },
  { path: '/work-schedule-demand-type/create', component: typeForm, access: options },
  { path: '/work-schedule-demand-type/:id/edit', component: typeForm, access: options },
  { path: '/work-schedule-demand-work-schedule/list/:page', component: lazy(() => import('./pages/schedules-page')), access: options },
  { path: '/work-schedule-demand-work-schedule/create', component: scheduleForm, access: options },
  { path: '/work-schedule-demand-work-schedule/:id/edit', component: scheduleForm, access: options },
  { path: '/work-schedule-demand-period/list/:page', component: lazy(() => import('./pages/periods-page')), access: options },
  { path: '/work-schedule-demand-period/create', component: periodForm, access: options },
  { path: '/work-schedule-demand-period/:id/edit', component: periodForm, access: options },
  { path: '/work-schedule-demand-period-options/list/:page', component: lazy(() => import('./pages/period-options-page')), access: options },
  { path: '/work-schedule-demand-period-options/create', component: optionForm, access: options },
  { path: '/work-schedule-demand-period-options/:id/edit', component: optionForm, access: options },
];
