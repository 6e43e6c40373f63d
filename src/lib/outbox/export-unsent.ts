import { db as defaultDb, META, metaValue, type ApronDb } from './db';
import type { OutboxItem } from './types';

export interface UnsentExportFile {
  format: 'apron-outbox-export';
  version: 1;
  exportedAt: string;
  deviceId: string | null;
  items: OutboxItem[];
  blobs: { sha256: string; name: string; type: string; size: number; dataUrl: string }[];
}

/** base64 without FileReader (absent in workers' older engines and in Node). */
async function dataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

/**
 * "Export unsent records": one JSON file with every unfinished item (of `userId`, when given) and
 * the blobs they name, as data URLs, so nothing stuck on a device is lost with it.
 */
export async function exportUnsent(userId?: string | number, database: ApronDb = defaultDb): Promise<Blob> {
  const { items, blobRows, deviceId } = await database.transaction('r', [database.outbox, database.blobs, database.meta], async () => {
    const unfinished = await database.outbox.where('status').anyOf('pending', 'blocked', 'sending', 'needs-attention').sortBy('deviceSeq');
    const items = userId === undefined ? unfinished : unfinished.filter((i) => i.userId === String(userId));
    const hashes = [...new Set(items.flatMap((i) => i.blobHashes))];
    const blobRows = (await database.blobs.bulkGet(hashes)).filter((b) => b !== undefined);
    return { items, blobRows, deviceId: (await metaValue<string>(database, META.deviceId)) ?? null };
  });
  const file: UnsentExportFile = {
    format: 'apron-outbox-export',
    version: 1,
    exportedAt: new Date().toISOString(),
    deviceId,
    items,
    blobs: await Promise.all(blobRows.map(async (b) => ({ sha256: b.sha256, name: b.name, type: b.type, size: b.size, dataUrl: await dataUrl(b.blob) }))),
  };
  return new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' });
}
