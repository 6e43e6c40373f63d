import { alertController } from '@ionic/core/components';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmOptions {
  header?: string;
  message: string;
  confirmText?: string;
  cancelText?: string;
  /** Destructive actions get the danger colour. */
  destructive?: boolean;
}

/**
 * The one confirmation dialog used before every delete (small size, spec 1 §9). The alert
 * element is loaded on first use, so it costs nothing on screens that never ask.
 */
export async function confirmDialog(options: Required<Pick<ConfirmOptions, 'header' | 'confirmText' | 'cancelText'>> & ConfirmOptions): Promise<boolean> {
  const { defineCustomElement } = await import('./elements/ion-alert');
  defineCustomElement();
  const alert = await alertController.create({
    header: options.header,
    message: options.message,
    cssClass: 'apron-confirm apron-confirm-small',
    buttons: [
      { text: options.cancelText, role: 'cancel' },
      { text: options.confirmText, role: 'confirm', cssClass: options.destructive ? 'apron-danger' : undefined },
    ],
  });
  await alert.present();
  const { role } = await alert.onDidDismiss();
  return role === 'confirm';
}

export function useConfirm() {
  const { t } = useTranslation('common');
  return useCallback(
    (options: ConfirmOptions) =>
      confirmDialog({ header: t('confirm.header'), confirmText: t('confirm.ok'), cancelText: t('confirm.cancel'), ...options }),
    [t],
  );
}
