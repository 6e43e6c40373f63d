import { IonButton, IonIcon } from '@ionic/react';

/** A page-level action: a link (href) or a handler (onClick). */
export interface PageAction {
  label: string;
  icon: string;
  href?: string;
  onClick?: () => void;
  disabled?: boolean;
  testId?: string;
}

/** The header's main action; on compact screens only its icon shows, its label stays for screen readers. */
export function PrimaryAction({ action, iconOnly }: { action: PageAction; iconOnly: boolean }) {
  return (
    <IonButton
      routerLink={action.href}
      onClick={action.onClick}
      disabled={action.disabled}
      aria-label={iconOnly ? action.label : undefined}
      title={action.label}
      className="apron-primary-action"
      data-testid={action.testId}
    >
      <IonIcon aria-hidden="true" slot={iconOnly ? 'icon-only' : 'start'} icon={action.icon} />
      {!iconOnly && action.label}
    </IonButton>
  );
}
