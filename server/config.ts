/** Everything the server reads from the environment, in one place (README lists them). */
export interface Config {
  port: number;
  host: string;
  /** postgres://… to use a PostgreSQL server; unset = embedded PGlite under dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** production | staging | development; staging and development allow the login switch. */
  appEnv: 'production' | 'staging' | 'development';
  /** Fill an empty database with the deterministic demo data. */
  seedDemo: boolean;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  passwordMaxAgeDays: number;
  /** Sign-in failures allowed per username+address inside the window before 429. */
  signInMaxFailures: number;
  signInWindowSeconds: number;
  oidc?: { issuer: string; clientId: string; clientSecret?: string; redirectUri: string };
  /** Identity provider's logout address for the /auth-code failure redirect. */
  logoutUrl?: string;
  /** Built PWA to serve; unset = API only. */
  staticDir?: string;
}

const int = (value: string | undefined, fallback: number) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const appEnv = (['production', 'staging', 'development'] as const).find((e) => e === env.APP_ENV) ?? 'production';
  return {
    port: int(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? './data',
    appEnv,
    seedDemo: env.SEED_DEMO !== 'false',
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL, 8 * 3600),
    refreshTokenTtlSeconds: int(env.REFRESH_TOKEN_TTL, 30 * 24 * 3600),
    passwordMaxAgeDays: int(env.PASSWORD_MAX_AGE_DAYS, 90),
    signInMaxFailures: int(env.SIGN_IN_MAX_FAILURES, 5),
    signInWindowSeconds: int(env.SIGN_IN_WINDOW_SECONDS, 15 * 60),
    oidc: env.OIDC_ISSUER
      ? {
          issuer: env.OIDC_ISSUER,
          clientId: env.OIDC_CLIENT_ID ?? '',
          clientSecret: env.OIDC_CLIENT_SECRET,
          redirectUri: env.OIDC_REDIRECT_URI ?? '',
        }
      : undefined,
    logoutUrl: env.OIDC_LOGOUT_URL || undefined,
    staticDir: env.STATIC_DIR ?? 'dist',
  };
}

/** Defaults for tests: in-memory database, no static files. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...readConfig({}), staticDir: undefined, seedDemo: false, ...overrides };
}
