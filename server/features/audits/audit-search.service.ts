import { and, asc, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  AUDIT_EXPORT_NAMES, AUDIT_EXTRA_RATINGS, AUDIT_FAMILY_CONFIG, AUDIT_LIMITS, AUDIT_MESSAGES as M, AUDIT_RATINGS, AUDIT_REPORT_STATUSES, type AuditFamily,
} from '../../../src/contracts/audits/families';
import type { SecurityProjectRef } from '../../../src/contracts/audits/schemas';
import type { AuditSearchHelperData, auditSearchQuery } from '../../../src/contracts/audits/search';
import { pageMeta } from '../../db/sql';
import type { AuthContext } from '../../plugins/auth';
import { invalidField } from '../../plugins/http-errors';
import { exportJobsService } from '../exports/export-jobs.service';
import { referenceItemsRepository } from '../reference-lists/reference-items';
import { securityProjects } from '../security-projects/security-projects.table';
import { actorOf, projectIdsOf, securityProjectRefColumns, type AuditActor } from './audit-access';
import { auditExport } from './audit-export';
import { toAuditItems } from './audit-mappers';
import { auditsRepository as repo, type AuditFilters } from './audits.repository';

export type AuditSearch = z.output<typeof auditSearchQuery>;

/** The query's filters; uog has no report status, ggh and k9 no flight code (spec 2 §2). */
function filtersOf(family: AuditFamily, q: AuditSearch): AuditFilters {
  const projects = [...new Set([...(q.security_project ?? []), ...(q.security_projects ?? [])])];
  const uog = !AUDIT_FAMILY_CONFIG[family].hasProjects;
  return {
    audit_code: q.audit_code || undefined, started_at: q.started_at, ended_at: q.ended_at, security_projects: projects,
    title_id: q.title_id, rating_id: q.rating_id, extra_rating: q.extra_rating, supervisor_id: q.supervisor_id,
    report_status_id: uog ? undefined : q.report_status_id, flight_code_id: uog ? q.flight_code_id : undefined,
  };
}

export function auditSearchService(app: FastifyInstance) {
  const db = app.deps.database.db;

  /** The projects a filter may pick: the family's types; those the position sees audits of, unless it sees all. */
  async function filterProjects(actor: AuditActor): Promise<SecurityProjectRef[]> {
    const own = actor.scope.all ? [] : await projectIdsOf(db, actor.auth.positionId);
    if (!actor.scope.all && !own.length) return [];
    return db.select(securityProjectRefColumns).from(securityProjects)
      .where(and(
        isNull(securityProjects.deleted_at), inArray(securityProjects.type, [...AUDIT_FAMILY_CONFIG[actor.family].projectTypes]),
        actor.scope.all ? undefined : inArray(securityProjects.id, own),
      ))
      .orderBy(asc(securityProjects.name));
  }

  async function helperData(actor: AuditActor): Promise<AuditSearchHelperData> {
    const cfg = AUDIT_FAMILY_CONFIG[actor.family];
    const [titles, flightCodes, projects] = await Promise.all([
      referenceItemsRepository.all(db, cfg.titleList),
      cfg.flightCodeList ? referenceItemsRepository.all(db, cfg.flightCodeList) : Promise.resolve([]),
      filterProjects(actor),
    ]);
    return {
      titles, flight_codes: flightCodes, security_projects: projects,
      ratings: [...AUDIT_RATINGS], extra_ratings: [...AUDIT_EXTRA_RATINGS], report_statuses: cfg.hasProjects ? [...AUDIT_REPORT_STATUSES] : [],
    };
  }

  return {
    async search(family: AuditFamily, auth: AuthContext, q: AuditSearch) {
      const actor = await actorOf(db, family, auth);
      const { rows, total } = await repo.search(db, family, actor.scope, filtersOf(family, q), q);
      return {
        data: await toAuditItems(db, rows, actor.viewer), meta: pageMeta(q, total),
        helper: q.with_helper_data ? await helperData(actor) : {},
      };
    },

    /**
     * Every matching audit as an Excel file, streamed to the reply a page at a time (or, above the
     * export threshold, written by an export job: 202); more than 2000 is refused (422) before any row
     * is read or any byte sent (spec 2 §5, §8). The ids are read first (files/xlsx-export.ts idPages):
     * the file holds the audits that matched when it began, without a transaction held open while a
     * slow client reads.
     */
    async download(family: AuditFamily, auth: AuthContext, q: AuditSearch, reply: FastifyReply): Promise<void> {
      const actor = await actorOf(db, family, auth);
      const filters = filtersOf(family, q);
      const ids = await repo.exportIds(db, family, actor.scope, filters, q.ordering, AUDIT_LIMITS.exportMax + 1);
      if (ids.length > AUDIT_LIMITS.exportMax) throw invalidField('download', M.exportTooMany);
      const params = { family, ids, viewer: { positionId: auth.positionId, permissions: [...auth.permissions] } };
      await exportJobsService(app).deliver(reply, auth, { source: auditExport, params, total: ids.length, fileName: AUDIT_EXPORT_NAMES[family] });
    },
  };
}
