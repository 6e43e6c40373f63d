/** Defined by vite.config.ts at build time; tests run without it (see read-cache-policy.ts). */
declare const __CONTRACTS_HASH__: string;
