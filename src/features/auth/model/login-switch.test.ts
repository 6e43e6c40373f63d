import { describe, expect, it } from 'vitest';
import type { SessionData } from '@/contracts/session';
import { loginSwitchAllowed } from './login-switch';

const session = (app_env: SessionData['app_env'], is_super: boolean) =>
  ({ app_env, active_position: { role: { is_super } } }) as unknown as Pick<SessionData, 'app_env' | 'active_position'>;

describe('the login switch (spec 1 §1/§6, issue 9)', () => {
  it('is offered to a super role in staging and development only', () => {
    expect(loginSwitchAllowed(session('development', true))).toBe(true);
    expect(loginSwitchAllowed(session('staging', true))).toBe(true);
    expect(loginSwitchAllowed(session('production', true))).toBe(false);
    expect(loginSwitchAllowed(session('staging', false))).toBe(false);
  });

});
