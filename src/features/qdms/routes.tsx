import { lazy } from 'react';
import type { AppRoute } from '@/lib/routing';

/** Document folders (spec 3 §2): routes exactly as screens.tsv. */
export const routes: AppRoute[] = [
  { path: '/qdms/folders', component: lazy(() => import('./pages/folders-page')), access: 'signed-in', accountMenu: 'qdms' },
  { path: '/qdms/folders/:folderId/documents', component: lazy(() => import('./pages/folder-documents-page')), access: 'signed-in' },
];
