import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ExternalService } from '../../config';
import type { Executor } from '../../db/client';
import { HttpError } from '../../plugins/http-errors';
import { users } from '../auth/auth.table';

/**
 * One way to call an external system: bearer token, time limit, Turkish errors. A service that
 * does not answer in time is 504, one that cannot be reached or answers nonsense is 502; the
 * client shows the message like any other error (spec 1 §8).
 */
export interface ExternalRequest {
  method?: 'GET' | 'POST';
  path: string;
  /** Undefined and null values are left out. */
  query?: object;
  body?: unknown;
  headers?: Record<string, string>;
  /** Turkish name of the service for messages, e.g. 'Kur servisi'. */
  label: string;
}

export interface ExternalResponse {
  status: number;
  text: string;
}

export const unreachable = (label: string) => new HttpError(502, { message: `${label} şu anda yanıt vermiyor. Lütfen daha sonra tekrar deneyin.` });
export const timedOut = (label: string) => new HttpError(504, { message: `${label} zamanında yanıt vermedi. Lütfen daha sonra tekrar deneyin.` });
export const badAnswer = (label: string) => new HttpError(502, { message: `${label} beklenmeyen bir yanıt verdi.` });

export async function callExternal(service: ExternalService, req: ExternalRequest): Promise<ExternalResponse> {
  const url = new URL(`${service.baseUrl}${req.path}`);
  for (const [key, value] of Object.entries(req.query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { accept: 'application/json, application/xml;q=0.9, */*;q=0.5', ...req.headers };
  if (service.token) headers.authorization = `Bearer ${service.token}`;
  if (req.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const res = await fetch(url, {
      method: req.method ?? 'GET',
      headers,
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
      signal: AbortSignal.timeout(service.timeoutMs),
      redirect: 'follow',
    });
    return { status: res.status, text: await res.text() };
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw timedOut(req.label);
    throw unreachable(req.label);
  }
}

/** A 2xx JSON answer, unwrapped from `{ data }` when the service uses an envelope, checked by `schema`. */
export function parseJson<S extends z.ZodType>(res: ExternalResponse, schema: S, label: string): { data: z.output<S>; meta: Record<string, unknown> } {
  if (res.status < 200 || res.status >= 300) throw unreachable(label);
  let body: unknown;
  try {
    body = JSON.parse(res.text);
  } catch {
    throw badAnswer(label);
  }
  const wrapped = typeof body === 'object' && body !== null && !Array.isArray(body) && 'data' in body;
  const parsed = schema.safeParse(wrapped ? (body as { data: unknown }).data : body);
  if (!parsed.success) throw badAnswer(label);
  const meta = wrapped ? ((body as { meta_data?: unknown; meta?: unknown }).meta_data ?? (body as { meta?: unknown }).meta) : undefined;
  return { data: parsed.data, meta: typeof meta === 'object' && meta !== null ? (meta as Record<string, unknown>) : {} };
}

/**
 * Who is asking, for services that answer per person (schedule, HR provider). Apron holds one
 * service token, not each user's, so it names the user in headers the service trusts from Apron.
 */
export async function identityHeaders(db: Executor, userId: number): Promise<Record<string, string>> {
  const [user] = await db
    .select({ name: users.name, email: users.email, enterprise_uuid: users.enterprise_uuid })
    .from(users).where(eq(users.id, userId)).limit(1);
  // Header values must be Latin-1: percent-encode what a person typed.
  const headers: Record<string, string> = { 'x-apron-user': encodeURIComponent(user?.name ?? String(userId)) };
  if (user?.email) headers['x-apron-user-email'] = encodeURIComponent(user.email);
  if (user?.enterprise_uuid) headers['x-apron-enterprise-uuid'] = encodeURIComponent(user.enterprise_uuid);
  return headers;
}
