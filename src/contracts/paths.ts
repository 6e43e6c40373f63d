/**
 * The zod-free part of the contract: path filling, list constants and the envelope's shape.
 * The shell's first load imports only this (http.ts re-exports it with the schemas).
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `public`: no sign-in; `signed-in`: any signed-in user; otherwise a permission name. */
export type Access = 'public' | 'signed-in' | { permission: string } | { anyOf: readonly string[] };

export const PERPAGE_CHOICES = [30, 50, 100, 150, 200, 300] as const;
export const DEFAULT_ORDERING = '-created_at';

/** Fills `{name}` placeholders; used by the client and by tests. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Fastify's form of a spec path: `{id}` -> `:id`. */
export function fastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

export interface EnvelopeMeta {
  permission_signature: string;
  page?: number;
  perpage?: number;
  total?: number;
  last_page?: number;
}

export interface Envelope<T> {
  data: T;
  meta_data: EnvelopeMeta;
  helper_data: Record<string, unknown>;
}
