import type { withCode } from '@/contracts/session';
import { SESSION_ROUTES } from '@/contracts/session-routes';
import { ApiError, call, send } from '@/lib/api/client';
import { forgetSignature } from '@/lib/api/permission-signature';
import { setTokens } from '@/lib/api/token-store';
import type { TokenResponse } from '@/contracts/session';

const CLIENT_ID = 'apron-pwa';

/** Password grant (POST /oauth/token); stores the tokens. */
export async function signIn(username: string, password: string): Promise<void> {
  const res = await send(SESSION_ROUTES.oauthToken, { body: { grant_type: 'password', username, password, client_id: CLIENT_ID, scope: '*' } });
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new ApiError(res.status, res.statusText, body);
  forgetSignature();
  setTokens(body as TokenResponse);
}

/** Company-account return: exchanges the code for tokens. */
export async function signInWithCode(code: string): Promise<void> {
  const { data } = await call<typeof withCode>(SESSION_ROUTES.withCode, { query: { code, core_application: 1 } });
  forgetSignature();
  setTokens(data);
}
