/**
 * A loopback HTTP proxy that misbehaves like a field network (issue 16 R1): per request, by the
 * mode of the moment — 'pass' forwards, 'refuse' drops the connection at once, 'cut' forwards the
 * request and drops the connection before the answer (the server may have done the work), and
 * 'black-hole' takes the request and never answers. It logs every outbox commit (a POST with an
 * Idempotency-Key) with its time and answer, for the backoff check.
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { Socket } from 'node:net';

export type ChaosMode = 'pass' | 'refuse' | 'cut' | 'black-hole';

export interface CommitLog {
  key: string;
  at: number;
  mode: ChaosMode;
  /** The server's status as the proxy saw it; 0 when the client never got one. */
  status: number;
  missingBlobs: boolean;
  /** The request came on a connection that had carried an earlier request (keep-alive). */
  reused: boolean;
}

export interface ChaosProxy {
  mode: ChaosMode;
  commits: CommitLog[];
  counts: Record<ChaosMode, number>;
  close(): Promise<void>;
}

/** `upstreamPorts`: one server, or several taken in turn request by request (a round-robin balancer). */
export async function startChaosProxy(port: number, upstreamPorts: number | number[], isCommit: (req: IncomingMessage) => boolean): Promise<ChaosProxy> {
  const upstreams = Array.isArray(upstreamPorts) ? upstreamPorts : [upstreamPorts];
  let turn = 0;
  const held = new Set<IncomingMessage>();
  const served = new WeakMap<Socket, number>();
  const proxy: ChaosProxy = {
    mode: 'pass', commits: [], counts: { pass: 0, refuse: 0, cut: 0, 'black-hole': 0 },
    close: async () => {
      for (const req of held) req.socket.destroy();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
  const server: Server = createServer((req, res) => {
    const mode = proxy.mode;
    proxy.counts[mode]++;
    const key = req.headers['idempotency-key'];
    const before = served.get(req.socket) ?? 0;
    served.set(req.socket, before + 1);
    const log: CommitLog | null = typeof key === 'string' && isCommit(req) ? { key, at: Date.now(), mode, status: 0, missingBlobs: false, reused: before > 0 } : null;
    if (log) proxy.commits.push(log);
    if (mode === 'refuse') return void req.socket.destroy();
    if (mode === 'black-hole') {
      held.add(req);
      req.resume();
      req.socket.on('close', () => held.delete(req));
      return;
    }
    const upstreamPort = upstreams[turn++ % upstreams.length]!;
    const up = httpRequest({ host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      if (mode === 'cut') {
        // The server answered (its work is done); the client never hears it.
        answer.resume();
        return void req.socket.destroy();
      }
      const chunks: Buffer[] = [];
      answer.on('data', (c: Buffer) => chunks.push(c));
      answer.on('end', () => {
        const body = Buffer.concat(chunks);
        if (log) {
          log.status = answer.statusCode ?? 0;
          log.missingBlobs = body.includes('missing_blobs');
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        res.end(body);
      });
    });
    up.on('error', () => req.socket.destroy()); // the server is down: the client sees a dropped connection
    req.pipe(up);
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return proxy;
}
