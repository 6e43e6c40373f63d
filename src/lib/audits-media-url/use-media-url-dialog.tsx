import { useCallback, useState, type ReactNode } from 'react';
import type { MediaUrlItem } from '@/contracts/audits/search';
import { MediaUrlDialog } from './media-url-dialog';
import type { MediaUrlFamily, MediaUrlKey } from './media-url-api';

/**
 * The media url dialog without a route: render `dialog` once in the page and call
 * `open(id, caption)` from a row (uog audits on the search page, ggh audit projects on the
 * projects list).
 */
export function useMediaUrlDialog(family: MediaUrlFamily, onSaved?: (item: MediaUrlItem) => void): {
  open: (id: MediaUrlKey, caption?: string) => void;
  dialog: ReactNode;
} {
  const [target, setTarget] = useState<{ id: MediaUrlKey; caption?: string } | null>(null);
  const open = useCallback((id: MediaUrlKey, caption?: string) => setTarget({ id, caption }), []);
  const dialog = (
    <MediaUrlDialog family={family} id={target?.id ?? null} caption={target?.caption} onClose={() => setTarget(null)} onSaved={onSaved} />
  );
  return { open, dialog };
}
