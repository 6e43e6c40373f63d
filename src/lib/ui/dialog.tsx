import { IonButton } from '@ionic/react';
import { useEffect, useRef, type ReactNode } from 'react';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  /** Text of the header's close button. */
  closeText: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
  /** CSS max width of the box (the image viewer uses 650px, spec 2 §9). */
  maxWidth?: string;
  /** Extra class of the <dialog> ('apron-sheet': a bottom sheet on phones). */
  className?: string;
}

/**
 * One modal dialog on the browser's own <dialog>: focus trap, Escape and the backdrop come free.
 * Ionic's IonModal lives in @ionic/react's barrel, so one use anywhere would put ion-modal into
 * the first load of every user (npm run size); this one costs nothing until a screen renders it.
 */
export function Dialog({ open, title, closeText, onClose, children, testId, maxWidth, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={className ? `apron-dialog ${className}` : 'apron-dialog'}
      style={maxWidth ? { maxWidth } : undefined}
      onCancel={(event) => {
        // Escape: let React state decide, so the dialog and its owner never disagree.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      data-testid={testId}
    >
      {open && (
        <div className="apron-dialog-box">
          <header className="apron-dialog-header">
            <h2>{title}</h2>
            <IonButton fill="clear" onClick={onClose} data-testid={testId ? `${testId}-close` : undefined}>
              {closeText}
            </IonButton>
          </header>
          <div className="apron-dialog-body">{children}</div>
        </div>
      )}
    </dialog>
  );
}
