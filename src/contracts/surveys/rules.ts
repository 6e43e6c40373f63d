/**
 * Survey rules of spec 3 §5 "Surveys" and the privacy rule of issue 14, one place for the screens
 * and the server (docs/decisions/surveys.md).
 */

/** Manager-survey results are shown only for groups of at least this many responses. */
export const MIN_RESULT_GROUP = 5;

/** "The survey start date minimum is today or the given start date": an existing earlier date may stay. */
export function surveyStartMin(today: string, existing?: string | null): string {
  return existing && existing < today ? existing : today;
}

/** "Questions or answers already added are disabled in the choice lists." */
export function choicesWithAdded<T extends { id: number }>(all: readonly T[], added: readonly number[]): (T & { disabled: boolean })[] {
  const taken = new Set(added);
  return all.map((c) => ({ ...c, disabled: taken.has(c.id) }));
}

/** "min_answer_select is chosen from 1 to questions_count." */
export function minAnswerChoices(questionsCount: number): number[] {
  return Array.from({ length: Math.max(0, questionsCount) }, (_, i) => i + 1);
}

export const isValidMinAnswerSelect = (value: number, questionsCount: number) =>
  Number.isInteger(value) && value >= 1 && value <= questionsCount;

/**
 * "In the manager survey download, if all positions on the page are selected, it is treated as
 * none selected" — and none selected means the report covers every position.
 */
export function reportPositionIds(selected: readonly number[], pageIds: readonly number[]): number[] {
  const chosen = new Set(selected);
  if (pageIds.length > 0 && pageIds.every((id) => chosen.has(id))) return [];
  return [...chosen];
}

/** A group of responses may be shown only when it cannot single anyone out. */
export const isReportable = (responses: number) => responses >= MIN_RESULT_GROUP;

/** The browser key under which the report's role choice is kept per survey (spec 3 §9). */
export const roleChoiceKey = (managerSurveyId: number) => `apron.manager-survey.${managerSurveyId}.role`;
