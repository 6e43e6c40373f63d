import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { SNAPSHOT_SAVE_SCRIPT } from '../src/contracts/form-snapshot';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerAuth } from './plugins/auth';
import { registered } from './plugins/endpoints';
import { fastifyRefusal, registerErrorHandling } from './plugins/errors';
import { registerIdempotency } from './plugins/idempotency';
import { registerInputText } from './plugins/input-text';
import { REQUEST_ID, registerObservability } from './plugins/observability';
import { openApiDocument } from './plugins/openapi';
import { registerUploads } from './plugins/uploads';
import { registerDeviceSequences } from './features/sync/device-sequences';
import { registerJobs } from './jobs/jobs';

z.config(z.locales.tr());

export interface AppDeps {
  database: Database;
  config: Config;
  /** Injected so tests can move time (token expiry, rate-limit windows, deadlines). */
  clock: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export interface BuildOptions extends Omit<AppDeps, 'clock'> {
  clock?: () => Date;
  logger?: FastifyServerOptions['logger'];
}

const featuresDir = fileURLToPath(new URL('./features', import.meta.url));
const SNAPSHOT_SAVE_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(SNAPSHOT_SAVE_SCRIPT).digest('base64')}'`;

/** Builds the API (and the PWA's static files) without listening: tests use app.inject. */
export async function build(options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.config.trustProxy,
    bodyLimit: 10 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // One log line per request (plugins/observability.ts) instead of Fastify's two.
    disableRequestLogging: true,
    // genReqId reads x-request-id itself, so an unsafe value is replaced instead of trusted.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // Refusals before routing (a bad URL, a path parameter too long) in our words, never echoing the URL.
    frameworkErrors: (error, _request, reply) => {
      void (reply as unknown as FastifyReply).code(error.statusCode ?? 400).send({ message: fastifyRefusal(error.statusCode ?? 400) });
    },
  });
  app.decorate('deps', { database: options.database, config: options.config, clock: options.clock ?? (() => new Date()) });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The form snapshot's one inline script (src/contracts/form-snapshot.ts), by its hash.
        scriptSrc: ["'self'", SNAPSHOT_SAVE_SCRIPT_SOURCE],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The correspondence video plays from a blob the client fetched with its token (spec 3 §9 player).
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
      },
    },
  });
  await app.register(formbody);
  const staticDir = options.config.staticDir && resolve(options.config.staticDir);
  const serveApp = Boolean(staticDir && existsSync(join(staticDir, 'index.html')));
  registerErrorHandling(app, { spaFallback: serveApp });
  registerAuth(app);
  registerObservability(app);
  registerInputText(app);
  registerIdempotency(app);
  registerDeviceSequences(app);
  await registerUploads(app);
  await registerJobs(app);

  app.get('/api/health', async () => ({ status: 'ok' }));
  app.get('/api/ready', async (_request, reply) => {
    try {
      await app.deps.database.db.execute(sql`select 1`);
      return { status: 'ready', database: app.deps.database.kind };
    } catch {
      return reply.code(503).send({ status: 'unavailable', message: 'Veritabanına ulaşılamıyor.' });
    }
  });

  // Each feature folder with an index.ts registers its own contract endpoints.
  for (const name of readdirSync(featuresDir).sort()) {
    const file = ['index.ts', 'index.js'].map((f) => join(featuresDir, name, f)).find(existsSync);
    if (!file) continue;
    const feature = (await import(pathToFileURL(file).href)) as { default: (app: FastifyInstance) => Promise<void> };
    await app.register(feature.default);
  }

  // The OpenAPI document of every declared endpoint, with an interactive reference at /api/docs
  // and the JSON at /api/docs/json (assets served locally: works without the internet).
  await app.register(swagger, { mode: 'static', specification: { document: openApiDocument(registered.filter((e, i, all) => all.indexOf(e) === i)) as never } });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  if (serveApp && staticDir) {
    await app.register(fastifyStatic, {
      root: staticDir,
      index: ['index.html'],
      // tools/compress-dist.ts writes .br/.gz beside each asset at build time.
      preCompressed: true,
      setHeaders: (reply, path) => {
        // Hashed file names never change content: cache them for a year. Everything else (the
        // shell, the service worker, the manifest) must be revalidated so updates reach devices.
        reply.header('cache-control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  return app;
}
