import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { receiptLog } from '@/lib/outbox/prune';
import type { ReceiptLogRow } from '@/lib/outbox/types';

/**
 * The receipts of records that left the outbox (after 7 days, prune.ts), newest first, kept
 * current like the outbox itself: the log is the device's proof of what reached the server.
 */
export function useReceiptLog(userId: number | undefined): ReceiptLogRow[] | null {
  const [rows, setRows] = useState<ReceiptLogRow[] | null>(null);
  useEffect(() => {
    if (userId === undefined) return;
    const subscription = liveQuery(() => receiptLog(String(userId))).subscribe({ next: setRows, error: () => setRows([]) });
    return () => subscription.unsubscribe();
  }, [userId]);
  return rows;
}
