import { z } from 'zod';

/**
 * One declaration per API call of the spec. The server registers its handler against it
 * (validation, permission, OpenAPI); the client derives its typed fetcher from it; the
 * authorisation test walks all of them.
 */
import { PERPAGE_CHOICES, type Access, type Method } from './paths';

export * from './paths';

export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: Method;
  /** Spec path relative to /api, with `{name}` placeholders. */
  path: string;
  access: Access;
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  /** Schema of `data` in the envelope. Omitted for file responses. */
  data?: R;
  /** The answer is a file (blob), not an envelope. */
  file?: boolean;
  /** Multipart form body (files); `body` then describes the non-file fields. */
  multipart?: boolean;
}

export function endpoint<
  P extends z.ZodType = z.ZodUndefined,
  Q extends z.ZodType = z.ZodUndefined,
  B extends z.ZodType = z.ZodUndefined,
  R extends z.ZodType = z.ZodUnknown,
>(e: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return e;
}

export type ParamsOf<E> = E extends Endpoint<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.infer<P> : never;
export type QueryOf<E> = E extends Endpoint<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type BodyOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type DataOf<E> = E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.infer<R> : never;

// ---- Shared schema pieces ------------------------------------------------------------

/** Bounded strings: an unbounded z.string() accepts 40 MB. */
export const text = (max = 255) => z.string().trim().max(max);
/** PostgreSQL's integer: ids and counts past it must be refused by the contract, not by the database. */
export const INT_MAX = 2_147_483_647;
export const id = z.coerce.number().int().positive().max(INT_MAX, 'Geçersiz kayıt kimliği.');
export const idParams = z.object({ id });

/** Query flag from a URL: 'true' | '1' -> true. z.coerce.boolean would read 'false' as true. */
export const queryFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

export const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  perpage: z.coerce.number().int().refine((n) => (PERPAGE_CHOICES as readonly number[]).includes(n), {
    message: 'Sayfa başına kayıt sayısı 30, 50, 100, 150, 200 veya 300 olmalıdır.',
  }).default(30),
  ordering: text(64).optional(),
  with_helper_data: queryFlag.optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

export const envelopeMeta = z.object({
  permission_signature: z.string(),
  page: z.number().optional(),
  perpage: z.number().optional(),
  total: z.number().optional(),
  last_page: z.number().optional(),
});

export const okMessage = z.object({ message: z.string() });
