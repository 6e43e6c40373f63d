import { serve } from './serve';

/** The API process (server/serve.ts): configuration, migrations, demo seed, listen, clean SIGTERM. */
serve().catch((error) => {
  console.error(error);
  process.exit(1);
});
