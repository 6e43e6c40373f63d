/** Port of the journeys' server (tests/e2e/serve.ts); the development API uses 8090, `npm start` 8080. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);

/** Password of every demo user (server/db/seed/demo.ts, README). */
export const DEMO_PASSWORD = 'Apron.2026';
