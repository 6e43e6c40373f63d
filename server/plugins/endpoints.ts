import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fastifyPath, type Endpoint } from '../../src/contracts/http';
import type { AuthContext } from './auth';
import { forbidden, HttpError, unauthenticated } from './http-errors';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerContext<E extends Endpoint> {
  params: Out<NonNullable<E['params']>>;
  query: Out<NonNullable<E['query']>>;
  body: Out<NonNullable<E['body']>>;
  /** Present on every endpoint whose access is not 'public'. */
  auth: AuthContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What a handler returns: the envelope's parts. A file handler sends through `reply` and returns nothing. */
export interface HandlerResult<T> {
  data: T;
  meta?: { page?: number; perpage?: number; total?: number; last_page?: number };
  helper?: Record<string, unknown>;
  status?: number;
}

type Handler<E extends Endpoint> = (
  ctx: HandlerContext<E>,
) => Promise<HandlerResult<NonNullable<E['data']> extends z.ZodType ? z.input<NonNullable<E['data']>> : unknown> | void>;

/** Zod issues -> `{ field: [messages] }` (spec 1 §8 keyed object). */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[], prefix = ''): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '_';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/**
 * Query strings name arrays as `a[]=1&a[]=2` or `a[0]=1&a[1]=2` (the spec uses both);
 * handlers see `a: ['1', '2']`.
 */
export function normaliseQuery(query: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    const match = /^(.+?)\[(\d*)\]$/.exec(key);
    if (!match) {
      out[key] = value;
      continue;
    }
    const name = match[1]!;
    const list = (Array.isArray(out[name]) ? out[name] : out[name] === undefined ? [] : [out[name]]) as unknown[];
    list.push(...(Array.isArray(value) ? value : [value]));
    out[name] = list;
  }
  return out;
}

/** How forms and older clients send a flag; read as a boolean wherever the contract takes one. */
const FLAG_VALUES = new Map<unknown, boolean>([[1, true], [0, false], ['1', true], ['0', false], ['true', true], ['false', false]]);

/**
 * Where the contract expects a boolean and the input holds 1/0, '1'/'0' or 'true'/'false', the
 * value is read as that boolean and validated again: one rule for every boolean of every contract.
 */
export function withFlagsRead(schema: z.ZodType, value: unknown) {
  const first = schema.safeParse(value);
  if (first.success || value === null || typeof value !== 'object') return first;
  const flags = first.error.issues.filter((i) => i.code === 'invalid_type' && i.expected === 'boolean' && i.path.length > 0);
  if (flags.length === 0) return first;
  const copy = structuredClone(value) as Record<PropertyKey, unknown>;
  let changed = false;
  for (const issue of flags) {
    const parent = issue.path.slice(0, -1).reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown> | undefined)?.[key as PropertyKey], copy) as Record<PropertyKey, unknown> | undefined;
    const key = issue.path[issue.path.length - 1] as PropertyKey;
    if (parent && typeof parent === 'object' && FLAG_VALUES.has(parent[key])) {
      parent[key] = FLAG_VALUES.get(parent[key]);
      changed = true;
    }
  }
  return changed ? schema.safeParse(copy) : first;
}

function parse<S extends z.ZodType | undefined>(schema: S, value: unknown, part: string): unknown {
  if (!schema) return undefined;
  const result = withFlagsRead(schema, value ?? (part === 'body' ? {} : value));
  if (!result.success) throw new HttpError(422, { errors: issuesToErrors(result.error.issues) });
  return result.data;
}

export function checkAccess(endpoint: Endpoint, auth: AuthContext | null): asserts auth is AuthContext {
  const access = endpoint.access;
  if (access === 'public') return;
  if (!auth) throw unauthenticated();
  if (access === 'signed-in') return;
  const needed = 'permission' in access ? [access.permission] : access.anyOf;
  if (!needed.some((p) => auth.permissions.has(p))) throw forbidden();
}

/** Every registered endpoint, so the OpenAPI document and the authorisation test see all of them. */
export const registered: Endpoint[] = [];

/**
 * Registers a contract endpoint: access check first (401 before 422, so an anonymous caller
 * learns nothing about the shape), then zod validation, then the handler, then the envelope.
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: Handler<E>): void {
  registered.push(endpoint);
  app.route({
    method: endpoint.method,
    url: endpoint.path.startsWith('/oauth/') ? endpoint.path : `/api${fastifyPath(endpoint.path)}`,
    handler: async (request, reply) => {
      checkAccess(endpoint, request.auth);
      const ctx = {
        params: parse(endpoint.params, request.params, 'params'),
        query: parse(endpoint.query, normaliseQuery(request.query), 'query'),
        body: endpoint.multipart ? undefined : parse(endpoint.body, request.body, 'body'),
        auth: request.auth as AuthContext,
        request,
        reply,
      } as HandlerContext<E>;
      const result = await handler(ctx);
      if (!result || reply.sent) return reply;
      const signature = request.auth?.signature ?? '';
      return reply.code(result.status ?? 200).send({
        data: result.data,
        meta_data: { permission_signature: signature, ...result.meta },
        helper_data: result.helper ?? {},
      });
    },
  });
}
