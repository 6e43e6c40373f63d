import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { CIP_SOURCE_TYPE, type CipFieldName } from '../../../src/contracts/audit-reports';
import {
  AUDIT_EXTRA_RATINGS, AUDIT_RATINGS, AUDIT_REPORT_STATUSES, type AuditOption,
} from '../../../src/contracts/audits/families';
import type { Executor } from '../../db/client';
import type { FilterField, FilterFields } from '../../db/query-filter';
import { offsetOf, orderingOf, type Page } from '../../db/sql';
import { visibleTo, type AuditScope } from '../audits/audits.repository';
import { auditProjects, audits } from '../audits/audits.table';
import { securityProjects } from '../security-projects/security-projects.table';

/**
 * The CIP view's audit-project search (spec 2 §2 /ggh/cip/audit, §7 POST /ggh/audit-projects/search):
 * ggh audit projects the position may see, filtered by the query builder's groups over the
 * allow-list below.
 */

// Written out: inside a subquery drizzle leaves column names unqualified.
const personName = (positionColumn: string) => sql.raw(`(select concat_ws(' ', u.first_name, u.middle_name, u.last_name)
  from positions p join users u on u.id = p.user_id where p.id = "audits"."${positionColumn}")`);
const findingsCount = sql<number>`(select count(*)::int from audit_findings f where f.audit_project_id = "audit_projects"."id")`;
const sendingsCount = sql<number>`(select count(*)::int from audit_report_sendings s where s.audit_project_id = "audit_projects"."id")`;
const lastSentAt = sql<Date | null>`(select max(s.created_at) from audit_report_sendings s where s.audit_project_id = "audit_projects"."id")`;
const supervisors = sql`concat_ws(' ', ${personName('primary_supervisor_id')}, ${personName('optional_supervisor_id')})`;

const ids = (options: readonly AuditOption[]) => options.map((o) => o.id);

/** The allow-list: field name -> column or expression (compiled by server/db/query-filter.ts). */
export function cipFilterFields(values: { securityProjects: readonly number[]; titles: readonly number[] }): FilterFields {
  const fields: Record<CipFieldName, FilterField> = {
    audit_code: { column: audits.audit_code, type: 'text', label: 'Denetim kodu' },
    audit_started_at: { column: sql`(${audits.started_at})::date`, type: 'date', label: 'Denetim başlangıcı' },
    audit_ended_at: { column: sql`(${audits.ended_at})::date`, type: 'date', label: 'Denetim bitişi' },
    security_project_id: { column: auditProjects.security_project_id, type: 'enum', values: values.securityProjects, label: 'Güvenlik projesi' },
    title_id: { column: audits.title_id, type: 'enum', values: values.titles, label: 'Başlık' },
    rating_id: { column: audits.rating_id, type: 'enum', values: ids(AUDIT_RATINGS), label: 'Değerlendirme' },
    extra_rating: { column: audits.extra_rating, type: 'enum', values: ids(AUDIT_EXTRA_RATINGS), label: 'Ek değerlendirme' },
    report_status_id: { column: audits.report_status_id, type: 'enum', values: ids(AUDIT_REPORT_STATUSES), label: 'Rapor durumu' },
    supervisor: {
      column: supervisors, type: 'text', label: 'Denetim sorumlusu',
      operators: ['contains', 'not_contains', 'starts_with', 'is_empty', 'is_not_empty'],
    },
    findings_count: { column: findingsCount, type: 'number', label: 'Bulgu sayısı' },
    is_approved: { column: audits.is_approved, type: 'boolean', label: 'Onaylandı' },
    report_sent: { column: sql`exists (select 1 from audit_report_sendings s where s.audit_project_id = "audit_projects"."id")`, type: 'boolean', label: 'Rapor gönderildi' },
  };
  return { [CIP_SOURCE_TYPE]: fields };
}

const ORDERABLE = {
  created_at: auditProjects.created_at,
  audit_started_at: audits.started_at,
  audit_code: audits.audit_code,
  findings_count: findingsCount,
  last_sent_at: lastSentAt,
};

const columns = {
  id: auditProjects.id,
  uuid: auditProjects.uuid,
  audit_id: audits.id,
  audit_uuid: audits.uuid,
  audit_code: audits.audit_code,
  audit_started_at: audits.started_at,
  audit_ended_at: audits.ended_at,
  title_id: audits.title_id,
  rating_id: audits.rating_id,
  extra_rating: audits.extra_rating,
  report_status_id: audits.report_status_id,
  is_approved: audits.is_approved,
  primary_supervisor_id: audits.primary_supervisor_id,
  optional_supervisor_id: audits.optional_supervisor_id,
  security_project_id: securityProjects.id,
  security_project_name: securityProjects.name,
  security_project_short_code: securityProjects.short_code,
  security_project_type: securityProjects.type,
  started_at: auditProjects.started_at,
  ended_at: auditProjects.ended_at,
  media_url: auditProjects.media_url,
  findings_count: findingsCount,
  sendings_count: sendingsCount,
  last_sent_at: lastSentAt,
};

export interface CipRow {
  id: number; uuid: string; audit_id: number; audit_uuid: string; audit_code: string; audit_started_at: string; audit_ended_at: string;
  title_id: number | null; rating_id: number | null; extra_rating: number | null; report_status_id: number | null; is_approved: boolean;
  primary_supervisor_id: number | null; optional_supervisor_id: number | null; security_project_id: number; security_project_name: string;
  security_project_short_code: string; security_project_type: string; started_at: string; ended_at: string; media_url: string | null;
  findings_count: number; sendings_count: number; last_sent_at: Date | string | null;
}

const scoped = (scope: AuditScope, filter?: SQL) => and(eq(audits.family, 'ggh'), isNull(audits.deleted_at), visibleTo(scope), filter);

function from(db: Executor) {
  return db.select(columns).from(auditProjects)
    .innerJoin(audits, eq(audits.id, auditProjects.audit_id))
    .innerJoin(securityProjects, eq(securityProjects.id, auditProjects.security_project_id));
}

export const cipRepository = {
  async search(db: Executor, scope: AuditScope, filter: SQL | undefined, s: Page & { ordering?: string }) {
    const where = scoped(scope, filter);
    const [rows, total] = await Promise.all([
      from(db).where(where).orderBy(...orderingOf(s.ordering ?? '-audit_started_at', ORDERABLE), asc(auditProjects.id))
        .limit(s.perpage).offset(offsetOf(s)),
      db.select({ total: count() }).from(auditProjects).innerJoin(audits, eq(audits.id, auditProjects.audit_id))
        .where(where).then((r) => Number(r[0]?.total ?? 0)),
    ]);
    return { rows: rows as CipRow[], total };
  },

  /** The security projects of the audit projects the position sees (the builder's choices). */
  visibleSecurityProjects(db: Executor, scope: AuditScope) {
    return db.selectDistinct({ id: securityProjects.id, name: securityProjects.name, short_code: securityProjects.short_code })
      .from(auditProjects)
      .innerJoin(audits, eq(audits.id, auditProjects.audit_id))
      .innerJoin(securityProjects, eq(securityProjects.id, auditProjects.security_project_id))
      .where(scoped(scope)).orderBy(asc(securityProjects.name), asc(securityProjects.short_code), asc(securityProjects.id));
  },

  /** Every security project id (a filter may name one the position no longer sees: it simply matches nothing). */
  allSecurityProjectIds(db: Executor): Promise<number[]> {
    return db.select({ id: securityProjects.id }).from(securityProjects).then((r) => r.map((x) => x.id));
  },
};
