import type { DetectionCreateBody, DetectionRegister } from '@/contracts/detections';
import type { ChosenFile } from '@/lib/forms/components/files-picker';
import { loadUnacknowledged } from '@/lib/outbox/pending-rows';
import type { OutboxItem } from '@/lib/outbox/types';
import { detectionKind } from './detection-kind';
import { draftOf, type DetectionDraft } from './save-detection';

/** A refused detection item, as the form edits it. */
export interface CorrectableItem {
  itemId: string;
  recordId: string;
  draft: DetectionDraft;
  /** key = the blob's SHA-256. */
  files: ChosenFile[];
  message?: string;
}

/** The item's fields for the form, or undefined when it is not this register's detection awaiting correction. */
export function correctableItem(register: DetectionRegister, item: OutboxItem | undefined): CorrectableItem | undefined {
  if (!item || item.kind !== detectionKind(register) || item.status !== 'needs-attention') return undefined;
  const body = (item.request.body ?? {}) as Partial<DetectionCreateBody>;
  const hashes = body.file_hashes ?? [];
  return {
    itemId: item.id,
    recordId: body.id ?? item.id,
    draft: draftOf(register, body),
    files: hashes.map((sha256, i) => ({ key: sha256, name: body.file_names?.[i] || `dosya-${i + 1}` })),
    ...(item.lastError?.message ? { message: item.lastError.message } : {}),
  };
}

export async function loadCorrectable(register: DetectionRegister, itemId: string): Promise<CorrectableItem | undefined> {
  const { db } = await import('@/lib/outbox/db');
  return correctableItem(register, await db.outbox.get(itemId));
}

/** The user's unacknowledged detections of a register on this device. */
export const loadPendingItems = (register: DetectionRegister, userId: number): Promise<OutboxItem[]> => loadUnacknowledged(userId, detectionKind(register));
