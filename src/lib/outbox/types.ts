/** The records of the `apron` database (docs/offline.md §1). Times are epoch milliseconds. */

export type ItemStatus = 'pending' | 'blocked' | 'sending' | 'needs-attention' | 'done';
export const UNFINISHED: readonly ItemStatus[] = ['pending', 'blocked', 'sending', 'needs-attention'];

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The HTTP request a feature would have made; `path` is relative to /api, as in the contracts. */
export interface OutboxRequest {
  method: WriteMethod;
  path: string;
  body?: unknown;
}

/** Why the last attempt failed: the HTTP status (0 = no answer) and the message to show. */
export interface ItemError {
  status: number;
  /** The server's own words, or an i18next key of the outbox namespace for what the device found. */
  message: string;
  body?: unknown;
}

export interface ItemReceipt {
  status: number;
  body: unknown;
  at: number;
  /** The server answered with its stored response (Idempotent-Replayed: true). */
  replayed?: boolean;
}

export interface OutboxItem {
  id: string;
  /** Equal to `id` until the request is replaced after a refusal (a refused key cannot carry a new body). */
  idempotencyKey: string;
  kind: string;
  request: OutboxRequest;
  blobHashes: string[];
  chain?: string;
  dependsOn: string[];
  userId: string;
  deviceId: string;
  deviceSeq: number;
  status: ItemStatus;
  attempts: number;
  nextAttemptAt: number;
  /** The server's Retry-After as a time: no replay, "Sync now" or 'online' sends the item before it. */
  notBefore?: number;
  lastError?: ItemError;
  receipt?: ItemReceipt;
  createdAt: number;
  sentAt?: number;
  ackAt?: number;
  summary: string;
  discardReason?: string;
  discardedAt?: number;
}

/**
 * What stays of a finished item once it leaves the outbox (prune.ts): enough to say that a record
 * reached the server (or was given up) and when, without its request, answer body or photos.
 */
export interface ReceiptLogRow {
  id: string;
  userId: string;
  kind: string;
  summary: string;
  deviceSeq: number;
  createdAt: number;
  /** When the server acknowledged it, or when the user discarded it. */
  finishedAt: number;
  /** The server's status (0 for a discarded item). */
  status: number;
  replayed?: boolean;
  /** The record the server made, when its answer named one (`data.id`). */
  recordId?: string | number;
  discardReason?: string;
}

export interface StoredBlob {
  sha256: string;
  blob: Blob;
  type: string;
  name: string;
  size: number;
  createdAt: number;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

export interface RefdataRow {
  key: string;
  value: unknown;
  fetchedAt: number;
}

export interface DraftRow {
  key: string;
  userId: string;
  value: unknown;
  updatedAt: number;
}

/** The signed-in tokens as the replayer needs them (a subset of src/lib/api/token-store's StoredTokens). */
export interface OutboxTokens {
  access_token: string;
  refresh_token?: string;
  expires_at?: number;
}

/** A misuse the caller can show: `message` is an i18next key of the 'outbox' namespace. */
export class OutboxError extends Error {
  constructor(key: string) {
    super(key);
    this.name = 'OutboxError';
  }
}
