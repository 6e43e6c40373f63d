/**
 * The permission names of the three spec documents, word for word. A role holds a subset;
 * the active position's role decides what a user may do (spec 1 §6, spec 2 §6, spec 3 §6).
 */
export const AUDIT_FAMILIES = ['ggh', 'k9', 'uog'] as const;

export const PERMISSIONS = [
  // spec 1 — employees, leave, management panel, purchases, contracts, definitions
  'view-employees', 'view-gss-employees', 'view-employee-cards', 'create-employees', 'edit-employees',
  'change-employee-term-date', 'view-activity-log', 'view-user-logs', 'change-employee-role',
  'view-approved-leaves', 'view-department-leave-requests', 'create-leave-types',
  'view-positions', 'view-roles', 'view-departments', 'view-position-groups', 'view-work-groups', 'view-group',
  'view-onbase-groups', 'view-document-sharing-types', 'create-organisation-addresses',
  'view-correspondence-types', 'view-exit-reasons', 'edit-reward-penalty', 'view-users', 'view-reemploy-reasons',
  'manage-payroll-setting', 'view-stops', 'review-department-purchase-requests', 'view-security-projects',
  'view-schools', 'view-email-domains',
  // spec 2 — audits, drills, operations, demands
  'view-ggh-audits', 'view-k9-audits', 'view-uog-audits', 'view-drill-audits',
  'manage-uog-flight-code', 'manage-ggh-flight-code', 'manage-uog-title', 'manage-drill-codes',
  'admin-approve-ggh-audits', 'observer-approve-ggh-audits', 'admin-approve-k9-audits', 'observer-approve-k9-audits',
  'admin-approve-uog-audit', 'observer-approve-uog-audit',
  'administrate-ggh-audits', 'administrate-k9-audits', 'administrate-uog-audits', 'view-uog-audit-findings',
  'view-psychoactive-substance-submission', 'view-shift', 'manage-work-schedule-demands', 'manage-scr-long-period',
  'view-work-schedule-demand', 'manage-work-schedule-demand-options', 'view-demand-response',
  'manage-will-and-notice-types',
  // not named by the spec (its detection registers show no gating): Apron's own, docs/decisions.md
  'view-detections', 'manage-detection-lists',
  // spec 3 — performance, surveys, training, correspondence
  'view-performance-periods', 'create-performance-periods', 'edit-performance-periods', 'delete-performance-periods',
  'view-performance-card-personnel-point', 'view-performance-assessor-cards', 'view-self-performance-card-point',
  'create-performance-card-note', 'send-email-to-non-respondent-evaluators', 'manage-manager-survey',
  'manager-survey-admin', 'create-employee-training', 'send-correspondences-future-date',
  // not named by spec 3 (its correspondence and folder gating is "not shown"): Apron's own, docs/decisions/correspondence.md
  'approve-correspondences', 'manage-correspondences', 'manage-qdms-folders',
  // not named by spec 3 (SMS gating is "not shown"): Apron's own, docs/decisions/sms.md
  'manage-sms',
  // not named by spec 3 (transfer gating is "not shown"): Apron's own, docs/decisions/transfers.md
  'view-transfers', 'manage-transfers', 'manage-drivers',
  // not named by spec 3 (case administration is not shown): resume or cancel interrupted cases, docs/decisions/cases.md
  'manage-process-cases',
] as const;

export type Permission = (typeof PERMISSIONS)[number];
