import { lazy } from 'react';
import type { AppRoute } from '@/lib/routing';
import { screenWithStrings } from '@/lib/screen-with-strings';
import { registerDemandRequestKind } from './offline/demand-request-kind';

const manage = { permission: 'manage-will-and-notice-types' } as const;
const respond = { permission: 'view-demand-response' } as const;
const typeStore = lazy(() => import('./pages/demand-type-store-page'));
const responses = lazy(() => import('./pages/demand-responses-page'));

// The Outbox screen names and edits demand requests saved on this device, whichever screen is open.
registerDemandRequestKind();

/** Generic demands (spec 2 §2): types for administrators, own requests for everyone, responses for receiving roles. */
export const routes: AppRoute[] = [
  { path: '/demand-types', component: lazy(() => import('./pages/demand-types-page')), access: manage },
  { path: '/demand-type/store', component: typeStore, access: manage },
  { path: '/demand-type/store/:demandTypeId', component: typeStore, access: manage },
  { path: '/demand-requests', component: lazy(() => import('./pages/demand-requests-page')), access: 'signed-in', accountMenu: 'demand-requests' },
  // A form that works offline: its chunk and strings load together (issue 16).
  { path: '/demand-request/store', component: screenWithStrings(() => import('./pages/demand-request-store-page'), ['demands', 'outbox']), access: 'signed-in' },
  { path: '/demand-request/details/:demandRequestId', component: lazy(() => import('./pages/demand-request-details-page')), access: 'signed-in' },
  { path: '/demand-responses', component: responses, access: respond },
  { path: '/demand-responses/:id', component: responses, access: respond },
  { path: '/demand-response/:demandResponseId', component: lazy(() => import('./pages/demand-response-page')), access: respond },
];
