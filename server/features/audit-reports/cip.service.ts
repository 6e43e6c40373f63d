import type { FastifyInstance } from 'fastify';
import {
  AUDIT_REPORT_MESSAGES as M, CIP_SOURCE_TYPE, type CipField, type CipMetadata, type CipProjectRow, type CipSending,
} from '../../../src/contracts/audit-reports';
import { AUDIT_EXTRA_RATINGS, AUDIT_RATINGS, AUDIT_REPORT_STATUSES, type AuditOption } from '../../../src/contracts/audits/families';
import type { RecordKey } from '../../../src/contracts/audits/schemas';
import type { QueryFilter } from '../../../src/contracts/query-filter';
import { compileFilter } from '../../db/query-filter';
import { pageMeta } from '../../db/sql';
import type { AuthContext } from '../../plugins/auth';
import { notFound } from '../../plugins/http-errors';
import { activityLogRepository } from '../activity-log/activity-log.repository';
import { actorOf } from '../audits/audit-access';
import { optionRef, positionRefs, wallClock } from '../audits/audit-mappers';
import { filesRepository, type FileRow } from '../files/files.repository';
import { referenceItemsRepository } from '../reference-lists/reference-items';
import { auditReportsRepository as repo, type SendingRow } from './audit-reports.repository';
import { auditReportsService } from './audit-reports.service';
import { cipFilterFields, cipRepository, type CipRow } from './cip.repository';

const TABLE = 'audit_report_sendings';
const FIELD = 'selectedFindigs';

const options = (list: readonly AuditOption[]) => list.map((o) => ({ value: o.id, label: o.name }));
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The ggh CIP view (spec 2 §2, §7): the audit-project search of the query builder, the report
 * preview and the report "send" — the PDF issued and kept, with its history (decisions:
 * docs/decisions/audit-reports.md).
 */
