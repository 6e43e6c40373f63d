import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError, MESSAGES } from './http-errors';

/** One error handler for the whole API: the spec's shapes, the right status, never a stack trace. */
export function registerErrorHandling(app: FastifyInstance, options: { spaFallback: boolean }): void {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const api = path.startsWith('/api') || path.startsWith('/oauth');
    const file = /\.[a-z0-9]+$/i.test(path);
    // Client-side routes: any other GET that is not a file answers the app shell.
    if (options.spaFallback && !api && !file && request.method === 'GET') {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ message: MESSAGES.routeNotFound, path });
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const signature = request.auth?.signature;
    const meta = signature ? { meta_data: { permission_signature: signature } } : {};
    if (error instanceof HttpError) {
      return reply.code(error.status).send({ ...error.body, ...meta });
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT' || error.statusCode === 413) {
      return reply.code(413).send({ errors: { file: [MESSAGES.tooLarge] }, message: MESSAGES.tooLarge });
    }
    if (error.statusCode === 429) {
      return reply.code(429).send({ message: error.message });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own refusals (bad JSON, wrong content type, a path parameter too long): the
      // client's input, not our fault. Its English text echoes the input, so answer ours.
      return reply.code(error.statusCode).send({ message: fastifyRefusal(error.statusCode), ...meta });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: MESSAGES.unexpected, ...meta });
  });
}

export function fastifyRefusal(status: number): string {
  if (status === 404) return MESSAGES.routeNotFound;
  if (status === 414) return MESSAGES.uriTooLong;
  if (status === 415) return MESSAGES.unsupportedMedia;
  return MESSAGES.badRequest;
}
