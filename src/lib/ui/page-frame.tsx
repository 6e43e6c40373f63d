import { IonPage } from '@ionic/react';
import { createContext, useContext, type ReactNode } from 'react';

const InRouteFrame = createContext(false);

/**
 * The route's Ionic page, made the moment its route is entered, before its screen's chunk arrives.
 * Ionic's outlet waits only 300 ms for a new route's page; when the chunk came later it gave up,
 * then ran a second, half transition on arrival that left the page the user came from shown beside
 * the new one. One page element per route, present at once, leaves the outlet nothing to wait for;
 * the screen fills it when its chunk is in.
 */
export function RouteFrame({ path, children }: { path: string; children: ReactNode }) {
  // data-route names the route the page belongs to, so a check can tell which page is on show.
  return (
    <IonPage data-route={path}>
      <InRouteFrame.Provider value>{children}</InRouteFrame.Provider>
    </IonPage>
  );
}

/** A screen's page: the route's frame when there is one (every routed screen), else its own. */
export function PageFrame({ children }: { children: ReactNode }) {
  return useContext(InRouteFrame) ? <>{children}</> : <IonPage>{children}</IonPage>;
}
