/**
 * Security project types. The spec names the field but not its values; these are the kinds
 * the other documents rely on (ggh/uog split of demand periods, psychoactive-substance warnings).
 * See docs/decisions.md.
 */
export const SECURITY_PROJECT_TYPES = ['ggh', 'uog', 'psychoactive-substance'] as const;
export type SecurityProjectType = (typeof SECURITY_PROJECT_TYPES)[number];
