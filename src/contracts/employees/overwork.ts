import { addDays } from './terms';

/**
 * Overwork consent (spec 1 §3, §4, §9): state 1 = consent given, 0 = withdrawn. A consent takes
 * effect the day after its petition date, a withdrawal 31 days after; a petition may be dated at
 * most 15 days back.
 */
export const OVERWORK_EARLIEST_DAYS_BACK = 15;
export const OVERWORK_ACTIVATION_DAYS = { given: 1, withdrawn: 31 } as const;

export function overworkActivationDate(petitionDate: string, consent: boolean): string {
  return addDays(petitionDate, consent ? OVERWORK_ACTIVATION_DAYS.given : OVERWORK_ACTIVATION_DAYS.withdrawn);
}

export const earliestPetitionDate = (today: string) => addDays(today, -OVERWORK_EARLIEST_DAYS_BACK);

export const isPetitionDateAllowed = (petitionDate: string, today: string) => petitionDate >= earliestPetitionDate(today);

/** The consent in force on `day`: the latest petition already active then, or null when none is. */
export function overworkStateOn<T extends { petition_date: string; state: boolean }>(petitions: readonly T[], day: string): boolean | null {
  const active = petitions
    .map((p) => ({ p, from: overworkActivationDate(p.petition_date, p.state) }))
    .filter((x) => x.from <= day)
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  return active.length ? active.at(-1)!.p.state : null;
}
