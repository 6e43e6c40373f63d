import type { Executor } from '../../db/client';
import { activityLog } from './activity-log.table';

export interface ActivityEntry {
  table_name: string;
  target_id: number;
  action: 'created' | 'updated' | 'deleted' | 'restored' | string;
  attributes: Record<string, unknown>;
  old?: Record<string, unknown>;
  causer_id: number | null;
}

/** Keeps only the fields that changed, so the log shows what happened, not the whole row twice. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const attributes: Record<string, unknown> = {};
  const old: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (key === 'updated_at') continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      attributes[key] = after[key];
      old[key] = before[key];
    }
  }
  return { attributes, old };
}

export const activityLogRepository = {
  /** Call inside the business transaction: a rolled-back change leaves no entry. */
  record(db: Executor, entry: ActivityEntry) {
    return db.insert(activityLog).values({
      table_name: entry.table_name,
      target_id: entry.target_id,
      action: entry.action,
      properties: { attributes: entry.attributes, old: entry.old ?? {} },
      causer_id: entry.causer_id,
    });
  },
};
