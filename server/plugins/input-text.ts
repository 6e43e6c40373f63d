import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-errors';

/** PostgreSQL text cannot hold U+0000, and a lone surrogate breaks JSON columns: refuse both up front. */
// eslint-disable-next-line no-control-regex -- finding U+0000 is the point
const BAD_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** No contract nests deeper than a few levels; a deeper body is refused before anything walks it recursively. */
export const MAX_INPUT_DEPTH = 32;

export const INPUT_MESSAGES = {
  badText: 'Geçersiz karakter içeriyor.',
  tooDeep: 'İstek içeriği çok derin iç içe.',
} as const;

type Finding = { path: string; message: string } | null;

/** The first string (key or value) with a forbidden character, or the first level past the depth limit. */
export function findBadInput(value: unknown, path = '', depth = 0): Finding {
  if (typeof value === 'string') return BAD_TEXT.test(value) ? { path: path || '_', message: INPUT_MESSAGES.badText } : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_INPUT_DEPTH) return { path: path || '_', message: INPUT_MESSAGES.tooDeep };
  // Iterative over siblings, recursive only in depth, which is bounded above.
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const childPath = path ? `${path}.${key}` : key;
    if (BAD_TEXT.test(key)) return { path: childPath, message: INPUT_MESSAGES.badText };
    const found = findBadInput(child, childPath, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Runs before idempotency hashing, validation and handlers, so no later step sees such input. */
export function registerInputText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const found = findBadInput(part);
      if (found) throw new HttpError(422, { errors: { [found.path]: [found.message] } });
    }
  });
}
