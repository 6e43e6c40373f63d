import type { ProcessMakerConfig } from './processmaker.adapter';

/**
 * Which adapter answers the Process API (docs/decisions/cases.md). Read from the environment by
 * this feature alone: PROCESS_ENGINE=processmaker with PROCESSMAKER_URL (the /api/1.0/{workspace}
 * base), optional PROCESSMAKER_TOKEN and PROCESSMAKER_COOKIE (default _token); otherwise built in.
 */
export interface CasesConfig {
  engine: 'builtin' | 'processmaker';
  processMaker?: ProcessMakerConfig;
  cookieName: string;
}

export function casesConfig(env: NodeJS.ProcessEnv = process.env): CasesConfig {
  const cookieName = env.PROCESSMAKER_COOKIE || '_token';
  if (env.PROCESS_ENGINE === 'processmaker' && env.PROCESSMAKER_URL) {
    return {
      engine: 'processmaker', cookieName,
      processMaker: { baseUrl: env.PROCESSMAKER_URL.replace(/\/+$/, ''), token: env.PROCESSMAKER_TOKEN || undefined, timeoutMs: Number(env.EXTERNAL_TIMEOUT_MS) || 5000 },
    };
  }
  return { engine: 'builtin', cookieName };
}

/** The value of one cookie from a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return decodeURIComponent(part.slice(i + 1).trim());
  }
  return undefined;
}
