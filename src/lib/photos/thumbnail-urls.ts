/**
 * Object URLs for local blobs, shared and counted: a thumbnail shown twice makes one URL, revoked
 * once the last user is gone. The revoke waits a moment, so React's StrictMode unmount-remount
 * (or a list re-render) takes the same URL back instead of showing a revoked one.
 */
interface Entry {
  url: string;
  users: number;
  timer?: ReturnType<typeof setTimeout>;
}

const entries = new Map<Blob, Entry>();
export const REVOKE_DELAY_MS = 1000;

/** The blob's URL, created on first ask; unclaimed, it is revoked after REVOKE_DELAY_MS. */
export function thumbnailUrl(blob: Blob): string {
  let entry = entries.get(blob);
  if (!entry) {
    entry = { url: URL.createObjectURL(blob), users: 0 };
    entries.set(blob, entry);
    scheduleRevoke(blob, entry);
  }
  return entry.url;
}

export function claim(blob: Blob): void {
  thumbnailUrl(blob);
  const entry = entries.get(blob)!;
  clearTimeout(entry.timer);
  entry.users++;
}

export function release(blob: Blob): void {
  const entry = entries.get(blob);
  if (!entry) return;
  entry.users = Math.max(0, entry.users - 1);
  if (entry.users === 0) scheduleRevoke(blob, entry);
}

function scheduleRevoke(blob: Blob, entry: Entry): void {
  clearTimeout(entry.timer);
  entry.timer = setTimeout(() => {
    if (entry.users > 0) return;
    URL.revokeObjectURL(entry.url);
    entries.delete(blob);
  }, REVOKE_DELAY_MS);
}
