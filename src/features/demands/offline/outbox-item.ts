import type { DemandRequestJsonBody } from '@/contracts/demands';
import type { ChosenFile } from '@/lib/forms/components/files-picker';
import { loadUnacknowledged } from '@/lib/outbox/pending-rows';
import type { OutboxItem } from '@/lib/outbox/types';
import { DEMAND_REQUEST_KIND } from './demand-request-kind';
import type { DemandRequestDraft } from './save-demand-request';

/** A refused demand-request item, as the form edits it. */
export interface CorrectableItem {
  itemId: string;
  recordId: string;
  draft: DemandRequestDraft;
  /** key = the blob's SHA-256. */
  files: ChosenFile[];
  message?: string;
}

/** The item's fields for the form, or undefined when it is not a demand request awaiting correction. */
export function correctableItem(item: OutboxItem | undefined): CorrectableItem | undefined {
  if (!item || item.kind !== DEMAND_REQUEST_KIND || item.status !== 'needs-attention') return undefined;
  const body = (item.request.body ?? {}) as DemandRequestJsonBody;
  const hashes = body.file_hashes ?? [];
  return {
    itemId: item.id,
    recordId: body.id ?? item.id,
    draft: { demand_type_id: Number(body.demand_type_id), title: body.title ?? '', description: body.description ?? '' },
    files: hashes.map((sha256, i) => ({ key: sha256, name: body.file_names?.[i] || `dosya-${i + 1}` })),
    ...(item.lastError?.message ? { message: item.lastError.message } : {}),
  };
}

export async function loadCorrectable(itemId: string): Promise<CorrectableItem | undefined> {
  const { db } = await import('@/lib/outbox/db');
  return correctableItem(await db.outbox.get(itemId));
}

/** The user's unacknowledged demand requests on this device. */
export const loadPendingItems = (userId: number): Promise<OutboxItem[]> => loadUnacknowledged(userId, DEMAND_REQUEST_KIND);
