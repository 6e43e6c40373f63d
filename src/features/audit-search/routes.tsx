import { lazy } from 'react';
import { AUDIT_FAMILIES, AUDIT_FAMILY_CONFIG, type AuditFamily } from '@/contracts/audits/families';
import type { AppRoute } from '@/lib/routing';
import { SEARCH_SCREENS } from './screens';

const searchPage = (family: AuditFamily) =>
  lazy(() => import('./pages/audit-search-page').then((m) => ({ default: () => <m.default family={family} /> })));

/** The audit search of each family (spec 2 §2): /ggh/audit/search, /k9/audit/search, /uog/audit/search. */
export const routes: AppRoute[] = AUDIT_FAMILIES.map((family) => ({
  path: SEARCH_SCREENS[family].path,
  component: searchPage(family),
  access: { permission: AUDIT_FAMILY_CONFIG[family].permissions.view },
}));
