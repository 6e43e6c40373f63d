import { AUDIT_API } from '@/contracts/audits/endpoints';
import type { AuditFamily } from '@/contracts/audits/families';
import { auditActions, auditState, type AuditActions, type AuditState, type LockViewer } from '@/contracts/audits/lock';
import type { AuditItem } from '@/contracts/audits/schemas';
import type { Envelope } from '@/contracts/paths';
import { call, data } from '@/lib/api/client';
import type { ListParams } from '@/lib/list/list-params';
import { auditsMadeOnDevice, findingsDelta, projectsDelta, type DeviceRecord, type DeviceState } from '../offline/device-state';
import { readRemembered, remembered } from '../offline/remember';
import { valuesFromBody, valuesFromItem, joinDateTime, type AuditValues } from '../model/audit-values';
import { rememberNames, type Lookups } from './form-data';
import { loadDeviceState, pendingOf, rememberedPage, withDeviceRows, type PendingMark } from './shared';

/** An audit as the screens show it: the server's record (or its last copy) with what the device changed. */
export interface AuditView {
  family: AuditFamily;
  /** The uuid: every link and outbox request names the audit by it. */
  key: string;
  id: number | null;
  server: AuditItem | null;
  device?: DeviceRecord;
  values: AuditValues;
  state: AuditState;
  pending?: PendingMark;
  /** The server part is the device's copy (offline). */
  fromDevice: boolean;
  /** Items of the audit still wait in the outbox. */
  busy: boolean;
  projectsCount: number;
  findingsCount: number;
}

export interface AuditRow {
  key: string;
  id: number | null;
  audit_code: string;
  started_at: string;
  ended_at: string;
  title: string;
  flight_code: string;
  security_projects: string;
  supervisor: string;
  state: AuditState;
  pending?: PendingMark;
  projects_count: number;
  findings_count: number;
  actions: Pick<AuditActions, 'edit' | 'delete'>;
  /** Listed from the device's copy, but never opened on this device: it cannot be opened offline. */
  notOnDevice?: boolean;
}

const DRAFT: Pick<AuditActions, 'edit' | 'delete'> = { edit: true, delete: true };

function rowOfValues(values: AuditValues, lookups: Lookups, fallback?: AuditItem): Omit<AuditRow, 'key' | 'id' | 'state' | 'projects_count' | 'findings_count' | 'actions'> {
  const projectIds = values.security_project_id ? [values.security_project_id] : values.security_projects;
  const name = (id: number | null, known?: { full_name: string } | null) => (id ? (lookups.positions.get(id) ?? known?.full_name ?? '') : '');
  return {
    audit_code: values.audit_code,
    started_at: joinDateTime(values.start_date, values.start_time),
    ended_at: joinDateTime(values.end_date, values.end_time),
    title: (values.title_id && lookups.titles.get(values.title_id)) || fallback?.title?.label || '',
    flight_code: (values.flight_code_id && lookups.flightCodes.get(values.flight_code_id)) || fallback?.flight_code?.label || '',
    security_projects: projectIds
      .map((id) => lookups.projects.get(id)?.name ?? fallback?.security_projects.find((p) => p.id === id)?.name ?? `#${id}`)
      .join(', '),
    supervisor: name(values.primary_supervisor_id, fallback?.primary_supervisor),
  };
}

const findingsOfAudit = (state: DeviceState, key: string) => findingsDelta(state, (ref) => ref.auditKey === key);

export function auditRowOfItem(item: AuditItem, state: DeviceState, lookups: Lookups, viewer: LockViewer): AuditRow {
  const device = state.records.get(item.uuid);
  const values = device?.body ? valuesFromBody(device.body) : valuesFromItem(item);
  const actions = auditActions(item.family, item, viewer);
  return {
    key: item.uuid, id: item.id, ...rowOfValues(values, lookups, item), audit_code: item.audit_code,
    state: auditState(item), ...(device ? { pending: pendingOf(device) } : {}),
    projects_count: item.projects_count + projectsDelta(state, item.uuid),
    findings_count: item.findings_count + findingsOfAudit(state, item.uuid),
    actions: { edit: actions.edit, delete: actions.delete },
  };
}