export function cipService(app: FastifyInstance) {
  const db = () => app.deps.database.db;
  const reports = auditReportsService(app);

  async function allowList() {
    const [securityProjects, titles] = await Promise.all([
      cipRepository.allSecurityProjectIds(db()), referenceItemsRepository.all(db(), 'ggh-title'),
    ]);
    return cipFilterFields({ securityProjects, titles: titles.map((t) => t.id) });
  }

  async function toRows(rows: CipRow[]): Promise<CipProjectRow[]> {
    const people = await positionRefs(db(), rows.flatMap((r) => [r.primary_supervisor_id, r.optional_supervisor_id]));
    const labels = await referenceItemsRepository.labels(db(), rows.map((r) => r.title_id ?? 0).filter(Boolean));
    const person = (id: number | null) => (id === null ? null : people.get(id) ?? null);
    return rows.map((r) => ({
      id: r.id, uuid: r.uuid, audit_id: r.audit_id, audit_uuid: r.audit_uuid, audit_code: r.audit_code,
      audit_started_at: wallClock(r.audit_started_at), audit_ended_at: wallClock(r.audit_ended_at),
      title: r.title_id && labels.has(r.title_id) ? { id: r.title_id, label: labels.get(r.title_id)! } : null,
      rating: optionRef(AUDIT_RATINGS, r.rating_id), extra_rating: optionRef(AUDIT_EXTRA_RATINGS, r.extra_rating),
      report_status: optionRef(AUDIT_REPORT_STATUSES, r.report_status_id), is_approved: r.is_approved,
      primary_supervisor: person(r.primary_supervisor_id), optional_supervisor: person(r.optional_supervisor_id),
      security_project: { id: r.security_project_id, name: r.security_project_name, short_code: r.security_project_short_code, type: r.security_project_type },
      started_at: r.started_at, ended_at: r.ended_at, media_url: r.media_url,
      findings_count: Number(r.findings_count), sendings_count: Number(r.sendings_count), last_sent_at: iso(r.last_sent_at),
    }));
  }

  async function toSendings(rows: SendingRow[]): Promise<CipSending[]> {
    const people = await positionRefs(db(), rows.map((r) => r.sender_position_id));
    return rows.map((r) => ({
      id: r.id, audit_id: r.audit_id, audit_project_id: r.audit_project_id, finding_ids: r.finding_ids, file_name: r.file_name, size: r.size,
      sender: r.sender_position_id === null ? null : people.get(r.sender_position_id) ?? null, created_at: r.created_at.toISOString(),
    }));
  }

  return {
    async search(auth: AuthContext, filter: QueryFilter, s: { page: number; perPage: number; ordering?: string }) {
      const actor = await actorOf(db(), 'ggh', auth);
      const where = compileFilter(filter, await allowList());
      const page = { page: s.page, perpage: s.perPage };
      const { rows, total } = await cipRepository.search(db(), actor.scope, where, { ...page, ordering: s.ordering });
      return { data: await toRows(rows), meta: pageMeta(page, total) };
    },

    /** The builder's fields; enum choices are the position's own (its visible projects, the live titles). */
    async fields(auth: AuthContext): Promise<CipMetadata> {
      const actor = await actorOf(db(), 'ggh', auth);
      const [projects, titles] = await Promise.all([
        cipRepository.visibleSecurityProjects(db(), actor.scope), referenceItemsRepository.all(db(), 'ggh-title'),
      ]);
      const allow = (await allowList())[CIP_SOURCE_TYPE]!;
      const choices: Partial<Record<CipField['name'], CipField['options']>> = {
        security_project_id: projects.map((p) => ({ value: p.id, label: `${p.name} (${p.short_code})` })),
        title_id: titles.map((t) => ({ value: t.id, label: t.label })),
        rating_id: options(AUDIT_RATINGS),
        extra_rating: options(AUDIT_EXTRA_RATINGS),
        report_status_id: options(AUDIT_REPORT_STATUSES),
      };
      const fields = Object.entries(allow).map(([name, f]) => ({
        name: name as CipField['name'], label: f.label ?? name, type: f.type,
        ...(f.operators ? { operators: [...f.operators] } : {}),
        ...(choices[name as CipField['name']] ? { options: choices[name as CipField['name']] } : {}),
      }));
      return { source_type: CIP_SOURCE_TYPE, fields };
    },

    preview: (auditKey: RecordKey, projectKey: RecordKey, selection: readonly number[], auth: AuthContext) =>
      reports.projectReport('ggh', auditKey, projectKey, selection, auth, FIELD),

    /** Issues the report: the PDF into the file store, a sending row and an activity entry, in one transaction. */
    async send(auditKey: RecordKey, projectKey: RecordKey, selection: readonly number[], auth: AuthContext): Promise<CipSending> {
      const { audit, project, findings, pdf, fileName } = await reports.projectReport('ggh', auditKey, projectKey, selection, auth, FIELD);
      const { sha256, size } = await app.fileStore.put(pdf);
      const now = app.deps.clock();
      const sendingId = await db().transaction(async (tx) => {
        const file = await filesRepository.insert(tx, {
          sha256, size, mime_type: 'application/pdf', original_name: fileName, owner_user_id: auth.userId, created_at: now,
        });
        const sending = await repo.insertSending(tx, {
          audit_id: audit.id, audit_project_id: project.id, file_id: file.id, finding_ids: findings.map((f) => f.id),
          sender_user_id: auth.userId, sender_position_id: auth.positionId, created_at: now,
        });
        await activityLogRepository.record(tx, {
          table_name: TABLE, target_id: sending.id, action: 'sent', causer_id: auth.userId,
          attributes: { audit_id: audit.id, audit_project_id: project.id, finding_ids: findings.map((f) => f.id), file_id: file.id },
        });
        return sending.id;
      });
      const rows = await repo.sendings(db(), project.id);
      return (await toSendings(rows.filter((r) => r.id === sendingId)))[0]!;
    },

    async sendings(auditKey: RecordKey, projectKey: RecordKey, auth: AuthContext): Promise<CipSending[]> {
      const { audit } = await reports.visibleAudit('ggh', auditKey, auth);
      const project = await reports.projectOf(audit, projectKey);
      return toSendings(await repo.sendings(db(), project.id));
    },

    async sendingFile(auditKey: RecordKey, projectKey: RecordKey, sendingId: number, auth: AuthContext): Promise<FileRow> {
      const { audit } = await reports.visibleAudit('ggh', auditKey, auth);
      const project = await reports.projectOf(audit, projectKey);
      const sending = await repo.sending(db(), project.id, sendingId);
      const file = sending ? await filesRepository.find(db(), sending.file_id) : undefined;
      if (!file) throw notFound(M.sendingNotFound);
      return file;
    },
  };
}
