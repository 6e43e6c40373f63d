import { lazy, type ComponentType } from 'react';
import { AUDIT_FAMILIES, AUDIT_FAMILY_CONFIG, type AuditFamily } from '@/contracts/audits/families';
import type { AppRoute } from '@/lib/routing';

const reportPage = () => import('./pages/audit-report-page');
const report = (family: AuditFamily) =>
  lazy(() => reportPage().then((m) => ({ default: (() => <m.default family={family} />) as ComponentType })));
const ggh = { permission: AUDIT_FAMILY_CONFIG.ggh.permissions.view } as const;

/** Audit reports (spec 2 §2): the report page of each family and the ggh CIP view. */
export const routes: AppRoute[] = [
  ...AUDIT_FAMILIES.map((family) => ({
    path: `/${family}/audit/:id/report`, component: report(family), access: { permission: AUDIT_FAMILY_CONFIG[family].permissions.view },
  })),
  { path: '/ggh/cip/audit', component: lazy(() => import('./pages/cip-list-page')), access: ggh },
  { path: '/ggh/cip/audit/:auditId/project/:auditProjectId', component: lazy(() => import('./pages/cip-detail-page')), access: ggh },
];
