import * as client from 'openid-client';
import type { Config } from '../../config';
import { HttpError } from '../../plugins/http-errors';

export const OIDC_NOT_CONFIGURED = 'Şirket hesabıyla giriş bu sunucuda yapılandırılmamış.';
export const OIDC_FAILED = 'Şirket hesabıyla giriş doğrulanamadı.';

/**
 * Company-account sign-in: exchanges the authorisation code at the configured issuer and
 * answers the user name the identity provider vouches for (preferred_username, else e-mail).
 */
export function oidcAdapter(config: Config) {
  let discovered: Promise<client.Configuration> | undefined;
  return {
    async usernameForCode(code: string): Promise<string> {
      const oidc = config.oidc;
      if (!oidc) throw new HttpError(422, { message: OIDC_NOT_CONFIGURED, logout_url: config.logoutUrl ?? null });
      try {
        discovered ??= client.discovery(new URL(oidc.issuer), oidc.clientId, oidc.clientSecret);
        const configuration = await discovered;
        const callback = new URL(oidc.redirectUri);
        callback.searchParams.set('code', code);
        const tokens = await client.authorizationCodeGrant(configuration, callback);
        const claims = tokens.claims();
        const name = (claims?.preferred_username ?? claims?.email) as string | undefined;
        if (!name) throw new Error('no username claim');
        return name;
      } catch {
        discovered = undefined;
        throw new HttpError(422, { message: OIDC_FAILED, logout_url: config.logoutUrl ?? null });
      }
    },
  };
}
