/**
 * The screens.tsv areas whose issues are built: every route of them must open a screen
 * (src/app/spec-screens.test.ts) and pass the layout check at 390, 820 and 1440 px (tests/e2e/layout.spec.ts).
 */
export const BUILT_AREAS = [
  'Ground-handling audit family', 'Dog-unit (k9) family', 'Third family (uog)', 'Warnings', 'Drills', 'Shift lists',
  'Work-schedule demands', 'Generic demands', 'Detection registers',
  'Correspondence', 'Document sharing', 'Document folders',
  'HR: employee management', 'HR: reference lists', 'Leave', 'Payroll', 'SMS',
  'HR: position groups', 'Support', 'Organisation and base administration', 'Other', 'Transfers', 'Cases and tasks', 'Performance management',
];
