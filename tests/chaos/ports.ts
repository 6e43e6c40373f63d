/** The chaos suite's own ports (the journeys' server uses E2E_PORT). */
export const CHAOS_PROXY_PORT = Number(process.env.CHAOS_PROXY_PORT ?? 8233);
export const CHAOS_SERVER_PORT = Number(process.env.CHAOS_SERVER_PORT ?? 8234);
