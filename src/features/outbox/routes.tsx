import { lazy } from 'react';
import type { AppRoute } from '@/lib/routing';

/** The Outbox screen (docs/offline.md): every record saved on this device by the signed-in user. */
export const routes: AppRoute[] = [{ path: '/outbox', component: lazy(() => import('./pages/outbox-page')), access: 'signed-in', accountMenu: 'outbox' }];
