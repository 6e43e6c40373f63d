import { lazy, type ComponentType } from 'react';
import { AUDIT_FAMILIES, AUDIT_FAMILY_CONFIG, type AuditFamily, type ProjectFamily } from '@/contracts/audits/families';
import type { AppRoute } from '@/lib/routing';
import { screenWithStrings } from '@/lib/screen-with-strings';
import { registerAuditKinds } from './offline/kinds';
import { auditRoutePatterns } from './screens';

type Page<F extends AuditFamily> = () => Promise<{ default: ComponentType<{ family: F }> }>;

/** One set of pages for the three families: the family comes in as a prop, its differences from AUDIT_FAMILY_CONFIG. */
const screen = <F extends AuditFamily>(load: Page<F>, family: F) => lazy(() => load().then((m) => ({ default: () => <m.default family={family} /> })));
/** A field form, opened offline airside: its chunk and strings load together (issue 16). */
const formScreen = <F extends AuditFamily>(load: Page<F>, family: F) =>
  screenWithStrings(() => load().then((m) => ({ default: () => <m.default family={family} /> })), ['audits', 'outbox']);

const pages = {
  list: () => import('./pages/audit-list-page'),
  store: () => import('./pages/audit-store-page'),
  projects: () => import('./pages/project-list-page'),
  projectStore: () => import('./pages/project-store-page'),
  findings: () => import('./pages/finding-list-page'),
  findingStore: () => import('./pages/finding-store-page'),
};

// The Outbox screen names and edits audit items saved on this device, whichever screen is open.
registerAuditKinds();

/** Audit data entry of spec 2 §2 for ggh, k9 and uog (search, reports and CIP are other features). */
export const routes: AppRoute[] = AUDIT_FAMILIES.flatMap((family) => {
  const access = { permission: AUDIT_FAMILY_CONFIG[family].permissions.view };
  const p = auditRoutePatterns(family);
  const store = formScreen(pages.store, family);
  const findingStore = formScreen(pages.findingStore, family);
  const own: AppRoute[] = [
    { path: p.list, component: screen(pages.list, family), access },
    { path: p.create, component: store, access },
    { path: p.edit, component: store, access },
    { path: p.findings, component: screen(pages.findings, family), access },
    { path: p.findingCreate, component: findingStore, access },
    { path: p.findingEdit, component: findingStore, access },
  ];
  if (!AUDIT_FAMILY_CONFIG[family].hasProjects) return own;
  const projectStore = formScreen(pages.projectStore, family as ProjectFamily);
  return [
    ...own,
    { path: p.projects, component: screen(pages.projects, family as ProjectFamily), access },
    { path: p.projectCreate, component: projectStore, access },
    { path: p.projectEdit, component: projectStore, access },
  ];
});
