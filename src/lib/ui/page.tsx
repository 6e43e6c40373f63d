import { IonBackButton, IonButtons, IonContent, IonHeader, IonMenuButton, IonPage, IonTitle, IonToolbar } from '@ionic/react';
import type { ReactNode } from 'react';
import { BusyBar } from './busy-bar';
import { HeaderActions } from './header-actions';

export interface PageProps {
  title: string;
  children: ReactNode;
  /** Where the back button goes when there is no history (detail pages). */
  backHref?: string;
  /** Buttons beside the title (create, save). */
  toolbar?: ReactNode;
  /** Full-bleed pages (sign-in) have no menu button or header actions. */
  bare?: boolean;
}

/** Every signed-in screen: an IonPage with the menu button, title, page toolbar and the shell's header widgets. */
export function Page({ title, children, backHref, toolbar, bare }: PageProps) {
  return (
    <IonPage>
      <IonHeader>
        <IonToolbar color="primary">
          {!bare && (
            <IonButtons slot="start">
              {backHref ? <IonBackButton defaultHref={backHref} /> : <IonMenuButton />}
            </IonButtons>
          )}
          <IonTitle>{title}</IonTitle>
          <IonButtons slot="end">
            {toolbar}
            {!bare && <HeaderActions />}
          </IonButtons>
        </IonToolbar>
        <BusyBar />
      </IonHeader>
      <IonContent className="ion-padding">{children}</IonContent>
    </IonPage>
  );
}
