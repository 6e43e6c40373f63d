import { EMPLOYEE_MESSAGES as M } from '../../../src/contracts/employees/messages';
import type { EmployeeInput } from '../../../src/contracts/employees/schemas';
import {
  areTermDatesLocked, canChangeTerm, isInSeasonalHireWindow, isSeasonLocked, termEndMinimum, type TermType,
} from '../../../src/contracts/employees/terms';

/**
 * The employee form's rules of spec 1 §5 that need the stored record (the contract's schema has
 * checked each field alone). Answers keyed refusals; empty when the save may go ahead.
 */
export interface StoredTerms {
  term_type: string | null;
  term_season_id: number | null;
  hired_at: string | null;
  term_end_date: string | null;
  certifications: { tpss_document_type: string; tpss_validity_date: string }[];
}

export interface RuleContext {
  today: string;
  existing: StoredTerms | null;
  season: { start_date: string; end_date: string } | null;
  storedSeason: { start_date: string; end_date: string } | null;
  canChangeTermDates: boolean;
  allowSeasonChange: boolean;
}

export function employeeRuleErrors(input: EmployeeInput, ctx: RuleContext): Record<string, string> {
  const errors: Record<string, string> = {};
  const { existing, today } = ctx;
  const from = (existing?.term_type ?? null) as TermType | null;
  if (existing && from && !canChangeTerm(from, input.term_type)) errors.term_type = M.termTransition(from, input.term_type);

  if (input.term_type === 'seasonal_term') {
    if (!input.term_season_id || !ctx.season) errors.term_season_id = M.seasonRequired;
    else if (!isInSeasonalHireWindow(input.hired_at, ctx.season.start_date)
      && !(existing && existing.hired_at === input.hired_at && existing.term_season_id === input.term_season_id)) {
      errors.hired_at = M.seasonalHire;
    }
  }
  if (existing && existing.term_season_id !== (input.term_season_id ?? null)
    && isSeasonLocked(ctx.storedSeason, today, { existing: true, allowSeasonChange: ctx.allowSeasonChange })) {
    errors.term_season_id = M.seasonLocked;
  }

  const datesChanged = existing && (existing.hired_at !== input.hired_at || existing.term_end_date !== (input.term_end_date ?? null));
  if (datesChanged && (!ctx.canChangeTermDates || areTermDatesLocked(from, ctx.canChangeTermDates, true))) {
    errors.term_end_date = M.termDatesLocked;
  }
  if (input.term_type === 'certain_term' && input.term_end_date && existing?.term_end_date !== input.term_end_date) {
    if (input.term_end_date < termEndMinimum(today, existing?.term_end_date, existing?.hired_at)) errors.term_end_date = M.termEndTooEarly;
  }

  const types = new Set<string>();
  for (const [i, c] of input.scanner_personnel_certifications.entries()) {
    if (types.has(c.tpss_document_type)) errors[`scanner_personnel_certifications.${i}`] = M.tpssDuplicate;
    types.add(c.tpss_document_type);
    const kept = existing?.certifications.some((s) => s.tpss_document_type === c.tpss_document_type && s.tpss_validity_date === c.tpss_validity_date);
    if (!kept && c.tpss_validity_date < today) errors[`scanner_personnel_certifications.${i}.tpss_validity_date`] = M.tpssPast;
  }
  return errors;
}

/** Spec 1 §5: disability degree and rate only for 'disabled'; apron card details only with a card. */
export function normaliseEmployee(input: EmployeeInput): EmployeeInput {
  const disabled = input.employee_type === 'disabled';
  return {
    ...input,
    disability_degree: disabled ? input.disability_degree ?? null : null,
    disability_rate: disabled ? input.disability_rate ?? null : null,
    apron_card_type_id: input.apron_card_exists ? input.apron_card_type_id ?? null : null,
    apron_card_validity_date: input.apron_card_exists ? input.apron_card_validity_date ?? null : null,
  };
}
