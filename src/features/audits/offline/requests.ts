import { AUDIT_FAMILIES, type AuditFamily } from '@/contracts/audits/families';
import { fillPath } from '@/contracts/paths';
import type { OutboxItem, OutboxRequest } from '@/lib/outbox/types';

/**
 * The outbox items of the audit screens (docs/offline.md §1): one kind per family, record and
 * operation ('ggh.finding.create'), and requests that always name records by their uuid, so a
 * finding under an audit made offline names the audit's UUIDv7 (ARCHITECTURE §6).
 */
export type Entity = 'audit' | 'project' | 'finding';
export type Op = 'create' | 'update' | 'delete';
export const ENTITIES: readonly Entity[] = ['audit', 'project', 'finding'];
export const OPS: readonly Op[] = ['create', 'update', 'delete'];

/** Where a record sits: its family, its audit, its project (ggh, k9 findings) and its own uuid. */
export interface RecordRef {
  family: AuditFamily;
  entity: Entity;
  /** The audit's uuid (the record's own uuid for an audit). */
  auditKey: string;
  /** ggh, k9: the project of a finding (the project's own uuid for a project). */
  projectKey?: string;
  key: string;
}

export const kindOf = (family: AuditFamily, entity: Entity, op: Op) => `${family}.${entity}.${op}`;

const KIND = new RegExp(`^(${AUDIT_FAMILIES.join('|')})\\.(audit|project|finding)\\.(create|update|delete)$`);

export function parseKind(kind: string): { family: AuditFamily; entity: Entity; op: Op } | null {
  const m = KIND.exec(kind);
  return m ? { family: m[1] as AuditFamily, entity: m[2] as Entity, op: m[3] as Op } : null;
}

export const isAuditKind = (kind: string) => parseKind(kind) !== null;

/** Items of one audit (its projects, findings, updates, deletes) go in order: the chain is the audit. */
export const chainOf = (auditKey: string) => `audit:${auditKey}`;

/**
 * The contract's path templates of a record (AUDIT_API …create.path / …update.path, checked equal
 * in requests.test.ts): the collection (create) and the record itself. Written out here so the
 * kinds registered at start-up do not pull the audit schemas into the first load.
 */
export function templates(family: AuditFamily, entity: Entity): { many: string; one: string } {
  const audits = `/${family}/audit`;
  if (entity === 'audit') return { many: audits, one: `${audits}/{id}` };
  if (family === 'uog') {
    if (entity === 'project') throw new Error('uog audits have no projects');
    return { many: `${audits}/{id}/finding`, one: `${audits}/{id}/finding/{fid}` };
  }
  const projects = `${audits}/{id}/project`;
  if (entity === 'project') return { many: projects, one: `${projects}/{pid}` };
  return { many: `${projects}/{pid}/finding`, one: `${projects}/{pid}/finding/{fid}` };
}

const params = (ref: RecordRef): Record<string, string> =>
  ref.entity === 'audit'
    ? { id: ref.auditKey }
    : ref.entity === 'project'
      ? { id: ref.auditKey, pid: ref.key }
      : { id: ref.auditKey, pid: ref.projectKey ?? '', fid: ref.key };

/** The request that creates, updates or deletes the record (the body without the device's additions). */
export function requestOf(ref: RecordRef, op: Op, body?: Record<string, unknown>): OutboxRequest {
  const { many, one } = templates(ref.family, ref.entity);
  const p = params(ref);
  if (op === 'create') return { method: 'POST', path: fillPath(many, p), body: { id: ref.key, ...body } };
  if (op === 'update') return { method: 'PUT', path: fillPath(one, p), body: { ...body } };
  return { method: 'DELETE', path: fillPath(one, p) };
}

/** `{id}` → a named group; the path's own text is matched literally. */
function matcher(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`);
}

/** Which record an item of this feature is about, read back from its kind, path and body. */
export function refOfItem(item: Pick<OutboxItem, 'kind' | 'request'>): (RecordRef & { op: Op }) | null {
  const kind = parseKind(item.kind);
  if (!kind) return null;
  const { family, entity, op } = kind;
  const { many, one } = templates(family, entity);
  const match = matcher(op === 'create' ? many : one).exec(item.request.path);
  if (!match) return null;
  const groups = match.groups ?? {};
  const auditKey = groups.id ? decodeURIComponent(groups.id) : '';
  const body = (item.request.body ?? {}) as { id?: unknown };
  const own = op === 'create' ? (typeof body.id === 'string' ? body.id : null) : decodeURIComponent(groups[entity === 'audit' ? 'id' : entity === 'project' ? 'pid' : 'fid']!);
  if (!own) return null;
  const projectKey = entity === 'project' ? own : groups.pid ? decodeURIComponent(groups.pid) : undefined;
  return { family, entity, op, auditKey: entity === 'audit' ? own : auditKey, ...(projectKey ? { projectKey } : {}), key: own };
}
