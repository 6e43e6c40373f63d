import { toastController } from '@ionic/core/components';
import { useEffect } from 'react';
import type { ToastSpec } from '@/lib/api/error-toasts';
import { toasts } from './toasts';

const COLORS: Record<ToastSpec['kind'], string> = { error: 'danger', info: 'primary', warning: 'warning', success: 'success' };

async function present(toast: ToastSpec): Promise<void> {
  // Loaded on the first toast: most sessions never need it before the first screen.
  const { defineCustomElement } = await import('./elements/ion-toast');
  defineCustomElement();
  const element = await toastController.create({
    header: toast.header,
    message: toast.message,
    color: COLORS[toast.kind],
    duration: toast.kind === 'success' ? 2500 : 4000,
    // At the bottom: the header's connectivity and unsent-records badge stays visible.
    position: 'bottom',
    cssClass: `apron-toast apron-toast-${toast.kind}`,
    buttons: [{ role: 'cancel', text: '✕' }],
  });
  await element.present();
  await element.onDidDismiss();
}

/** Presents toasts one after another, so each message of a failed call is read. */
export function Toaster() {
  useEffect(() => {
    let chain = Promise.resolve();
    return toasts.subscribe((toast) => {
      chain = chain.then(() => present(toast)).catch(() => undefined);
    });
  }, []);
  return null;
}