export function auditRowOfDevice(record: DeviceRecord, state: DeviceState, lookups: Lookups): AuditRow {
  const values = valuesFromBody(record.body ?? {});
  return {
    key: record.ref.key, id: null, ...rowOfValues(values, lookups), state: 'draft', pending: pendingOf(record),
    projects_count: projectsDelta(state, record.ref.key), findings_count: findingsOfAudit(state, record.ref.key), actions: DRAFT,
  };
}

/** /{family}/audit/list: the server's page (its last copy offline) with the audits made on the device on top. */
export async function fetchAuditRows(family: AuditFamily, params: ListParams, lookups: Lookups, viewer: LockViewer): Promise<Envelope<AuditRow[]>> {
  const query = { page: params.page, perpage: params.perpage, ordering: params.ordering };
  const [{ envelope, fromDevice }, state] = await Promise.all([
    rememberedPage(`${family}.list.${params.page}.${params.perpage}.${params.ordering}`, () => call(AUDIT_API[family].audits.list, { query }), params.page, params.perpage),
    loadDeviceState(),
  ]);
  // Offline, an audit opens only from its own copy: say which rows have none (issue 9).
  const opened = fromDevice
    ? new Set((await Promise.all(envelope.data.map(async (a) => ((await readRemembered(`${family}.audit.${a.uuid}`)) ? a.uuid : null)))).filter(Boolean))
    : null;
  void rememberNames(envelope.data.flatMap((a) => [a.primary_supervisor, a.optional_supervisor]));
  const listed = new Set(envelope.data.map((a) => a.uuid));
  const rows = envelope.data
    .filter((a) => !state.records.get(a.uuid)?.deleted)
    .map((a) => ({ ...auditRowOfItem(a, state, lookups, viewer), ...(opened && !opened.has(a.uuid) ? { notOnDevice: true } : {}) }));
  const mine = auditsMadeOnDevice(state, family).filter((r) => !listed.has(r.ref.key)).map((r) => auditRowOfDevice(r, state, lookups));
  return withDeviceRows({ ...envelope, data: rows }, mine, params.page);
}

/** One audit by id or uuid: made on this device (its outbox item), or the server's (its last copy offline). */
export async function loadAuditView(family: AuditFamily, key: string): Promise<AuditView> {
  const state = await loadDeviceState();
  const mine = state.records.get(key);
  if (mine?.createdOnDevice && mine.ref.entity === 'audit') {
    return {
      family, key, id: null, server: null, device: mine, values: valuesFromBody(mine.body ?? {}), state: 'draft', pending: pendingOf(mine),
      fromDevice: true, busy: true, projectsCount: projectsDelta(state, key), findingsCount: findingsOfAudit(state, key),
    };
  }
  const r = await remembered(`${family}.audit.${key}`, () => data(AUDIT_API[family].audits.show, { params: { id: key } }));
  const item = r.value;
  void rememberNames([item.primary_supervisor, item.optional_supervisor]);
  const device = state.records.get(item.uuid);
  return {
    family, key: item.uuid, id: item.id, server: item, ...(device ? { device, pending: pendingOf(device) } : {}),
    values: device?.body ? valuesFromBody(device.body) : valuesFromItem(item), state: auditState(item), fromDevice: r.fromDevice,
    busy: state.busyAudits.has(item.uuid), projectsCount: item.projects_count + projectsDelta(state, item.uuid),
    findingsCount: item.findings_count + findingsOfAudit(state, item.uuid),
  };
}

/** What the position may do with the audit: lock.ts on the server record; a draft on the device is the user's own. */
export function viewActions(view: AuditView, viewer: LockViewer): AuditActions {
  if (!view.server) return { edit: true, delete: true, edit_findings: true, submit_approval: false, approve_observer: false, approve_admin: false, approve: false, reject: false };
  return auditActions(view.family, view.server, viewer);
}
