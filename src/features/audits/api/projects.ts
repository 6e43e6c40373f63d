import { AUDIT_API } from '@/contracts/audits/endpoints';
import type { ProjectFamily } from '@/contracts/audits/families';
import type { AuditProjectItem, SecurityProjectRef } from '@/contracts/audits/schemas';
import type { Envelope } from '@/contracts/paths';
import { call, data } from '@/lib/api/client';
import type { ListParams } from '@/lib/list/list-params';
import { findingsDelta, projectsMadeOnDevice, type DeviceRecord, type DeviceState } from '../offline/device-state';
import { remembered } from '../offline/remember';
import { projectValuesFromBody, projectValuesFromItem, type ProjectValues } from '../model/record-values';
import type { AuditView } from './audits';
import { loadDeviceState, pendingOf, rememberedPage, withDeviceRows, type PendingMark } from './shared';

export interface ProjectRow {
  key: string;
  id: number | null;
  security_project: string;
  started_at: string;
  ended_at: string;
  media_url: string;
  findings_count: number;
  pending?: PendingMark;
}

export interface ProjectView {
  key: string;
  id: number | null;
  server: AuditProjectItem | null;
  device?: DeviceRecord;
  values: ProjectValues;
  pending?: PendingMark;
  findingsCount: number;
}

/** The security projects an audit project may visit: the audit's own (spec 2 §3). */
export function auditSecurityProjects(audit: AuditView, known: Map<number, SecurityProjectRef>): SecurityProjectRef[] {
  const fromServer = new Map((audit.server?.security_projects ?? []).map((p) => [p.id, p]));
  return audit.values.security_projects.map(
    (id) => known.get(id) ?? fromServer.get(id) ?? { id, name: `#${id}`, short_code: '', type: '' },
  );
}

const countOf = (state: DeviceState, key: string) => findingsDelta(state, (ref) => ref.projectKey === key);

function row(values: ProjectValues, projects: Map<number, SecurityProjectRef>, fallback?: AuditProjectItem) {
  const id = values.security_project_id;
  return {
    security_project: (id && projects.get(id)?.name) || (fallback?.security_project_id === id ? fallback?.security_project.name : '') || (id ? `#${id}` : ''),
    started_at: values.started_at,
    ended_at: values.ended_at,
    media_url: values.media_url,
  };
}

/** /{family}/audit/{auditId}/projects: the server's projects of the audit with those made on the device. */
export async function fetchProjectRows(family: ProjectFamily, audit: AuditView, params: ListParams, projects: Map<number, SecurityProjectRef>): Promise<Envelope<ProjectRow[]>> {
  const state = await loadDeviceState();
  const query = { page: params.page, perpage: params.perpage, ordering: params.ordering };
  const { envelope } = audit.server
    ? await rememberedPage(
        `${family}.projects.${audit.key}.${params.page}.${params.perpage}.${params.ordering}`,
        () => call(AUDIT_API[family].projects.list, { params: { id: audit.key }, query }),
        params.page,
        params.perpage,
      )
    : { envelope: { data: [] as AuditProjectItem[], meta_data: { permission_signature: '', page: 1, perpage: params.perpage, total: 0 }, helper_data: {} } };
  const listed = new Set(envelope.data.map((p) => p.uuid));
  const rows: ProjectRow[] = envelope.data
    .filter((p) => !state.records.get(p.uuid)?.deleted)
    .map((p) => {
      const device = state.records.get(p.uuid);
      const values = device?.body ? projectValuesFromBody(device.body) : projectValuesFromItem(p);
      return { key: p.uuid, id: p.id, ...row(values, projects, p), findings_count: p.findings_count + countOf(state, p.uuid), ...(device ? { pending: pendingOf(device) } : {}) };
    });
  const mine = projectsMadeOnDevice(state, audit.key)
    .filter((r) => !listed.has(r.ref.key))
    .map((r) => ({ key: r.ref.key, id: null, ...row(projectValuesFromBody(r.body ?? {}), projects), findings_count: countOf(state, r.ref.key), pending: pendingOf(r) }));
  return withDeviceRows({ ...envelope, data: rows }, mine, params.page);
}

export async function loadProjectView(family: ProjectFamily, audit: AuditView, key: string): Promise<ProjectView> {
  const state = await loadDeviceState();
  const mine = state.records.get(key);
  if (mine?.createdOnDevice && mine.ref.entity === 'project') {
    return { key, id: null, server: null, device: mine, values: projectValuesFromBody(mine.body ?? {}), pending: pendingOf(mine), findingsCount: countOf(state, key) };
  }
  const item = (await remembered(`${family}.project.${key}`, () => data(AUDIT_API[family].projects.show, { params: { id: audit.key, pid: key } }))).value;
  const device = state.records.get(item.uuid);
  return {
    key: item.uuid, id: item.id, server: item, ...(device ? { device, pending: pendingOf(device) } : {}),
    values: device?.body ? projectValuesFromBody(device.body) : projectValuesFromItem(item), findingsCount: item.findings_count + countOf(state, item.uuid),
  };
}

/** Findings counts of every project of the audit, for the submission check (spec 2 §4). */
export async function projectCounts(family: ProjectFamily, audit: AuditView, projects: Map<number, SecurityProjectRef>) {
  const page = await fetchProjectRows(family, audit, { page: 1, perpage: 300, ordering: 'created_at', filters: {} }, projects);
  return page.data.map((p) => ({ name: p.security_project, findings_count: p.findings_count }));
}
