import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake Netgsm on loopback speaking its documented REST v2 API (HTTP Basic, JSON):
 * POST /sms/rest/v2/send and POST /sms/rest/v2/report. Test support only.
 */
export interface FakeNetgsm {
  url: string;
  sent: { msgheader: string; encoding?: string; messages: { msg: string; no: string }[]; jobid: string }[];
  /** Next send answers this code ('00' = accepted). */
  sendCode: string;
  /** Delivery state per 10-digit number (default 1 = delivered). */
  statusOf: Map<string, number>;
  reportCalls: string[][];
  close(): Promise<void>;
}

const read = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

export async function startFakeNetgsm(username: string, password: string): Promise<FakeNetgsm> {
  let counter = 1000;
  const fake: Omit<FakeNetgsm, 'url' | 'close'> = { sent: [], sendCode: '00', statusOf: new Map(), reportCalls: [] };
  const server: Server = createServer(async (req, res) => {
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const auth = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
    if (auth !== `${username}:${password}`) return json(406, { code: '30', description: 'Invalid credentials' });
    const body = JSON.parse((await read(req)) || '{}') as Record<string, unknown>;
    if (req.method === 'POST' && req.url === '/sms/rest/v2/send') {
      const messages = body.messages as { msg: string; no: string }[] | undefined;
      if (!body.msgheader || !Array.isArray(messages) || !messages.every((m) => /^[0-9]{10}$/.test(m.no) && m.msg)) {
        return json(406, { code: '70', description: 'Invalid parameters' });
      }
      if (fake.sendCode !== '00') return json(406, { code: fake.sendCode, description: 'refused' });
      const jobid = String(++counter);
      fake.sent.push({ msgheader: String(body.msgheader), encoding: body.encoding as string | undefined, messages, jobid });
      return json(200, { code: '00', jobid, description: 'queued' });
    }
    if (req.method === 'POST' && req.url === '/sms/rest/v2/report') {
      const ids = (body.jobids as string[] | undefined) ?? [];
      fake.reportCalls.push(ids);
      const jobs = fake.sent.filter((s) => ids.includes(s.jobid)).flatMap((s) => s.messages.map((m) => {
        const status = fake.statusOf.get(m.no) ?? 1;
        return { jobid: s.jobid, number: m.no, status, operator: 30, msglen: m.msg.length, deliveredDate: status === 1 ? '25.11.2026 10:15:00' : '', errorCode: status > 1 ? 101 : 0, referansID: '' };
      }));
      return jobs.length ? json(200, { code: '00', description: 'ok', jobs }) : json(200, { code: '60', description: 'no records', jobs: null });
    }
    return json(404, { code: '70', description: 'unknown path' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as FakeNetgsm;
}
