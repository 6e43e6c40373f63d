import { lazy } from 'react';
import type { AppRoute } from '@/lib/routing';
import { screenWithStrings } from '@/lib/screen-with-strings';
import { registerDrillKind } from './offline/drill-kind';

const view = { permission: 'view-drill-audits' } as const;

// The Outbox screen names and edits drills saved on this device, whichever screen is open.
registerDrillKind();

/** Drills (spec 2 §2): the list, the form, the planning list. Drill codes are the reference-lists kit's screens. */
export const routes: AppRoute[] = [
  { path: '/drill/list', component: lazy(() => import('./pages/drill-list-page')), access: view },
  // A field form, opened offline airside: its chunk and strings load together (issue 16).
  { path: '/drill/store', component: screenWithStrings(() => import('./pages/drill-store-page'), ['drills', 'outbox']), access: view },
  { path: '/drill/edit/:id', component: lazy(() => import('./pages/drill-edit-page')), access: view },
  { path: '/drill-planning-list', component: lazy(() => import('./pages/drill-planning-page')), access: view },
];
