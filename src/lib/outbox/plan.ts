import type { OutboxItem } from './types';

export interface Plan {
  /** Ready to send now, oldest first; at most one per chain (its first unfinished item). */
  eligible: OutboxItem[];
  /** Pending items whose parents are not all done. */
  toBlock: string[];
  /** Blocked items whose parents are now all done. */
  toUnblock: string[];
}

/**
 * Which of the user's items may go now (docs/offline.md §2). `unfinished` holds every unfinished
 * item of the device, of any user: a chain waits for its first item whoever made it. A parent not
 * among them is done (items are deleted only after they finish: prune.ts).
 */
export function plan(unfinished: OutboxItem[], userId: string, now: number): Plan {
  const ordered = [...unfinished].sort((a, b) => a.deviceSeq - b.deviceSeq);
  const open = new Set(ordered.map((i) => i.id));
  const chainHead = new Map<string, string>();
  for (const item of ordered) if (item.chain && !chainHead.has(item.chain)) chainHead.set(item.chain, item.id);

  const result: Plan = { eligible: [], toBlock: [], toUnblock: [] };
  for (const item of ordered) {
    if (item.userId !== userId || (item.status !== 'pending' && item.status !== 'blocked')) continue;
    const parentsDone = item.dependsOn.every((id) => !open.has(id));
    if (!parentsDone) {
      if (item.status === 'pending') result.toBlock.push(item.id);
      continue;
    }
    if (item.status === 'blocked') result.toUnblock.push(item.id);
    const headOfChain = !item.chain || chainHead.get(item.chain) === item.id;
    if (headOfChain && item.nextAttemptAt <= now) result.eligible.push(item);
  }
  return result;
}
