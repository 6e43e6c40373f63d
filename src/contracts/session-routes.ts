/**
 * Method and path of the calls the shell makes before any screen shows, without their zod
 * schemas: the shell imports these so the first load carries no validation library
 * (session.ts declares the full endpoints from them; types come from there with `import type`).
 */
export const SESSION_ROUTES = {
  oauthToken: { method: 'POST', path: '/oauth/token' },
  withCode: { method: 'GET', path: '/auth/with-code' },
  logout: { method: 'POST', path: '/auth/logout' },
  initialize: { method: 'GET', path: '/initialize' },
  switchPosition: { method: 'POST', path: '/auth/position/active' },
} as const;
