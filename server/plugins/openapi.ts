import { z } from 'zod';
import type { Endpoint } from '../../src/contracts/http';

const schemaOf = (schema: z.ZodType | undefined) => {
  if (!schema) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  } catch {
    return {};
  }
};

/** OpenAPI 3.1 document built from the contract declarations (served at /api/docs). */
export function openApiDocument(endpoints: readonly Endpoint[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of endpoints) {
    const url = e.path.startsWith('/oauth/') ? e.path : `/api${e.path}`;
    const query = schemaOf(e.query) as { properties?: Record<string, unknown>; required?: string[] } | undefined;
    (paths[url] ??= {})[e.method.toLowerCase()] = {
      summary: e.summary,
      'x-access': e.access,
      parameters: [
        ...[...e.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } })),
        ...Object.entries(query?.properties ?? {}).map(([name, schema]) => ({
          name, in: 'query', required: query?.required?.includes(name) ?? false, schema,
        })),
      ],
      requestBody: e.body
        ? { content: { [e.multipart ? 'multipart/form-data' : 'application/json']: { schema: schemaOf(e.body) } } }
        : undefined,
      responses: {
        200: e.file
          ? { description: 'file' }
          : { description: 'envelope { data, meta_data, helper_data }', content: { 'application/json': { schema: schemaOf(e.data) } } },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Apron API', version: '0.1.0' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    security: [{ bearer: [] }],
    paths,
  };
}
