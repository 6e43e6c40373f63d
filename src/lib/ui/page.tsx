import { IonBackButton, IonButtons, IonContent, IonFooter, IonHeader, IonMenuButton, IonTitle, IonToolbar } from '@ionic/react';
import { Suspense, type ReactNode } from 'react';
import { BusyBar } from './busy-bar';
import { HeaderActions } from './header-actions';
import { OverflowMenu } from './overflow-menu';
import { PageFrame } from './page-frame';
import { PrimaryAction, type PageAction } from './page-action';
import { Loading } from './states';
import { COMPACT_QUERY, useMedia } from './use-media';
import './kit.css';

export type { PageAction } from './page-action';

export interface PageProps {
  title: string;
  children: ReactNode;
  /** Where the back button goes when there is no history (detail pages). */
  backHref?: string;
  /** The page's one main action (create, save): an icon button on phones and tablets, labelled on desktops. */
  primary?: PageAction;
  /** The page's other actions: inline on desktops, in the ⋮ menu on phones and tablets. */
  toolbar?: ReactNode;
  /** A form's submit row: a footer that stays on screen while the form scrolls. */
  footer?: ReactNode;
  /** Full-bleed pages (sign-in) have no menu button or header actions. */
  bare?: boolean;
}

/**
 * Every screen's frame (docs/ui.md). Desktop: one row — menu, title, actions, shell widgets.
 * Phone and tablet: the title gets a row of its own so it is never cut, and the page's actions fold
 * into one primary icon and a ⋮ menu, so nothing is pushed off the edge.
 */
export function Page({ title, children, backHref, primary, toolbar, footer, bare }: PageProps) {
  const compact = useMedia(COMPACT_QUERY);
  const start = !bare && <IonButtons slot="start">{backHref ? <IonBackButton defaultHref={backHref} /> : <IonMenuButton />}</IonButtons>;
  // size="small" is Ionic's one title that wraps (its inner text is nowrap otherwise): a long record
  // title ('GGH-2026-00001 — İstanbul Havalimanı Güvenlik (IST)') takes two lines instead of an ellipsis.
  const titleRow = <IonTitle size="small" className="apron-page-title">{title}</IonTitle>;
  return (
    <PageFrame>
      <IonHeader>
        <IonToolbar color="primary">
          {start}
          {!compact && titleRow}
          <IonButtons slot="end">
            {!bare && <HeaderActions />}
            {primary && <PrimaryAction action={primary} iconOnly={compact} />}
            {toolbar && (compact ? <OverflowMenu>{toolbar}</OverflowMenu> : toolbar)}
          </IonButtons>
        </IonToolbar>
        {compact && (
          <IonToolbar className="apron-title-row" data-testid="page-title-row">
            {titleRow}
          </IonToolbar>
        )}
        <BusyBar />
      </IonHeader>
      <IonContent className="ion-padding">
        {/* A part of the screen that loads late (a chunk, a namespace) shows a spinner in the content; without
            this boundary the route's would hide the whole page, header and title included, meanwhile. */}
        <Suspense fallback={<Loading />}>{children}</Suspense>
      </IonContent>
      {footer && (
        <IonFooter className="apron-page-footer">
          <div className="apron-page-footer-row">{footer}</div>
        </IonFooter>
      )}
    </PageFrame>
  );
}
