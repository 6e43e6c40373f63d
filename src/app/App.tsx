import { IonApp, IonRouterOutlet, IonSplitPane } from '@ionic/react';
import { IonReactRouter } from '@ionic/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route } from 'react-router-dom';
import { createQueryClient } from '@/lib/api/query-client';
import { UpdateBanner } from '@/lib/pwa/update-banner';
import { HeaderActionsContext } from '@/lib/ui/header-actions';
import { Page } from '@/lib/ui/page';
import { Empty } from '@/lib/ui/states';
import { ExportProgressPanel } from '@/lib/ui/export-progress';
import { Toaster } from '@/lib/ui/toaster';
import { MandatoryGate } from '@/features/correspondence/components/mandatory-gate';
import { GuardedRoute } from './guarded-route';
import { AppMenu } from './layout/app-menu';
import { HeaderWidgets } from './layout/header-widgets';
import { appRoutes } from './routes';
import { SessionGate } from './session-gate';

function NotFound() {
  const { t } = useTranslation('shell');
  return (
    <Page title={t('notFound.title')}>
      <Empty message={t('notFound.message')} />
      <p className="apron-not-found-home">
        <a href="/dashboard" className="apron-button-link" data-testid="not-found-home">
          {t('notFound.home')}
        </a>
      </p>
    </Page>
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => {
    // After the first render, so neither Dexie nor workbox-window is in the first load.
    void import('@/lib/outbox/engine').then((m) => m.startOutbox());
    // The service worker exists only in production builds (ARCHITECTURE §8).
    if (import.meta.env.PROD) void import('@/lib/pwa/register').then((m) => m.registerServiceWorker());
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <IonApp>
        <Toaster />
        <ExportProgressPanel />
        <UpdateBanner />
        <HeaderActionsContext.Provider value={<HeaderWidgets />}>
          <IonReactRouter>
            <SessionGate>
              {(gate) => (
                <IonSplitPane contentId="main" when="lg" disabled={!gate.signedIn}>
                  {gate.signedIn && <AppMenu />}
                  {gate.signedIn && <MandatoryGate />}
                  <IonRouterOutlet id="main">
                    {appRoutes.map((route) => (
                      <Route key={route.path} path={route.path} element={<GuardedRoute route={route} gate={gate} />} />
                    ))}
                    <Route path="/" element={gate.signedIn ? <Navigate to="/dashboard" replace /> : <GuardedRoute route={appRoutes.find((r) => r.path === '/login')!} gate={gate} />} />
                    <Route path="*" element={<NotFound />} />
                  </IonRouterOutlet>
                </IonSplitPane>
              )}
            </SessionGate>
          </IonReactRouter>
        </HeaderActionsContext.Provider>
      </IonApp>
    </QueryClientProvider>
  );
}
