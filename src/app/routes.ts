import { matchPath } from 'react-router-dom';
import type { AppRoute } from '@/lib/routing';
import type { PreloadableScreen } from '@/lib/screen-with-strings';

/** Every feature's routes.tsx, found by glob: adding a feature edits no central list. */
const modules = import.meta.glob<{ routes: AppRoute[] }>('../features/*/routes.tsx', { eager: true });

export const appRoutes: AppRoute[] = Object.values(modules).flatMap((m) => m.routes);

/**
 * Routes a menu item may point at: only built screens appear in the menu. A menu route may fill a
 * route's parameter ('/work-schedule-demand/list/1' is '/work-schedule-demand/list/:page').
 */
export const knownPaths = { has: (path: string) => appRoutes.some((r) => matchPath(r.path, path) !== null) };

/**
 * Starts loading the screen a tab opens on, when its route can be preloaded (field forms:
 * screenWithStrings), so its chunk and strings come beside the shell's instead of after the first render.
 */
export function preloadScreenAt(pathname: string): Promise<void> | undefined {
  const route = appRoutes.find((r) => 'preload' in r.component && matchPath(r.path, pathname) !== null);
  return (route?.component as PreloadableScreen | undefined)?.preload();
}

/** Self-service screens listed in the menu's account section, in route order. */
export const accountRoutes = appRoutes.filter((r) => r.accountMenu);
