import { AUDIT_FAMILIES } from '@/contracts/audits/families';
import { registerKind } from '@/lib/outbox/kinds';
import type { OutboxItem } from '@/lib/outbox/types';
import { auditScreens } from '../screens';
import { ENTITIES, OPS, kindOf, refOfItem } from './requests';

/** Where a refused item is corrected: the record's own form (it reads the item back from the outbox). */
export function editPathOf(item: Pick<OutboxItem, 'kind' | 'request'>): string | undefined {
  const ref = refOfItem(item);
  if (!ref || ref.op === 'delete') return undefined;
  const s = auditScreens(ref.family);
  if (ref.entity === 'audit') return s.store(ref.key);
  if (ref.entity === 'project') return s.projectStore(ref.auditKey, ref.key);
  return s.findingStore(ref.auditKey, ref.projectKey, ref.key);
}

/** Called when the routes load, so the Outbox screen names and edits audit items on any screen. */
export function registerAuditKinds(): void {
  for (const family of AUDIT_FAMILIES) {
    for (const entity of ENTITIES) {
      if (family === 'uog' && entity === 'project') continue;
      for (const op of OPS) {
        // The summary is written at enqueue in the user's language ('Bulgu: Kapı kontrolü').
        const label = (item: OutboxItem) => item.summary;
        // A refused delete is retried or discarded; creates and updates are corrected in their form.
        registerKind(kindOf(family, entity, op), op === 'delete' ? { label } : { label, editPath: (item) => editPathOf(item) ?? '/outbox' });
      }
    }
  }
}
