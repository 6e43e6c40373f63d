import type { SessionData } from '@/contracts/session';

/**
 * The login switch of spec 1 §1/§6 (POST /login-transfer): offered only in staging and
 * development, to a super role (the server refuses anyone else), never in production.
 */
export function loginSwitchAllowed(session: Pick<SessionData, 'app_env' | 'active_position'>): boolean {
  return session.app_env !== 'production' && session.active_position.role.is_super;
}

