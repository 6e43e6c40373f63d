/**
 * Exit, exit cancel and the list's colouring (spec 1 §4, §5, §8).
 */
export const EXIT_MESSAGES = {
  usernameMismatch: 'Kullanıcı adı eşleşmedi',
  nationalIdMismatch: 'TC No eşleşmedi',
  resignationAfterExit: 'İstifa tarihi çıkış tarihinden sonra olamaz.',
  projectInactive: 'Bu personelin projesi pasif olduğu için bu işlem yapılamaz.',
  noExit: 'Bu personelin iptal edilecek bir çıkışı yok.',
  saved: 'Çıkış bilgileri kaydedildi.',
  cancelled: 'Çıkış iptal edildi.',
} as const;

export interface ExitInput {
  username: string;
  national_id_number: string;
  exit_date?: string | null;
  resignation_date?: string | null;
  exit_reason_id?: number | null;
}

/** Keyed refusals of an exit form, empty when it may be saved. */
export function exitErrors(input: ExitInput, employee: { username: string; national_id_number: string }): Record<string, string> {
  const errors: Record<string, string> = {};
  if (input.username.trim() !== employee.username) errors.username = EXIT_MESSAGES.usernameMismatch;
  if (input.national_id_number.trim() !== employee.national_id_number) errors.national_id_number = EXIT_MESSAGES.nationalIdMismatch;
  if (input.resignation_date && input.exit_date && input.resignation_date > input.exit_date) {
    errors.resignation_date = EXIT_MESSAGES.resignationAfterExit;
  }
  return errors;
}

/** Spec 1 §5: without an exit date, the exit reason is cleared. */
export const exitReasonOf = (input: Pick<ExitInput, 'exit_date' | 'exit_reason_id'>) => (input.exit_date ? input.exit_reason_id ?? null : null);

export type RowColour = 'orange' | 'red' | null;

/** Spec 1 §4: a resignation without an exit date is orange; an exit date still ahead is red. */
export function rowColour(row: { resignation_date?: string | null; exit_date?: string | null }, today: string): RowColour {
  if (row.exit_date && row.exit_date > today) return 'red';
  if (row.resignation_date && !row.exit_date) return 'orange';
  return null;
}
