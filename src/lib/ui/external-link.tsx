import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from './confirm';

/**
 * Links to other sites ask first: the user leaves the portal, and the site is not its responsibility (spec 1 §8).
 * `className="apron-link-target"` for a link standing on its own (not inside a sentence): a 44 px touch target.
 */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const confirm = useConfirm();
  const { t } = useTranslation('common');
  return (
    <a
      className={className}
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
