import { AUDIT_API } from '@/contracts/audits/endpoints';
import type { AuditFamily } from '@/contracts/audits/families';
import type { FindingImage, FindingItem } from '@/contracts/audits/schemas';
import type { Envelope } from '@/contracts/paths';
import { call, data } from '@/lib/api/client';
import type { ListParams } from '@/lib/list/list-params';
import { findingsMadeOnDevice, type DevicePhoto, type DeviceRecord, type DeviceState } from '../offline/device-state';
import { keepFormMembers } from '../offline/members';
import { remembered } from '../offline/remember';
import { findingValuesFromBody, findingValuesFromItem, splitNames, type FindingValues } from '../model/record-values';
import type { AuditView } from './audits';
import { rememberNames, type Lookups } from './form-data';
import { emptyPage, loadDeviceState, pendingOf, rememberedPage, withDeviceRows, type PendingMark } from './shared';

/** Where the findings hang: ggh, k9 under an audit project; uog under the audit. */
export interface FindingParent {
  family: AuditFamily;
  audit: AuditView;
  /** ggh, k9: the project's uuid. */
  projectKey?: string;
  /** The project exists on the server (not only on this device). */
  projectOnServer?: boolean;
}

export interface FindingRow {
  key: string;
  id: number | null;
  rating: string;
  title: string;
  times: string;
  personnel: string;
  photos: number;
  devicePhotos: DevicePhoto[];
  pending?: PendingMark;
}

export interface FindingView {
  key: string;
  id: number | null;
  server: FindingItem | null;
  device?: DeviceRecord;
  values: FindingValues;
  /** Photos on the server, and photos still on this device. */
  images: FindingImage[];
  devicePhotos: DevicePhoto[];
  pending?: PendingMark;
}

const listParams = (p: FindingParent): Record<string, string> => (p.family === 'uog' ? { id: p.audit.key } : { id: p.audit.key, pid: p.projectKey! });
const onServer = (p: FindingParent) => Boolean(p.audit.server) && (p.family === 'uog' || p.projectOnServer === true);

/**
 * Whether the server holds the parent's findings now. The parent may be a step behind the device:
 * right after the sync its view still says the project waits on the device while the outbox has
 * delivered it, and asking nobody would list "0 kayıt" for a moment (issue 9). A parent made on
 * this device that the device no longer holds as unsent has reached the server.
 */
export function findingsOnServer(p: FindingParent, state: DeviceState): boolean {
  if (onServer(p)) return true;
  const unsent = (key: string | undefined) => key !== undefined && state.records.get(key)?.createdOnDevice === true;
  return !unsent(p.audit.key) && (p.family === 'uog' || (p.projectKey !== undefined && !unsent(p.projectKey)));
}

function row(family: AuditFamily, values: FindingValues, lookups: Lookups, fallback?: FindingItem) {
  const named = values.positions.map((id) => lookups.positions.get(id) ?? fallback?.positions.find((p) => p.id === id)?.full_name ?? `#${id}`);
  // k9 keeps one kind of personnel; the others may name positions and type names too.
  const typed = family === 'k9' && values.personel_storage_type === 'table' ? [] : splitNames(values.personal_text);
  return {
    rating: (values.rating_id && lookups.ratings.get(values.rating_id)) || fallback?.rating?.name || '',
    title: values.title,
    times: values.started_at || values.ended_at ? `${values.started_at}–${values.ended_at}` : '',
    personnel: [...named, ...typed].join(', '),
  };
}

export async function fetchFindingRows(parent: FindingParent, params: ListParams, lookups: Lookups): Promise<Envelope<FindingRow[]>> {
  const { family, audit } = parent;
  const state = await loadDeviceState();
  const query = { page: params.page, perpage: params.perpage, ordering: params.ordering };
  const scope = parent.projectKey ?? audit.key;
  const inferred = !onServer(parent) && findingsOnServer(parent, state);
  const { envelope } = findingsOnServer(parent, state)
    ? await rememberedPage(
        `${family}.findings.${scope}.${params.page}.${params.perpage}.${params.ordering}`,
        () => call<typeof AUDIT_API.ggh.findings.list>(AUDIT_API[family].findings.list, { params: listParams(parent), query }),
        params.page,
        params.perpage,
      ).catch((error: unknown) => {
        // A parent discarded on the device rather than sent: nothing to list.
        if (inferred) return { envelope: emptyPage<FindingItem>(params.page, params.perpage) };
        throw error;
      })
    : { envelope: { data: [] as FindingItem[], meta_data: { permission_signature: '', page: 1, perpage: params.perpage, total: 0 }, helper_data: {} } };
  void rememberNames(envelope.data.flatMap((f) => f.positions));
  const listed = new Set(envelope.data.map((f) => f.uuid));
  const rows: FindingRow[] = envelope.data
    .filter((f) => !state.records.get(f.uuid)?.deleted)
    .map((f) => {
      const device = state.records.get(f.uuid);
      const values = device?.body ? findingValuesFromBody(family, device.body) : findingValuesFromItem(f);
      const devicePhotos = device?.photos ?? [];
      return { key: f.uuid, id: f.id, ...row(family, values, lookups, f), photos: f.images.length + devicePhotos.length, devicePhotos, ...(device ? { pending: pendingOf(device) } : {}) };
    });
  const mine = findingsMadeOnDevice(state, audit.key, parent.projectKey)
    .filter((r) => !listed.has(r.ref.key))
    .map((r) => ({ key: r.ref.key, id: null, ...row(family, findingValuesFromBody(family, r.body ?? {}), lookups), photos: r.photos.length, devicePhotos: r.photos, pending: pendingOf(r) }));
  return withDeviceRows({ ...envelope, data: rows }, mine, params.page);
}

export async function loadFindingView(parent: FindingParent, key: string): Promise<FindingView> {
  const { family } = parent;
  const state = await loadDeviceState();
  const mine = state.records.get(key);
  if (mine?.createdOnDevice && mine.ref.entity === 'finding') {
    return { key, id: null, server: null, device: mine, values: findingValuesFromBody(family, mine.body ?? {}), images: [], devicePhotos: mine.photos, pending: pendingOf(mine) };
  }
  const item = (await remembered(`${family}.finding.${key}`, () => data<typeof AUDIT_API.ggh.findings.show>(AUDIT_API[family].findings.show, { params: { ...listParams(parent), fid: key } }))).value;
  void rememberNames(item.positions);
  const device = state.records.get(item.uuid);
  return {
    key: item.uuid, id: item.id, server: item, ...(device ? { device, pending: pendingOf(device) } : {}),
    values: device?.body ? findingValuesFromBody(family, device.body) : findingValuesFromItem(item),
    images: item.images, devicePhotos: device?.photos ?? [],
  };
}

/**
 * The finding form's data read online to keep the members of the finding's security project on
 * the device (personnel chosen offline later). Nothing to read while the audit or the project is
 * only on this device, or without a signal: answers how many members were kept (null: none read).
 */
export async function syncFindingMembers(parent: FindingParent, online = navigator.onLine): Promise<number | null> {
  if (!online || !onServer(parent)) return null;
  const form = await data<typeof AUDIT_API.ggh.findings.createForm>(AUDIT_API[parent.family].findings.createForm, { params: listParams(parent), quiet: true });
  await keepFormMembers(form);
  return form.members.length;
}
