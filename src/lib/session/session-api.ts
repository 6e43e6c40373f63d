import type { initialize, logout, switchPosition } from '@/contracts/session';
import { SESSION_ROUTES } from '@/contracts/session-routes';
import { data } from '@/lib/api/client';
import { forgetSignature } from '@/lib/api/permission-signature';
import { clearTokens, setTokens } from '@/lib/api/token-store';

export const SESSION_KEY = ['session'] as const;

export const fetchSession = () => data<typeof initialize>(SESSION_ROUTES.initialize, { quiet: true });

/** A new position means a new permission set: store the new token and start the app afresh. */
export async function changePosition(positionId: number): Promise<void> {
  const { token } = await data<typeof switchPosition>(SESSION_ROUTES.switchPosition, { body: { position_id: positionId } });
  forgetSignature();
  setTokens(token);
  window.location.assign('/dashboard');
}

/** Revokes the token on the server, forgets it here, and answers where to go next. */
export async function signOut(): Promise<string> {
  let logoutUrl: string | null = null;
  try {
    logoutUrl = (await data<typeof logout>(SESSION_ROUTES.logout)).logout_url;
  } catch {
    // Offline or already expired: forgetting the token locally still signs the user out here.
  }
  clearTokens();
  forgetSignature();
  // Before the page leaves: nothing this user read stays on the device (shared tablets).
  await import('@/lib/api/read-cache').then((m) => m.clearReadCache()).catch(() => undefined);
  return logoutUrl ? `${logoutUrl}${logoutUrl.includes('?') ? '&' : '?'}next=${encodeURIComponent(`${location.origin}/login`)}` : '/login';
}
