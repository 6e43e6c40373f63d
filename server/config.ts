import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** An external system reached over HTTP: base address, optional bearer token, time limit per call. */
export interface ExternalService {
  baseUrl: string;
  token?: string;
  timeoutMs: number;
}

/** An S3-compatible bucket for uploaded files (AWS, MinIO, Ceph, SeaweedFS…), addressed by path. */
export interface FilesS3Config {
  endpoint?: string;
  region: string;
  bucket: string;
  prefix: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** `FILES_S3_*`: unset bucket = files on the local disk. */
function filesS3(env: NodeJS.ProcessEnv): FilesS3Config | undefined {
  if (!env.FILES_S3_BUCKET) return undefined;
  return {
    endpoint: env.FILES_S3_ENDPOINT || undefined,
    region: env.FILES_S3_REGION || 'us-east-1',
    bucket: env.FILES_S3_BUCKET,
    prefix: env.FILES_S3_PREFIX ?? '',
    accessKeyId: env.FILES_S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.FILES_S3_SECRET_ACCESS_KEY || undefined,
  };
}

/** Everything the server reads from the environment, in one place (README lists them). */
export interface Config {
  port: number;
  host: string;
  /** postgres://… to use a PostgreSQL server; unset = embedded PGlite under dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** Uploaded files (content-addressed); unset = `<dataDir>/files`. */
  filesDir?: string;
  /** Files in an S3-compatible bucket instead of the disk (`FILES_S3_BUCKET` set). */
  filesS3?: FilesS3Config;
  /** production | staging | development; staging and development allow the login switch. */
  appEnv: 'production' | 'staging' | 'development';
  /** Bearer token a Prometheus scraper presents to GET /api/metrics (administrators need none). */
  metricsToken?: string;
  /** Fill an empty database with the deterministic demo data. */
  seedDemo: boolean;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  passwordMaxAgeDays: number;
  /** Sign-in failures allowed per username+address inside the window before 429. */
  signInMaxFailures: number;
  signInWindowSeconds: number;
  /** Failures allowed per address across all user names inside the window (many share one NAT). */
  signInMaxFailuresPerAddress: number;
  oidc?: { issuer: string; clientId: string; clientSecret?: string; redirectUri: string };
  /** Identity provider's logout address for the /auth-code failure redirect. */
  logoutUrl?: string;
  /** Built PWA to serve; unset = API only. */
  staticDir?: string;
  /**
   * Behind a reverse proxy: trust its X-Forwarded-For (the sign-in limit counts per address).
   * Off by default, or anyone could pick their own address with a header.
   */
  trustProxy: boolean;
  /**
   * External services of the dashboard (docs/decisions/dashboard-integrations.md). Each one unset =
   * Apron's built-in default, answered from its own database.
   */
  scheduleService?: ExternalService;
  ratesService?: ExternalService;
  flightsService?: ExternalService;
  hrProvider?: ExternalService;
  /** Days an Idempotency-Key and its stored answer are kept (server/plugins/idempotency.ts); default 30. */
  idempotencyTtlDays?: number;
  /** Days an upload to PUT /blobs waits for a record to name it before the blob collector may take it; default 7. */
  blobGcGraceDays?: number;
  /** Run the background job queue (pg-boss, server/jobs); JOBS=off turns it off. Off in tests unless asked for. */
  jobs?: boolean;
  /**
   * This process also runs the jobs' handlers, schedules and queue maintenance (the default). JOBS=send
   * makes an API process that only queues jobs, for a layout where worker processes (`npm run worker`)
   * run them and the API's event loop never does (docs/deploy.md; PostgreSQL only).
   */
  jobWorkers?: boolean;
  /**
   * An Excel export matching more rows than this is written by a background job (202 + progress)
   * instead of streaming on the request (docs/decisions/exports.md); EXPORT_JOB_ROWS, default 5000.
   */
  exportJobRows?: number;
  /** Hours a finished export file is kept before the cleanup job deletes it; EXPORT_FILE_TTL_HOURS, default 24. */
  exportFileTtlHours?: number;
  /** SMS gateway (docs/decisions/sms.md): Netgsm when NETGSM_USERNAME is set, else the built-in development gateway. */
  smsGateway?: NetgsmConfig;
}

export interface NetgsmConfig {
  kind: 'netgsm';
  baseUrl: string;
  username: string;
  password: string;
  msgheader: string;
  timeoutMs: number;
}

function netgsm(env: NodeJS.ProcessEnv): NetgsmConfig | undefined {
  if (!env.NETGSM_USERNAME) return undefined;
  return {
    kind: 'netgsm', baseUrl: (env.NETGSM_URL || 'https://api.netgsm.com.tr').replace(/\/+$/, ''),
    username: env.NETGSM_USERNAME, password: env.NETGSM_PASSWORD ?? '', msgheader: env.NETGSM_MSGHEADER ?? '',
    timeoutMs: int(env.EXTERNAL_TIMEOUT_MS, 5000),
  };
}

const int = (value: string | undefined, fallback: number) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
};

/** `<PREFIX>_URL` (+ `<PREFIX>_TOKEN`, `EXTERNAL_TIMEOUT_MS`); no URL = the built-in default. */
function externalService(env: NodeJS.ProcessEnv, prefix: string): ExternalService | undefined {
  const url = env[`${prefix}_URL`];
  if (!url) return undefined;
  return { baseUrl: url.replace(/\/+$/, ''), token: env[`${prefix}_TOKEN`] || undefined, timeoutMs: int(env.EXTERNAL_TIMEOUT_MS, 5000) };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const appEnv = (['production', 'staging', 'development'] as const).find((e) => e === env.APP_ENV) ?? 'production';
  return {
    port: int(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? './data',
    filesDir: env.FILES_DIR || undefined,
    filesS3: filesS3(env),
    appEnv,
    seedDemo: env.SEED_DEMO !== 'false',
    metricsToken: env.METRICS_TOKEN || undefined,
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL, 8 * 3600),
    refreshTokenTtlSeconds: int(env.REFRESH_TOKEN_TTL, 30 * 24 * 3600),
    passwordMaxAgeDays: int(env.PASSWORD_MAX_AGE_DAYS, 90),
    signInMaxFailures: int(env.SIGN_IN_MAX_FAILURES, 5),
    signInWindowSeconds: int(env.SIGN_IN_WINDOW_SECONDS, 15 * 60),
    signInMaxFailuresPerAddress: int(env.SIGN_IN_MAX_FAILURES_PER_ADDRESS, 100),
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
    trustProxy: env.TRUST_PROXY === 'true',
    scheduleService: externalService(env, 'SCHEDULE_SERVICE'),
    ratesService: externalService(env, 'RATES_SERVICE'),
    flightsService: externalService(env, 'FLIGHTS_SERVICE'),
    hrProvider: externalService(env, 'HR_PROVIDER'),
    idempotencyTtlDays: int(env.IDEMPOTENCY_TTL_DAYS, 30),
    blobGcGraceDays: int(env.BLOB_GC_GRACE_DAYS, 7),
    jobs: env.JOBS !== 'off',
    jobWorkers: env.JOBS !== 'send',
    exportJobRows: int(env.EXPORT_JOB_ROWS, 5000),
    exportFileTtlHours: int(env.EXPORT_FILE_TTL_HOURS, 24),
    smsGateway: netgsm(env),
  };
}

/** Defaults for tests: in-memory database, no static files, a fresh files directory (created on first upload). */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const filesDir = join(tmpdir(), `apron-files-${randomUUID()}`);
  return { ...readConfig({}), staticDir: undefined, seedDemo: false, filesDir, jobs: false, ...overrides };
}
