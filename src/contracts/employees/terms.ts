/**
 * Employment terms (spec 1 §4, §5): the six term types, which changes are allowed, the seasonal
 * hire-date window, the season lock and the term-date lock. Shared by the employee form and the
 * server, which refuses what the form would not offer.
 */
export const TERM_TYPES = [
  'certain_term', 'uncertain_term', 'seasonal_term', 'part_term', 'part_time_term', 'on_the_job_training_program_term',
] as const;
export type TermType = (typeof TERM_TYPES)[number];

const FROM_OPEN_ENDED: readonly TermType[] = ['uncertain_term', 'seasonal_term', 'part_term', 'part_time_term', 'on_the_job_training_program_term'];

/** Spec 1 §4 "Allowed changes", one row per current type. */
export const TERM_TRANSITIONS: Record<TermType, readonly TermType[]> = {
  certain_term: TERM_TYPES,
  on_the_job_training_program_term: TERM_TYPES,
  seasonal_term: FROM_OPEN_ENDED,
  uncertain_term: FROM_OPEN_ENDED,
  part_term: FROM_OPEN_ENDED,
  part_time_term: FROM_OPEN_ENDED,
};

/** A new employee may start on any term; an existing one only along TERM_TRANSITIONS. */
export function allowedTermTypes(current: TermType | null | undefined): readonly TermType[] {
  return current ? TERM_TRANSITIONS[current] : TERM_TYPES;
}

export const canChangeTerm = (from: TermType | null | undefined, to: TermType) => allowedTermTypes(from).includes(to);

/** 'yyyy-mm-dd' plus whole days, in calendar days (no time zone can shift it). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

/** Spec 1 §5: a seasonal hire date lies from the day before the season start up to the season start. */
export function seasonalHireWindow(seasonStart: string): { min: string; max: string } {
  return { min: addDays(seasonStart, -1), max: seasonStart };
}

export const isInSeasonalHireWindow = (hiredAt: string, seasonStart: string) => {
  const { min, max } = seasonalHireWindow(seasonStart);
  return hiredAt >= min && hiredAt <= max;
};

/**
 * Spec 1 §5: the earliest term end date of a certain_term employee — today, or, when the record
 * already has a term end and a hire date, the later of those two if that is earlier than today
 * (an existing contract keeps its own end). docs/decisions/employees.md.
 */
export function termEndMinimum(today: string, termEnd?: string | null, hiredAt?: string | null): string {
  const existing = [termEnd, hiredAt].filter((d): d is string => !!d).sort().at(-1);
  return termEnd && existing && existing < today ? existing : today;
}

/** Spec 1 §5: an existing employee's season cannot be changed while it is running, unless configured. */
export function isSeasonLocked(
  season: { start_date: string; end_date: string } | null | undefined,
  today: string,
  options: { existing: boolean; allowSeasonChange: boolean },
): boolean {
  if (!options.existing || options.allowSeasonChange || !season) return false;
  return season.start_date <= today && today <= season.end_date;
}

/** Spec 1 §5: term dates need change-employee-term-date; a certain_term employee without it is locked. */
export function areTermDatesLocked(termType: TermType | null | undefined, canChangeTermDates: boolean, existing: boolean): boolean {
  if (canChangeTermDates) return false;
  return existing && termType === 'certain_term';
}
