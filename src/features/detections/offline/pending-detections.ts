import {
  DETECTION_REGISTER_DEFS, turkeyLocalOf, turkeyLocalToDate, type DetectionCreateBody, type DetectionItem, type DetectionRegister,
} from '@/contracts/detections';
import type { PositionItem } from '@/contracts/people';
import type { Envelope } from '@/contracts/paths';
import { searchFold } from '@/contracts/text';
import { isUnacknowledged, mergePendingRows, pendingMark, type PendingMark } from '@/lib/outbox/pending-rows';
import type { OutboxItem } from '@/lib/outbox/types';
import { detectionKind } from './detection-kind';

/** A row of a register's list: from the server, or still on this device (not yet acknowledged). */
export type DetectionRow = DetectionItem & {
  pending?: PendingMark & { photoHashes: string[] };
};

/** What the device knows to name a pending detection's item, detecter and project (the cached form data). */
export interface PendingLookup {
  items: ReadonlyMap<number, string>;
  members: ReadonlyMap<number, PositionItem>;
  projects: ReadonlyMap<number, string>;
  reporter: { user_id: number; full_name: string };
}

/** Items of this register that the server has not acknowledged yet (done = acknowledged or discarded). */
export const isPendingDetection = (register: DetectionRegister, item: OutboxItem) => isUnacknowledged(item, detectionKind(register));

const NO_ROLE = { id: 0, name: '', deleted: false };

export function pendingRow(register: DetectionRegister, item: OutboxItem, lookup: PendingLookup): DetectionRow {
  const def = DETECTION_REGISTER_DEFS[register];
  const body = (item.request.body ?? {}) as Partial<DetectionCreateBody>;
  const itemId = Number(body[def.itemField]);
  const positionId = Number(body.detecter_position_id);
  const member = lookup.members.get(positionId);
  const projectId = member?.security_project_id ?? 0;
  const created = new Date(item.createdAt).toISOString();
  return {
    id: 0,
    uuid: body.id ?? item.id,
    register,
    item: { id: itemId, name: lookup.items.get(itemId) ?? '' },
    flight_number: body.flight_number || null,
    description: body.description ?? '',
    detected_at: (turkeyLocalToDate(body.detected_at ?? '') ?? new Date(item.createdAt)).toISOString(),
    detecter_position_id: positionId,
    detecter: {
      position_id: positionId,
      user_id: member?.user_id ?? null,
      full_name: member?.full_name ?? '',
      role_display: member?.role_display ?? { company: NO_ROLE, department: NO_ROLE, role: NO_ROLE },
    },
    detecter_project: { id: projectId, name: lookup.projects.get(projectId) ?? '' },
    reporter: lookup.reporter,
    files_count: body.file_hashes?.length ?? 0,
    can_change: false,
    created_at: created,
    updated_at: created,
    pending: { ...pendingMark(item), photoHashes: item.blobHashes },
  };
}

const contains = (text: string, typed: string) => searchFold(text).includes(searchFold(typed));
const dayOf = (iso: string) => turkeyLocalOf(iso).slice(0, 10);

/** Whether a pending row passes the list's filters, as the server would judge it. */
export function matchesFilters(register: DetectionRegister, row: DetectionRow, f: Record<string, string>): boolean {
  const def = DETECTION_REGISTER_DEFS[register];
  if (f[def.itemField] && Number(f[def.itemField]) !== row.item.id) return false;
  if (f.detecter_name && !contains(row.detecter.full_name, f.detecter_name)) return false;
  if (def.roleFilter === 'detecter_role_name' && f.detecter_role_name && !contains(row.detecter.role_display.role.name, f.detecter_role_name)) return false;
  if (def.roleFilter === 'detecter_role_group_id' && f.detecter_role_group_id && Number(f.detecter_role_group_id) !== row.detecter.role_display.role.id) return false;
  if (f.detecter_project_id && Number(f.detecter_project_id) !== row.detecter_project.id) return false;
  if (f.reporter_name && !contains(row.reporter.full_name, f.reporter_name)) return false;
  if (f.created_at && dayOf(row.created_at) !== f.created_at) return false;
  if (f.detected_at && dayOf(row.detected_at) !== f.detected_at) return false;
  return true;
}

/** Pending rows on top of page 1 (those passing the list's filters); see mergePendingRows. */
export function mergePending(
  register: DetectionRegister,
  envelope: Envelope<DetectionRow[]>,
  pending: DetectionRow[],
  params: { page: number; filters: Record<string, string> },
): Envelope<DetectionRow[]> {
  return mergePendingRows(envelope, pending, params.page, (row) => matchesFilters(register, row, params.filters));
}
