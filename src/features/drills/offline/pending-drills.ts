import type { DrillBody } from '@/contracts/drills';
import { loadUnacknowledged, pendingMark, type PendingMark } from '@/lib/outbox/pending-rows';
import type { OutboxItem } from '@/lib/outbox/types';
import { DRILL_KIND } from './drill-kind';
import type { DrillDraft } from './save-drill';

/** A drill on this device the server has not acknowledged yet. */
export interface PendingDrill extends PendingMark {
  recordId: string;
  summary: string;
  drillDate: string;
  createdAt: number;
}

export function pendingDrill(item: OutboxItem): PendingDrill {
  const body = (item.request.body ?? {}) as Partial<DrillBody>;
  return { ...pendingMark(item), recordId: body.id ?? item.id, summary: item.summary, drillDate: String(body.drill_date ?? ''), createdAt: item.createdAt };
}

/** The user's drills waiting on this device, newest first. */
export async function loadPendingDrills(userId: number): Promise<PendingDrill[]> {
  return (await loadUnacknowledged(userId, DRILL_KIND)).map(pendingDrill).sort((a, b) => b.createdAt - a.createdAt);
}

/** A refused drill item, as the form edits it. */
export interface CorrectableDrill {
  itemId: string;
  recordId: string;
  draft: DrillDraft;
  message?: string;
}

export function correctableDrill(item: OutboxItem | undefined): CorrectableDrill | undefined {
  if (!item || item.kind !== DRILL_KIND || item.status !== 'needs-attention') return undefined;
  const { id, ...draft } = (item.request.body ?? {}) as DrillBody;
  return { itemId: item.id, recordId: id ?? item.id, draft, ...(item.lastError?.message ? { message: item.lastError.message } : {}) };
}

export async function loadCorrectableDrill(itemId: string): Promise<CorrectableDrill | undefined> {
  const { db } = await import('@/lib/outbox/db');
  return correctableDrill(await db.outbox.get(itemId));
}
