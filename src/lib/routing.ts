import type { ComponentType, LazyExoticComponent } from 'react';
import type { Access } from '@/contracts/paths';

/** A feature's route: its routes.tsx exports `routes: AppRoute[]`; src/app merges them all. */
export interface AppRoute {
  path: string;
  component: LazyExoticComponent<ComponentType> | ComponentType;
  /** 'public' routes render without the signed-in shell. */
  access: Access;
  /**
   * A self-service screen every holder of `access` reaches from the menu's account section
   * (e.g. one's own demand requests); the label is `menu.account.<key>` in the shell strings.
   */
  accountMenu?: string;
  /** Where the menu entry goes when `path` has a parameter ('/correspondence/list/inbox'). */
  menuPath?: string;
}

export function holds(access: Access, permissions: ReadonlySet<string>): boolean {
  if (access === 'public' || access === 'signed-in') return true;
  if ('permission' in access) return permissions.has(access.permission);
  return access.anyOf.some((p) => permissions.has(p));
}
