import { Agent, createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The header the proxy adds to every answer: which backend (by index) served the request. */
export const SERVED_BY = 'x-served-by';

export interface RoundRobinProxy {
  url: string;
  /** Requests sent to each backend so far. */
  counts: number[];
  close(): Promise<void>;
}

/**
 * A small load balancer on loopback, as nginx or HAProxy would stand in front of the API
 * processes (docs/deploy.md): each request goes to the next backend in turn, streamed both ways
 * (a half-sent body reaches the backend half-sent), with X-Forwarded-For appended.
 */
export async function startRoundRobinProxy(backends: string[], port = 0): Promise<RoundRobinProxy> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const counts = backends.map(() => 0);
  let next = 0;
  const server: Server = createServer((req, res) => {
    const index = next;
    next = (next + 1) % backends.length;
    counts[index]! += 1;
    const target = new URL(req.url ?? '/', backends[index]);
    const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = httpRequest(target, { method: req.method, headers: { ...req.headers, host: target.host, 'x-forwarded-for': forwarded }, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, [SERVED_BY]: String(index) });
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { [SERVED_BY]: String(index) });
      res.end();
    });
    req.on('aborted', () => upstream.destroy());
    req.pipe(upstream);
  });
  // Idle client connections are kept as long as nginx's default keepalive_timeout (75 s), not Node's
  // 5 s: under load a worker's pooled connection sat idle past 5 s and was closed just as it was
  // reused (ECONNRESET, 'socket hang up' in bench:load), an artefact of this proxy, not of the API.
  server.keepAliveTimeout = 75_000;
  server.headersTimeout = 76_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    counts,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
