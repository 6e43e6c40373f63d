import { work } from './serve';

/** The worker process (server/serve.ts `work`): runs the job queue beside API processes started with JOBS=send. */
work().catch((error) => {
  console.error(error);
  process.exit(1);
});
