/**
 * One API process of the two-process test (cluster.test.ts): the real server (server/serve.ts)
 * plus two probe jobs that write each run into `cluster_job_runs` (a table the test creates), so
 * the test can count how often each job ran and on which process.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { serve } from '../serve';

const CLUSTER_TICK = 'test.cluster-tick';
const CLUSTER_ONCE = 'test.cluster-once';

const node = process.env.CLUSTER_NODE ?? String(process.pid);

async function probeJobs(app: FastifyInstance) {
  const record = (job: string, jobId: string | undefined) =>
    app.deps.database.db.execute(sql`insert into cluster_job_runs (job, job_id, node) values (${job}, ${jobId ?? null}, ${node})`);
  // Every minute on every process: pg-boss must start it once per minute in the whole cluster.
  await app.jobs.define({ name: CLUSTER_TICK, schedule: { cron: '* * * * *' }, queue: { retryLimit: 0 }, handler: async (_d, ctx) => record(CLUSTER_TICK, ctx.jobId) });
  await app.jobs.define({ name: CLUSTER_ONCE, queue: { retryLimit: 0 }, handler: async (_d, ctx) => record(CLUSTER_ONCE, ctx.jobId) });
}

serve(probeJobs).catch((error) => {
  console.error(error);
  process.exit(1);
});
