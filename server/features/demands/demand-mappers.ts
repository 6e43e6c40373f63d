import type {
  DemandRequestDetails, DemandRequestItem, DemandResponseRow, DemandStep, DemandType,
} from '../../../src/contracts/demands';
import type { StoredFile } from '../../../src/contracts/files';
import type { RoleDisplay } from '../../../src/contracts/people';
import type { Executor } from '../../db/client';
import type { FileRow } from '../files/files.repository';
import { toStoredFile } from '../files/files.service';
import type { RequestRow } from './demand-requests.repository';
import type { StepRow } from './demand-responses.repository';
import type { DemandTypeRow } from './demand-types.repository';
import { demandRolesRepository, displaysOf } from './roles.repository';

/** Rows -> contract shapes. Role displays are looked up once per answer, for every row in it. */
export type Roles = Map<number, RoleDisplay>;

export const rolesOf = (db: Executor, ids: Iterable<number | null | undefined>) =>
  demandRolesRepository.displays(db, [...ids].filter((id): id is number => typeof id === 'number'));

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toDemandType(row: DemandTypeRow, roles: Roles): DemandType {
  return {
    id: row.id,
    name: row.name,
    sequence_yearly_reset: row.sequence_yearly_reset,
    role_ids: row.role_ids,
    roles: displaysOf(row.role_ids, roles),
    requests_count: row.requests_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toRequestItem(row: RequestRow, roles: Roles): DemandRequestItem {
  return {
    id: row.id,
    uuid: row.uuid,
    number: row.number,
    title: row.title,
    demand_type: { id: row.demand_type_id, name: row.demand_type_name },
    status: row.status,
    current_roles: displaysOf(row.current_role_ids ?? [], roles),
    files_count: Number(row.files_count),
    requester: { user_id: row.requester_user_id, full_name: row.requester_name },
    created_at: row.created_at.toISOString(),
    answered_at: iso(row.answered_at),
  };
}

export function toStep(row: StepRow, roles: Roles): DemandStep {
  return {
    id: row.id,
    status: row.status,
    roles: displaysOf(row.role_ids, roles),
    response: row.response,
    redirect_role: row.redirect_role_id ? (roles.get(row.redirect_role_id) ?? null) : null,
    responder: row.responder_user_id ? { user_id: row.responder_user_id, full_name: row.responder_name ?? '' } : null,
    responded_at: iso(row.responded_at),
    created_at: row.created_at.toISOString(),
  };
}

/** A request's file, downloadable by whoever may read the request (not only its uploader). */
export function toDemandFile(requestId: number, file: FileRow): StoredFile {
  return { ...toStoredFile(file), url: `/api/demand/request/${requestId}/file/${file.id}` };
}

export function toDetails(row: RequestRow, files: FileRow[], steps: StepRow[], roles: Roles): DemandRequestDetails {
  return {
    ...toRequestItem(row, roles),
    description: row.description,
    files: files.map((f) => toDemandFile(row.id, f)),
    history: steps.map((s) => toStep(s, roles)),
    editable: row.status === 'waiting' && !row.touched,
  };
}

export function toResponseRow(row: { step: StepRow; request: RequestRow }, roles: Roles): DemandResponseRow {
  const item = toRequestItem(row.request, roles);
  return {
    ...toStep(row.step, roles),
    request: {
      id: item.id, number: item.number, title: item.title, demand_type: item.demand_type,
      requester: item.requester, created_at: item.created_at, files_count: item.files_count,
    },
  };
}

/** Every role id a set of steps and requests mentions. */
export function roleIdsOf(steps: StepRow[], requests: RequestRow[] = []): number[] {
  return [
    ...steps.flatMap((s) => [...s.role_ids, ...(s.redirect_role_id ? [s.redirect_role_id] : [])]),
    ...requests.flatMap((r) => r.current_role_ids ?? []),
  ];
}
