/**
 * Spec 1 §6: a permission signature arrives with responses; when it differs from the stored one
 * the page reloads, so menus and guards never show a stale permission set.
 */
const KEY = 'apron.permission-signature';

export function checkSignature(signature: string | undefined, reload: () => void = () => window.location.reload()): void {
  if (!signature) return;
  const stored = sessionStorage.getItem(KEY);
  sessionStorage.setItem(KEY, signature);
  if (stored && stored !== signature) reload();
}

/** After a deliberate change (sign-in, position switch) the next signature is expected to differ. */
export function forgetSignature(): void {
  sessionStorage.removeItem(KEY);
}
