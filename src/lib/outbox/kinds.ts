import type { OutboxItem } from './types';

/** How a feature's items are presented in the Outbox screen (the item itself carries the request). */
export interface KindPresentation {
  label(item: OutboxItem): string;
  /** Where the user edits the record of a refused item, if the feature has such a screen. */
  editPath?(item: OutboxItem): string;
}

const kinds = new Map<string, KindPresentation>();

export function registerKind(kind: string, presentation: KindPresentation): void {
  kinds.set(kind, presentation);
}

export function kindOf(kind: string): KindPresentation | undefined {
  return kinds.get(kind);
}

/** The registered label, else the summary given at enqueue (a kind whose feature is not loaded). */
export function itemLabel(item: OutboxItem): string {
  return kinds.get(item.kind)?.label(item) ?? item.summary;
}

export function itemEditPath(item: OutboxItem): string | undefined {
  return kinds.get(item.kind)?.editPath?.(item);
}
