import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PositionSummary, SessionData, TokenResponse } from '../../../src/contracts/session';
import { menuFor } from '../../../src/contracts/menu';
import { forbidden, invalidField, unauthenticated } from '../../plugins/http-errors';
import type { AuthContext } from '../../plugins/auth';
import { authRepository, type PositionRow } from './auth.repository';
import { hashPassword, verifyPassword } from './passwords';
import { signInLimiter } from './sign-in-limiter';
import { hashToken, newToken } from './tokens';

export const WRONG_CREDENTIALS = 'Kullanıcı adı veya şifre hatalı.';
const DAY_MS = 24 * 3600 * 1000;

export function toPositionSummary(p: PositionRow): PositionSummary {
  return {
    id: p.id,
    is_primary: p.is_primary,
    role: {
      id: p.role_id,
      name: p.role_name,
      is_blue_collar: p.is_blue_collar,
      is_super: p.is_super,
      deleted: p.role_deleted,
      department: {
        id: p.department_id,
        name: p.department_name,
        deleted: p.department_deleted,
        company: { id: p.company_id, name: p.company_name, deleted: p.company_deleted },
      },
    },
  };
}

export function authService(app: FastifyInstance) {
  const { database, config, clock } = app.deps;
  const db = database.db;
  const limiter = signInLimiter(db, { maxFailures: config.signInMaxFailures, windowSeconds: config.signInWindowSeconds }, clock);
  const addressLimiter = signInLimiter(db, { maxFailures: config.signInMaxFailuresPerAddress, windowSeconds: config.signInWindowSeconds }, clock);

  /**
   * Issues an access + refresh pair bound to one position. The family is the sign-in session: it
   * stays the same through refreshes and position switches, so one revocation ends the session.
   */
  async function issueTokens(userId: number, positionId: number, family: string = randomUUID()): Promise<TokenResponse> {
    const now = clock().getTime();
    const access = newToken();
    const refresh = newToken();
    await authRepository.insertTokens(db, [
      { token_hash: hashToken(access), kind: 'access', user_id: userId, position_id: positionId, family, expires_at: new Date(now + config.accessTokenTtlSeconds * 1000) },
      { token_hash: hashToken(refresh), kind: 'refresh', user_id: userId, position_id: positionId, family, expires_at: new Date(now + config.refreshTokenTtlSeconds * 1000) },
    ]);
    return { access_token: access, refresh_token: refresh, expires_in: config.accessTokenTtlSeconds, token_type: 'Bearer' };
  }

  async function defaultPosition(userId: number): Promise<PositionRow> {
    const positions = await authRepository.positionsOfUser(db, userId);
    const position = positions[0];
    if (!position) throw forbidden('Bu kullanıcının tanımlı bir pozisyonu yok.');
    return position;
  }

  return {
    issueTokens,

    async passwordGrant(username: string, password: string, address: string): Promise<TokenResponse> {
      // Per user name and address (a guesser of one account), and per address across names (a
      // sprayer of many), with a higher limit for the latter: an airport's staff share one address.
      const key = `${username.toLocaleLowerCase('tr')}|${address}`;
      const addressKey = `*|${address}`;
      await limiter.assertAllowed(key);
      await addressLimiter.assertAllowed(addressKey);
      const user = await authRepository.findUserByName(db, username);
      if (!(await verifyPassword(user?.password_hash, password)) || !user) {
        await limiter.recordFailure(key);
        await addressLimiter.recordFailure(addressKey);
        throw invalidField('password', WRONG_CREDENTIALS);
      }
      await limiter.reset(key);
      const position = await defaultPosition(user.id);
      return issueTokens(user.id, position.id);
    },

    /**
     * Rotates: the old pair is revoked, a new pair is issued in the same session. A refresh token
     * presented again after its rotation was copied: the whole session is ended (OAuth 2.0 Security
     * BCP §4.14), so the thief's newer tokens die with the owner's.
     */
    async refreshGrant(refreshToken: string): Promise<TokenResponse> {
      const now = clock();
      const row = await authRepository.findRefreshToken(db, hashToken(refreshToken));
      if (!row?.position_id || row.expires_at <= now) throw unauthenticated();
      await authRepository.revokeFamilies(db, [row.family], now);
      if (row.revoked_at) throw unauthenticated();
      return issueTokens(row.user_id, row.position_id, row.family);
    },

    logout(auth: AuthContext) {
      return authRepository.revokeFamilies(db, [auth.tokenFamily], clock());
    },

    async switchPosition(auth: AuthContext, positionId: number): Promise<TokenResponse> {
      const positions = await authRepository.positionsOfUser(db, auth.userId);
      if (!positions.some((p) => p.id === positionId)) throw invalidField('position_id', 'Bu pozisyon size ait değil.');
      await authRepository.revokeFamilies(db, [auth.tokenFamily], clock());
      return issueTokens(auth.userId, positionId, auth.tokenFamily);
    },

    async changePassword(auth: AuthContext, current: string, next: string) {
      const user = await authRepository.findUser(db, auth.userId);
      if (!user || !(await verifyPassword(user.password_hash, current))) {
        throw invalidField('current_password', 'Mevcut şifreniz hatalı.');
      }
      await authRepository.setPassword(db, auth.userId, await hashPassword(next), clock());
      // Whoever knew the old password is signed out everywhere; this device stays signed in.
      await authRepository.revokeUserSessions(db, auth.userId, auth.tokenFamily, clock());
    },

    async positions(auth: AuthContext) {
      const rows = await authRepository.positionsOfUser(db, auth.userId);
      const active = rows.find((p) => p.id === auth.positionId);
      if (!active) throw unauthenticated();
      return { active: toPositionSummary(active), all: rows.map(toPositionSummary) };
    },

    async session(auth: AuthContext): Promise<SessionData> {
      const [user, { active, all }] = await Promise.all([authRepository.findUser(db, auth.userId), this.positions(auth)]);
      if (!user) throw unauthenticated();
      // Read with the token by the auth hook, in this request: not read again.
      const permissions = auth.permissions;
      const changed = user.password_changed_at ?? user.created_at;
      const expiresIn = user.password_hash
        ? Math.ceil((changed.getTime() + config.passwordMaxAgeDays * DAY_MS - clock().getTime()) / DAY_MS)
        : null;
      const fullName = [user.first_name, user.middle_name, user.last_name].filter(Boolean).join(' ');
      return {
        user: {
          id: user.id,
          name: user.name,
          profile: {
            first_name: user.first_name,
            middle_name: user.middle_name,
            last_name: user.last_name,
            full_name: fullName,
            email: user.email,
            mobile_number: user.mobile_number,
          },
          photo_url: user.photo_url,
          positions: all,
          password_expires_in: expiresIn,
        },
        menu: menuFor(permissions),
        active_position: active,
        positions_count: all.length,
        permissions: [...permissions].sort(),
        app_env: config.appEnv,
      };
    },

    /** The login switch (staging/development only): a token for another user's default position. */
    async transfer(auth: AuthContext, username: string) {
      if (config.appEnv === 'production') throw forbidden('Kullanıcı değiştirme yalnızca test ortamlarında kullanılabilir.');
      if (!auth.isSuper) throw forbidden();
      const user = await authRepository.findUserByName(db, username);
      if (!user) throw invalidField('changeUser', 'Kullanıcı bulunamadı.');
      const position = await defaultPosition(user.id);
      return { token: await issueTokens(user.id, position.id), user_id: user.id };
    },
  };
}
