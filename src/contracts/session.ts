import { z } from 'zod';
import { endpoint, id, text } from './http';
import { SESSION_ROUTES as R } from './session-routes';

// ---- Sign-in (POST /oauth/token, outside /api) ----------------------------------------

export const passwordGrant = z.object({
  grant_type: z.literal('password'),
  username: text(120).min(1),
  password: z.string().min(1).max(256),
  client_id: text(64).optional(),
  client_secret: text(256).optional(),
  scope: text(255).optional(),
});

export const refreshGrant = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string().min(1).max(256),
  client_id: text(64).optional(),
  client_secret: text(256).optional(),
  scope: text(255).optional(),
});

export const tokenRequest = z.discriminatedUnion('grant_type', [passwordGrant, refreshGrant]);
export type TokenRequest = z.infer<typeof tokenRequest>;

export const tokenResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number(),
  token_type: z.literal('Bearer'),
});
export type TokenResponse = z.infer<typeof tokenResponse>;

export const oauthToken = endpoint({
  ...R.oauthToken,
  access: 'public',
  summary: 'Password grant and refresh grant; opaque tokens.',
  body: tokenRequest,
  data: tokenResponse,
});

export const logout = endpoint({
  ...R.logout,
  access: 'signed-in',
  summary: 'Revokes the access token and its refresh token.',
  data: z.object({ logout_url: z.string().nullable() }),
});

export const withCode = endpoint({
  ...R.withCode,
  access: 'public',
  summary: 'Exchanges a company-account code (OpenID Connect) for tokens.',
  query: z.object({ code: text(2048).min(1), core_application: z.coerce.number().int().optional() }),
  data: tokenResponse,
});

export const PASSWORD_MIN = 8;
export const credentialsBody = z
  .object({
    current_password: z.string().min(1).max(256),
    password: z.string().min(PASSWORD_MIN).max(256),
    password_confirmation: z.string().max(256),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'Şifre tekrarı şifre ile eşleşmiyor.',
  });

export const changeCredentials = endpoint({
  method: 'POST',
  path: '/auth/credentials',
  access: 'signed-in',
  summary: 'Password change; confirmation must match.',
  body: credentialsBody,
  data: z.object({ message: z.string() }),
});

// ---- Session data ----------------------------------------------------------------------

export const positionSummary = z.object({
  id: z.number(),
  is_primary: z.boolean(),
  role: z.object({
    id: z.number(),
    name: z.string(),
    is_blue_collar: z.boolean(),
    is_super: z.boolean(),
    deleted: z.boolean(),
    department: z.object({
      id: z.number(),
      name: z.string(),
      deleted: z.boolean(),
      company: z.object({ id: z.number(), name: z.string(), deleted: z.boolean() }),
    }),
  }),
});
export type PositionSummary = z.infer<typeof positionSummary>;

export const sessionData = z.object({
  user: z.object({
    id: z.number(),
    name: z.string(),
    profile: z.object({
      first_name: z.string(),
      middle_name: z.string().nullable(),
      last_name: z.string(),
      full_name: z.string(),
      email: z.string().nullable(),
      mobile_number: z.string().nullable(),
    }),
    photo_url: z.string().nullable(),
    positions: z.array(positionSummary),
    /** Days until the password must be changed; null when the user has no password. */
    password_expires_in: z.number().nullable(),
  }),
  menu: z.array(z.object({ key: z.string(), items: z.array(z.object({ key: z.string(), route: z.string() })) })),
  active_position: positionSummary,
  positions_count: z.number(),
  permissions: z.array(z.string()),
  app_env: z.enum(['production', 'staging', 'development']),
});
export type SessionData = z.infer<typeof sessionData>;

export const initialize = endpoint({
  ...R.initialize,
  access: 'signed-in',
  summary: 'Session data: user, menu, active position, positions count.',
  query: z.object({ changeUser: text(120).optional() }),
  data: sessionData,
});

export const activePosition = endpoint({
  method: 'GET',
  path: '/auth/position/active',
  access: 'signed-in',
  summary: 'The active position and the positions the user may switch to.',
  data: z.object({ active_position: positionSummary, positions: z.array(positionSummary) }),
});

export const switchPosition = endpoint({
  ...R.switchPosition,
  access: 'signed-in',
  summary: 'Switches the active position; answers a new token.',
  body: z.object({ position_id: id }),
  data: z.object({ token: tokenResponse }),
});

export const loginTransfer = endpoint({
  method: 'POST',
  path: '/login-transfer',
  access: { permission: 'view-employees' },
  summary: 'Staging/development only: sign in as another user (the login switch).',
  body: z.object({ changeUser: text(120).min(1) }),
  data: z.object({ token: tokenResponse, user_id: z.number() }),
});
