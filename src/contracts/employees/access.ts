import type { Access } from '../http';

/** Spec 1 §6: who may do what with employee records. */
export const EMPLOYEE_ACCESS = {
  view: { anyOf: ['view-employees', 'view-gss-employees', 'view-employee-cards'] },
  create: { permission: 'create-employees' },
  edit: { permission: 'edit-employees' },
  /** Create-or-edit forms (the information form serves both). */
  write: { anyOf: ['create-employees', 'edit-employees'] },
  activity: { permission: 'view-activity-log' },
  changeRole: { permission: 'change-employee-role' },
  rewardPenaltyTypes: { permission: 'edit-reward-penalty' },
  exitReasons: { permission: 'view-exit-reasons' },
  reemployReasons: { permission: 'view-reemploy-reasons' },
  training: { anyOf: ['create-employee-training', 'edit-employees'] },
  trainingView: { anyOf: ['create-employee-training', 'view-employees', 'view-gss-employees', 'view-employee-cards'] },
} as const satisfies Record<string, Access>;

/** Holding it lets a user change term dates (spec 1 §5). */
export const TERM_DATE_PERMISSION = 'change-employee-term-date';
