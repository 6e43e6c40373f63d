import type { AuditFamily } from '@/contracts/audits/families';
import type { OutboxItem } from '@/lib/outbox/types';
import { refOfItem, type Entity, type Op, type RecordRef } from './requests';

/**
 * What this device holds of the audits that the server has not acknowledged yet, read from the
 * outbox (the outbox IS the device's copy: no second store to keep in step). Pure, so the lists,
 * the forms and the save logic all see the same picture.
 */
export type DeviceStatus = 'on-device' | 'needs-attention';

export interface DevicePhoto {
  sha256: string;
  name: string;
}

export interface DeviceItem {
  item: OutboxItem;
  op: Op;
}

export interface DeviceRecord {
  ref: RecordRef;
  /** Made on this device and not acknowledged yet: the server may not know it. */
  createdOnDevice: boolean;
  /** The latest full body saved on the device (the create's or the last update's); none for a bare delete. */
  body?: Record<string, unknown>;
  /** Deleted on the device, the delete not yet acknowledged. */
  deleted: boolean;
  /** Photos saved with the record on this device (findings), not acknowledged yet. */
  photos: DevicePhoto[];
  /** The record's unfinished items, oldest first. */
  items: DeviceItem[];
  status: DeviceStatus;
  /** The server's refusal of the item that needs attention. */
  message?: string;
  /** When the record was first touched on the device (epoch ms). */
  since: number;
}

export interface DeviceState {
  /** By the record's uuid. */
  records: Map<string, DeviceRecord>;
  /** Audit uuids with unfinished items: their chain is busy, new writes must queue behind. */
  busyAudits: Set<string>;
}

export const photosFromBody = (body: Record<string, unknown> | undefined): DevicePhoto[] => {
  const hashes = Array.isArray(body?.photo_hashes) ? (body.photo_hashes as string[]) : [];
  const names = Array.isArray(body?.photo_names) ? (body.photo_names as string[]) : [];
  return hashes.map((sha256, i) => ({ sha256, name: names[i] || `fotograf-${i + 1}` }));
};

/** The body without the device's own additions (id, photos): the record's fields. */
export function fieldsOf(body: Record<string, unknown> | undefined): Record<string, unknown> {
  const { id: _id, photo_hashes: _h, photo_names: _n, ...fields } = body ?? {};
  return fields;
}

/** Builds the picture from the user's outbox items (any order; finished items are ignored). */
export function deviceState(items: readonly OutboxItem[]): DeviceState {
  const records = new Map<string, DeviceRecord>();
  const busyAudits = new Set<string>();
  const ordered = items.filter((i) => i.status !== 'done').sort((a, b) => a.deviceSeq - b.deviceSeq);
  for (const item of ordered) {
    const ref = refOfItem(item);
    if (!ref) continue;
    const { op, ...recordRef } = ref;
    busyAudits.add(recordRef.auditKey);
    let record = records.get(recordRef.key);
    if (!record) {
      record = { ref: recordRef, createdOnDevice: false, deleted: false, photos: [], items: [], status: 'on-device', since: item.createdAt };
      records.set(recordRef.key, record);
    }
    record.items.push({ item, op });
    const body = item.request.body as Record<string, unknown> | undefined;
    if (op === 'create') record.createdOnDevice = true;
    if (op === 'delete') record.deleted = true;
    else {
      record.body = body;
      record.deleted = false;
      const known = new Set(record.photos.map((p) => p.sha256));
      record.photos.push(...photosFromBody(body).filter((p) => !known.has(p.sha256)));
    }
    if (item.status === 'needs-attention') {
      record.status = 'needs-attention';
      if (item.lastError?.message) record.message = item.lastError.message;
    }
  }
  return { records, busyAudits };
}

const live = (r: DeviceRecord) => !r.deleted;

export function recordsOf(state: DeviceState, entity: Entity, where: (ref: RecordRef) => boolean): DeviceRecord[] {
  return [...state.records.values()].filter((r) => r.ref.entity === entity && where(r.ref));
}

/** Audits of a family made on the device (not deleted), newest first. */
export const auditsMadeOnDevice = (state: DeviceState, family: AuditFamily) =>
  recordsOf(state, 'audit', (ref) => ref.family === family).filter((r) => r.createdOnDevice && live(r)).sort((a, b) => b.since - a.since);

/** Projects of an audit made on the device (not deleted), oldest first. */
export const projectsMadeOnDevice = (state: DeviceState, auditKey: string) =>
  recordsOf(state, 'project', (ref) => ref.auditKey === auditKey).filter((r) => r.createdOnDevice && live(r)).sort((a, b) => a.since - b.since);

/** Findings made on the device under an audit (uog) or one of its projects (ggh, k9), oldest first. */
export const findingsMadeOnDevice = (state: DeviceState, auditKey: string, projectKey?: string) =>
  recordsOf(state, 'finding', (ref) => ref.auditKey === auditKey && (projectKey === undefined || ref.projectKey === projectKey))
    .filter((r) => r.createdOnDevice && live(r))
    .sort((a, b) => a.since - b.since);

/**
 * Findings a parent gains or loses on the device: made here (+1) or deleted here (−1, when the
 * server counts them). Added to the server's findings_count.
 */
export function findingsDelta(state: DeviceState, where: (ref: RecordRef) => boolean): number {
  let delta = 0;
  for (const r of recordsOf(state, 'finding', where)) {
    if (r.createdOnDevice && !r.deleted) delta++;
    if (!r.createdOnDevice && r.deleted) delta--;
  }
  return delta;
}

/** Projects an audit gains or loses on the device (same rule). */
export function projectsDelta(state: DeviceState, auditKey: string): number {
  let delta = 0;
  for (const r of recordsOf(state, 'project', (ref) => ref.auditKey === auditKey)) {
    if (r.createdOnDevice && !r.deleted) delta++;
    if (!r.createdOnDevice && r.deleted) delta--;
  }
  return delta;
}

/** The record, its audit or its project is gone on the device. */
export function goneOnDevice(state: DeviceState, ref: Pick<RecordRef, 'auditKey' | 'projectKey' | 'key'>): boolean {
  return [ref.key, ref.projectKey, ref.auditKey].some((k) => k !== undefined && state.records.get(k)?.deleted === true);
}

/** The unfinished create items of a record's parents (audit, project): its outbox dependencies. */
export function parentItems(state: DeviceState, ref: RecordRef): string[] {
  const parents = ref.entity === 'audit' ? [] : ref.entity === 'project' ? [ref.auditKey] : [ref.auditKey, ref.projectKey];
  return parents.flatMap((k) => (k ? (state.records.get(k)?.items.filter((i) => i.op === 'create').map((i) => i.item.id) ?? []) : []));
}

/** Every record under a parent (its projects and findings), for deleting a parent made on the device. */
export function descendants(state: DeviceState, ref: RecordRef): DeviceRecord[] {
  if (ref.entity === 'finding') return [];
  return [...state.records.values()].filter((r) =>
    ref.entity === 'audit' ? r.ref.auditKey === ref.key && r.ref.key !== ref.key : r.ref.entity === 'finding' && r.ref.projectKey === ref.key,
  );
}
