import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { SYNC_HEADERS } from '../../src/contracts/sync';
import { forbidden, unauthenticated } from './http-errors';

/** A request id a proxy or client sent, when it is a sane token; otherwise the server makes one. */
export const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * One JSON log line per request (with its id, also returned in `x-request-id`), and `GET
 * /api/metrics` in the Prometheus text format for administrators or a scraper holding METRICS_TOKEN.
 */
export function registerObservability(app: FastifyInstance): void {
  const registry = new Registry();
  const duration = new Histogram({
    name: 'apron_http_request_duration_seconds',
    help: 'API request latency by route',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const acknowledged = new Counter({
    name: 'apron_outbox_acknowledged_total',
    help: 'Writes carrying an Idempotency-Key that the server stored (device outbox items acknowledged)',
    registers: [registry],
  });
  const replays = new Counter({
    name: 'apron_idempotent_replays_total',
    help: 'Writes answered from the stored answer of an earlier delivery of the same Idempotency-Key',
    registers: [registry],
  });
  new Gauge({
    name: 'apron_job_queue_depth',
    help: 'Background jobs waiting, by queue',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      this.reset();
      const boss = app.jobs.boss;
      if (!boss) return;
      for (const name of app.jobs.names) this.set({ queue: name }, await boss.getQueueSize(name));
    },
  });
  new Gauge({
    name: 'apron_jobs_failed',
    help: 'Background jobs in the failed state (retryable from /failed-jobs), by queue',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      this.reset();
      if (!app.jobs.boss) return;
      const result = await app.deps.database.db.execute(sql`select name, count(*)::int as n from pgboss.job where state = 'failed' group by name`);
      for (const row of (result as unknown as { rows: { name: string; n: number }[] }).rows) this.set({ queue: row.name }, row.n);
    },
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const seconds = reply.elapsedTime / 1000;
    if (route.startsWith('/api') || route.startsWith('/oauth')) {
      duration.observe({ method: request.method, route, status: String(reply.statusCode) }, seconds);
      if (reply.getHeader(SYNC_HEADERS.replayed) === 'true') replays.inc();
      else if (request.headers[SYNC_HEADERS.idempotencyKey] && reply.statusCode < 300) acknowledged.inc();
    }
    request.log.info(
      { reqId: request.id, method: request.method, route, url: request.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime), user: request.auth?.userId },
      'request',
    );
  });

  app.get('/api/metrics', async (request, reply) => {
    if (!scraperToken(app, request) && !request.auth) throw unauthenticated();
    if (!scraperToken(app, request) && !request.auth?.isSuper) throw forbidden();
    return reply.header('content-type', registry.contentType).send(await registry.metrics());
  });
}

function scraperToken(app: FastifyInstance, request: FastifyRequest): boolean {
  const expected = app.deps.config.metricsToken;
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (!expected || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
