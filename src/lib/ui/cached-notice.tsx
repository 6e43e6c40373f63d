import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCachedAt } from './cached-notice-format';

/**
 * Says that a screen shows what the device kept, and from when: 'çevrimdışı · 14:32 itibarıyla'.
 * Shown when data is on screen but the last attempt to refresh it could not reach the server.
 */
export function CachedNotice({ updatedAt }: { updatedAt: number }) {
  const { t } = useTranslation('common');
  // The day it was drawn decides whether the date is shown; a rerender a minute later changes nothing.
  const [now] = useState(() => Date.now());
  if (!updatedAt) return null;
  return (
    <p className="apron-cached-notice" role="status" data-testid="cached-notice">
      {t('state.cached', { time: formatCachedAt(updatedAt, now) })}
    </p>
  );
}
