import type { AuditFamily } from '@/contracts/audits/families';

/**
 * The search screen of each audit family (spec 2 §2): the route's filters, in the order the form
 * shows them, and where a result row leads. uog audits have no project level and a flight code
 * instead of the audit code and report status.
 */
export interface SearchScreen {
  family: AuditFamily;
  path: string;
  /** The route's query parameters besides page (spec 2 §2, word for word). */
  filters: readonly SearchFilter[];
  store: (id?: number) => string;
  /** ggh, k9: the audit's projects; uog: its findings. */
  children: (id: number) => string;
  report: (id: number) => string;
  hasMediaUrl: boolean;
}

export type SearchFilter =
  | 'audit_code'
  | 'flight_code_id'
  | 'started_at'
  | 'ended_at'
  | 'security_projects'
  | 'title_id'
  | 'rating_id'
  | 'extra_rating'
  | 'supervisor_id'
  | 'report_status_id';

const PROJECT_FAMILY_FILTERS: readonly SearchFilter[] = [
  'audit_code', 'started_at', 'ended_at', 'security_projects', 'title_id', 'rating_id', 'extra_rating', 'supervisor_id', 'report_status_id',
];
const UOG_FILTERS: readonly SearchFilter[] = [
  'flight_code_id', 'started_at', 'ended_at', 'security_projects', 'title_id', 'rating_id', 'extra_rating', 'supervisor_id',
];

const screen = (family: AuditFamily, filters: readonly SearchFilter[], children: (id: number) => string): SearchScreen => ({
  family,
  path: `/${family}/audit/search`,
  filters,
  store: (id) => (id === undefined ? `/${family}/auditStore` : `/${family}/auditStore/${id}`),
  children,
  report: (id) => `/${family}/audit/${id}/report`,
  hasMediaUrl: family === 'uog',
});

export const SEARCH_SCREENS: Record<AuditFamily, SearchScreen> = {
  ggh: screen('ggh', PROJECT_FAMILY_FILTERS, (id) => `/ggh/audit/${id}/projects`),
  k9: screen('k9', PROJECT_FAMILY_FILTERS, (id) => `/k9/audit/${id}/projects`),
  uog: screen('uog', UOG_FILTERS, (id) => `/uog/audit/${id}/finding`),
};
