import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from './confirm';

/** Links to other sites ask first: the user leaves the portal, and the site is not its responsibility (spec 1 §8). */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const confirm = useConfirm();
  const { t } = useTranslation('common');
  return (
    <a
      href={href}
      rel="noopener noreferrer"
      target="_blank"
      onClick={async (event) => {
        event.preventDefault();
        if (await confirm({ header: t('external.header'), message: t('external.message', { host: new URL(href, location.href).host }), confirmText: t('external.continue') })) {
          window.open(href, '_blank', 'noopener,noreferrer');
        }
      }}
    >
      {children}
    </a>
  );
}
