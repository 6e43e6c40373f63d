import type { AppRoute } from '@/lib/routing';

/** Every feature's routes.tsx, found by glob: adding a feature edits no central list. */
const modules = import.meta.glob<{ routes: AppRoute[] }>('../features/*/routes.tsx', { eager: true });

export const appRoutes: AppRoute[] = Object.values(modules).flatMap((m) => m.routes);

/** Routes a menu item may point at: only built screens appear in the menu. */
export const knownPaths = new Set(appRoutes.map((r) => r.path));

/** Self-service screens listed in the menu's account section, in route order. */
export const accountRoutes = appRoutes.filter((r) => r.accountMenu);
