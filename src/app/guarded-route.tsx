import { Suspense, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, Navigate, useLocation } from 'react-router-dom';
import { holds, type AppRoute } from '@/lib/routing';
import { SessionContext } from '@/lib/session/session-context';
import { Page } from '@/lib/ui/page';
import { RouteFrame } from '@/lib/ui/page-frame';
import { Empty, LoadError, Loading } from '@/lib/ui/states';
import type { GateState } from './session-gate';

/** Renders a route's screen, or sends the user to sign in, or says the screen is not theirs. */
export function GuardedRoute({ route, gate }: { route: AppRoute; gate: GateState }) {
  const session = useContext(SessionContext);
  const location = useLocation();
  const { t } = useTranslation('shell');
  const Screen = route.component;
  // Every answer but a redirect is drawn in the route's one frame (see RouteFrame). A public
  // screen (sign-in) loads bare: no menu or header widgets for a visitor who is not signed in.
  const screen = (
    <RouteFrame path={route.path}>
      <Suspense fallback={<Page title="Apron" bare={route.access === 'public'}><Loading /></Page>}>
        <Screen />
      </Suspense>
    </RouteFrame>
  );
  if (route.access === 'public') return screen;
  if (!gate.signedIn) {
    // Ionic keeps a page mounted after the user leaves it: only the page on screen may redirect.
    if (!matchPath(route.path, location.pathname)) return null;
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  if (gate.failed) {
    return (
      <RouteFrame path={route.path}>
        <Page title="Apron">
          <LoadError onRetry={gate.retry} />
        </Page>
      </RouteFrame>
    );
  }
  if (!session) {
    return (
      <RouteFrame path={route.path}>
        <Page title="Apron">
          <Loading />
        </Page>
      </RouteFrame>
    );
  }
  if (!holds(route.access, session.permissions)) {
    return (
      <RouteFrame path={route.path}>
        <Page title={t('forbidden.title')}>
          <Empty message={t('forbidden.message')} />
        </Page>
      </RouteFrame>
    );
  }
  return screen;
}
