/**
 * The same words as the credentials contract (src/contracts/session.ts), which keeps them inline
 * in its refinement; spec 1 §5: the confirmation must match the password.
 */
export const PASSWORD_MISMATCH_MESSAGE = 'Şifre tekrarı şifre ile eşleşmiyor.';

/** Null when the confirmation matches; both empty counts as a match (required is checked elsewhere). */
export function passwordConfirmationError(password: string | null | undefined, confirmation: string | null | undefined): string | null {
  return (password ?? '') === (confirmation ?? '') ? null : PASSWORD_MISMATCH_MESSAGE;
}
