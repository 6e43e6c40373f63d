import { lazy } from 'react';
import type { AppRoute } from '@/lib/routing';

const types = { permission: 'view-document-sharing-types' } as const;
const typeStore = lazy(() => import('./pages/type-store-page'));
const documentStore = lazy(() => import('./pages/document-store-page'));

/** Document sharing (spec 3 §2): routes exactly as screens.tsv. */
export const routes: AppRoute[] = [
  { path: '/document-type/list/:page', component: lazy(() => import('./pages/types-page')), access: types },
  { path: '/document-type/create', component: typeStore, access: types },
  { path: '/document-type/:id/edit', component: typeStore, access: types },
  { path: '/document/list', component: lazy(() => import('./pages/documents-page')), access: 'signed-in', accountMenu: 'documents' },
  { path: '/document/create', component: documentStore, access: 'signed-in' },
  { path: '/document/:id/edit', component: documentStore, access: 'signed-in' },
];
