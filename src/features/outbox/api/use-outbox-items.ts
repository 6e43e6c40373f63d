import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { listItems } from '@/lib/outbox/actions';
import type { OutboxItem } from '@/lib/outbox/types';

export interface OutboxItems {
  items: OutboxItem[] | null;
  failed: boolean;
}

/**
 * The user's items, kept current as they change: in this tab, in another tab, or in the service
 * worker (Dexie's live queries hear every context writing the `apron` database).
 */
export function useOutboxItems(userId: number | undefined): OutboxItems {
  const [state, setState] = useState<OutboxItems>({ items: null, failed: false });
  useEffect(() => {
    if (userId === undefined) return;
    const subscription = liveQuery(() => listItems(userId)).subscribe({
      next: (items) => setState({ items, failed: false }),
      error: () => setState((s) => ({ ...s, failed: true })),
    });
    return () => subscription.unsubscribe();
  }, [userId]);
  return state;
}
