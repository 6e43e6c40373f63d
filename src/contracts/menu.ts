/**
 * Menu groups (spec 1 §6 and the companion documents' §6): a group is present when the active
 * position holds any one of its permissions. Items inside a group carry their own permission;
 * the client shows an item only when the feature that owns its route is built.
 */
export interface MenuItem {
  key: string;
  route: string;
  /** Any one of these suffices. */
  permissions: readonly string[];
}

export interface MenuGroup {
  key: string;
  permissions: readonly string[];
  items: readonly MenuItem[];
}

export const MENU_GROUPS: readonly MenuGroup[] = [
  {
    key: 'employee-management',
    permissions: ['view-employees', 'view-gss-employees', 'view-employee-cards'],
    items: [
      { key: 'employees', route: '/gss/employee/list', permissions: ['view-employees', 'view-gss-employees'] },
      { key: 'general-reports', route: '/general-report', permissions: ['view-employees', 'view-gss-employees'] },
      { key: 'employee-change-role', route: '/gss/employee/change-role', permissions: ['change-employee-role'] },
      { key: 'employee-training-management', route: '/gss/employee-training-management', permissions: ['create-employee-training', 'view-employees', 'view-gss-employees'] },
      { key: 'employee-expiring', route: '/gss/employee-expiring', permissions: ['view-employees', 'view-gss-employees'] },
    ],
  },
  {
    key: 'leave-management',
    permissions: ['view-approved-leaves', 'view-department-leave-requests', 'create-leave-types'],
    items: [{ key: 'leave-years', route: '/leave-year/list', permissions: ['create-leave-types'] }],
  },
  {
    key: 'management-panel',
    permissions: [
      'view-positions', 'view-roles', 'view-departments', 'view-position-groups', 'view-work-groups', 'view-group',
      'view-onbase-groups', 'view-document-sharing-types', 'create-organisation-addresses', 'view-correspondence-types',
      'view-exit-reasons', 'edit-employees', 'edit-reward-penalty', 'view-users', 'view-reemploy-reasons',
      'view-work-schedule-demand', 'manage-work-schedule-demands', 'manage-scr-long-period',
      'manage-work-schedule-demand-options', 'manage-payroll-setting', 'change-employee-role', 'view-stops',
    ],
    items: [
      { key: 'position-groups', route: '/position-group', permissions: ['view-position-groups'] },
      { key: 'primary-positions', route: '/primary-position/list', permissions: ['view-position-groups'] },
      { key: 'departments', route: '/company-department/list', permissions: ['view-departments'] },
      { key: 'roles', route: '/company-role/list', permissions: ['view-roles'] },
      { key: 'positions', route: '/company-position/list', permissions: ['view-positions'] },
      { key: 'users', route: '/credentials/list', permissions: ['view-users'] },
      { key: 'support-users', route: '/support/user/list', permissions: ['view-users'] },
      { key: 'regions', route: '/regions', permissions: ['view-stops'] },
      { key: 'shuttle-stops', route: '/shuttle-stops', permissions: ['view-stops'] },
      { key: 'facilities', route: '/facilities', permissions: ['view-departments'] },
      { key: 'organisation-addresses', route: '/addresses/list', permissions: ['create-organisation-addresses'] },
      { key: 'workgroups', route: '/workgroups', permissions: ['view-work-groups'] },
      { key: 'offices', route: '/offices/list/1', permissions: ['view-departments'] },
      { key: 'onbase-groups', route: '/onbase-group/list', permissions: ['view-onbase-groups'] },
      { key: 'onbase-role-codes', route: '/onbase-role-codes', permissions: ['view-onbase-groups'] },
      { key: 'onbase-roles', route: '/onbase-roles', permissions: ['view-users'] },
      { key: 'sync-gaps', route: '/sync-gaps', permissions: ['view-users'] },
      { key: 'admin-users', route: '/admin-users', permissions: ['view-users'] },
      { key: 'failed-jobs', route: '/failed-jobs', permissions: ['view-users'] },
      { key: 'reports', route: '/reports', permissions: ['view-users'] },
      { key: 'advertising-partners', route: '/havas-list/1', permissions: ['view-users'] },
      { key: 'correspondence-types', route: '/correspondence-type/list/1', permissions: ['view-correspondence-types'] },
      { key: 'document-types', route: '/document-type/list/1', permissions: ['view-document-sharing-types'] },
      { key: 'exit-reasons', route: '/exit-reason/list/1', permissions: ['view-exit-reasons'] },
      { key: 'reemploy-reasons', route: '/reemploy-reason/list/1', permissions: ['view-reemploy-reasons'] },
      { key: 'reward-penalty-types', route: '/employee-reward-penalty-type/list', permissions: ['edit-reward-penalty'] },
      { key: 'employee-seasons', route: '/gss/employee-season/list', permissions: ['edit-employees'] },
      { key: 'apron-card-types', route: '/apron-card-type/list/1', permissions: ['edit-employees'] },
      { key: 'payroll-setting', route: '/payroll/gss/day-of-payroll-viewing', permissions: ['manage-payroll-setting'] },
    ],
  },
  { key: 'purchases', permissions: ['review-department-purchase-requests'], items: [] },
  {
    key: 'contract-management',
    permissions: ['view-security-projects'],
    items: [{ key: 'security-projects', route: '/security-projects', permissions: ['view-security-projects'] }],
  },
  {
    key: 'definitions',
    permissions: ['view-schools', 'view-email-domains'],
    items: [{ key: 'email-domains', route: '/support/email-domain/list', permissions: ['view-email-domains'] }],
  },
  {
    key: 'audits',
    permissions: [
      'view-ggh-audits', 'view-k9-audits', 'view-uog-audits', 'view-drill-audits', 'manage-uog-title',
      'manage-uog-flight-code', 'manage-ggh-flight-code', 'manage-drill-codes',
    ],
    items: [
      // The offline-capable list and a new audit first (issue 9): the search needs the server.
      { key: 'ggh-audit-list', route: '/ggh/audit/list', permissions: ['view-ggh-audits'] },
      { key: 'ggh-audit-new', route: '/ggh/auditStore', permissions: ['view-ggh-audits'] },
      { key: 'ggh-audits', route: '/ggh/audit/search', permissions: ['view-ggh-audits'] },
      { key: 'ggh-cip', route: '/ggh/cip/audit', permissions: ['view-ggh-audits'] },
      { key: 'ggh-titles', route: '/ggh/title/list', permissions: ['administrate-ggh-audits'] },
      { key: 'k9-audit-list', route: '/k9/audit/list', permissions: ['view-k9-audits'] },
      { key: 'k9-audit-new', route: '/k9/auditStore', permissions: ['view-k9-audits'] },
      { key: 'k9-audits', route: '/k9/audit/search', permissions: ['view-k9-audits'] },
      { key: 'k9-titles', route: '/k9/title/list', permissions: ['administrate-k9-audits'] },
      { key: 'uog-audit-list', route: '/uog/audit/list', permissions: ['view-uog-audits'] },
      { key: 'uog-audit-new', route: '/uog/auditStore', permissions: ['view-uog-audits'] },
      { key: 'uog-audits', route: '/uog/audit/search', permissions: ['view-uog-audits'] },
      { key: 'uog-titles', route: '/uog/title/list', permissions: ['manage-uog-title'] },
      { key: 'uog-flight-codes', route: '/uog/flight-code/list', permissions: ['manage-uog-flight-code', 'manage-ggh-flight-code'] },
      { key: 'drills', route: '/drill/list', permissions: ['view-drill-audits'] },
      { key: 'drill-planning', route: '/drill-planning-list', permissions: ['view-drill-audits'] },
      { key: 'drill-codes', route: '/drill-code/list', permissions: ['manage-drill-codes'] },
    ],
  },
  {
    key: 'operations',
    permissions: [
      'view-psychoactive-substance-submission', 'view-shift', 'view-work-schedule-demand',
      'manage-work-schedule-demands', 'manage-scr-long-period', 'manage-work-schedule-demand-options',
    ],
    items: [
      { key: 'warnings', route: '/warning/list', permissions: ['view-psychoactive-substance-submission'] },
      { key: 'shifts', route: '/shift/list', permissions: ['view-shift'] },
      {
        key: 'work-schedule-demands', route: '/work-schedule-demand/list/1',
        permissions: ['view-work-schedule-demand', 'manage-work-schedule-demands', 'manage-scr-long-period'],
      },
      {
        key: 'work-schedule-demand-review', route: '/work-schedule-demand-review/list',
        permissions: ['manage-work-schedule-demands', 'manage-scr-long-period'],
      },
      { key: 'work-schedule-demand-types', route: '/work-schedule-demand-type/list/1', permissions: ['manage-work-schedule-demand-options'] },
      {
        key: 'work-schedule-demand-work-schedules', route: '/work-schedule-demand-work-schedule/list/1',
        permissions: ['manage-work-schedule-demand-options'],
      },
      { key: 'work-schedule-demand-periods', route: '/work-schedule-demand-period/list/1', permissions: ['manage-work-schedule-demand-options'] },
      {
        key: 'work-schedule-demand-period-options', route: '/work-schedule-demand-period-options/list/1',
        permissions: ['manage-work-schedule-demand-options'],
      },
    ],
  },
  {
    key: 'detections',
    permissions: ['view-detections', 'manage-detection-lists'],
    items: [
      { key: 'prohibited-detections', route: '/prohibited-form-list', permissions: ['view-detections'] },
      { key: 'suspicious-detections', route: '/suspicious-form-list', permissions: ['view-detections'] },
      { key: 'imposter-detections', route: '/imposter-document-detection-list', permissions: ['view-detections'] },
      { key: 'prohibited-substances', route: '/prohibited-substance', permissions: ['manage-detection-lists'] },
      { key: 'suspicious-substances', route: '/suspicious-substance', permissions: ['manage-detection-lists'] },
      { key: 'imposter-documents', route: '/imposter-document', permissions: ['manage-detection-lists'] },
    ],
  },
  {
    key: 'demands',
    permissions: ['view-demand-response', 'manage-will-and-notice-types'],
    items: [
      { key: 'demand-requests', route: '/demand-requests', permissions: ['view-demand-response', 'manage-will-and-notice-types'] },
      { key: 'demand-responses', route: '/demand-responses', permissions: ['view-demand-response'] },
      { key: 'demand-types', route: '/demand-types', permissions: ['manage-will-and-notice-types'] },
    ],
  },
  {
    key: 'performance',
    permissions: [
      'view-performance-periods', 'view-performance-assessor-cards', 'view-performance-card-personnel-point', 'create-performance-card-note',
    ],
    items: [
      { key: 'performance-periods', route: '/performance-period-list', permissions: ['view-performance-periods', 'view-performance-card-personnel-point'] },
      { key: 'performance-base-scores', route: '/performance-period-base-score-list', permissions: ['view-performance-periods'] },
      { key: 'performance-extra-points', route: '/performance-extra-point-list', permissions: ['view-performance-periods'] },
      { key: 'performance-assessor', route: '/performance-period-list/personal-performance-card-list', permissions: ['view-performance-assessor-cards'] },
      { key: 'performance-notes', route: '/create-performance-card-note', permissions: ['create-performance-card-note', 'view-performance-assessor-cards'] },
      { key: 'performance-rejected', route: '/rejected-performance-card-list', permissions: ['view-performance-card-personnel-point'] },
      { key: 'performance-feedback', route: '/performance-interviewer-feedback-list', permissions: ['view-performance-card-personnel-point'] },
      { key: 'performance-trainings', route: '/training-list', permissions: ['view-performance-periods', 'edit-performance-periods'] },
    ],
  },
  {
    key: 'surveys',
    permissions: ['manage-manager-survey', 'manager-survey-admin'],
    items: [
      { key: 'manager-surveys', route: '/manager-survey/list', permissions: ['manage-manager-survey', 'manager-survey-admin'] },
      { key: 'surveys-list', route: '/survey/list', permissions: ['manage-manager-survey', 'manager-survey-admin'] },
      { key: 'survey-questions', route: '/question/list', permissions: ['manage-manager-survey', 'manager-survey-admin'] },
      { key: 'survey-answers', route: '/answer/list', permissions: ['manage-manager-survey', 'manager-survey-admin'] },
    ],
  },
  {
    key: 'transfers',
    permissions: ['view-transfers', 'manage-transfers', 'manage-drivers'],
    items: [
      { key: 'transfers', route: '/transfer/list', permissions: ['view-transfers', 'manage-transfers', 'manage-drivers'] },
      { key: 'driver-shifts', route: '/driver-shift/list', permissions: ['view-transfers', 'manage-transfers', 'manage-drivers'] },
      { key: 'drivers', route: '/driver/list', permissions: ['view-transfers', 'manage-transfers', 'manage-drivers'] },
    ],
  },
  {
    key: 'sms',
    permissions: ['manage-sms'],
    items: [
      { key: 'sms-store', route: '/sms-store', permissions: ['manage-sms'] },
      { key: 'sms-list', route: '/sms-list', permissions: ['manage-sms'] },
      { key: 'sms-report', route: '/sms-report', permissions: ['manage-sms'] },
    ],
  },
];

export interface SessionMenuGroup {
  key: string;
  items: { key: string; route: string }[];
}

/** The groups and items a permission set opens; super roles hold every permission already. */
export function menuFor(permissions: ReadonlySet<string>): SessionMenuGroup[] {
  const holds = (list: readonly string[]) => list.some((p) => permissions.has(p));
  return MENU_GROUPS.filter((g) => holds(g.permissions)).map((g) => ({
    key: g.key,
    items: g.items.filter((i) => holds(i.permissions)).map(({ key, route }) => ({ key, route })),
  }));
}
