import { matchPath } from 'react-router-dom';
import type { AppRoute } from '@/lib/routing';

/** Every feature's routes.tsx, found by glob: adding a feature edits no central list. */
const modules = import.meta.glob<{ routes: AppRoute[] }>('../features/*/routes.tsx', { eager: true });

export const appRoutes: AppRoute[] = Object.values(modules).flatMap((m) => m.routes);

/**
 * Routes a menu item may point at: only built screens appear in the menu. A menu route may fill a
 * route's parameter ('/work-schedule-demand/list/1' is '/work-schedule-demand/list/:page').
 */
export const knownPaths = { has: (path: string) => appRoutes.some((r) => matchPath(r.path, path) !== null) };

/** Self-service screens listed in the menu's account section, in route order. */
export const accountRoutes = appRoutes.filter((r) => r.accountMenu);
