import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from './mail';

/** A minimal SMTP server on loopback: enough of RFC 5321 for nodemailer's plain session. */
let server: Server;
let port = 0;
const received: { from: string; to: string[]; data: string }[] = [];

beforeAll(async () => {
  server = createServer((socket) => {
    let mail = { from: '', to: [] as string[], data: '' };
    let inData = false;
    let buffer = '';
    socket.write('220 localhost ESMTP test\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let idx: number;
      while ((idx = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, idx);
        buffer = buffer.slice(idx + 2);
        if (inData) {
          if (line === '.') { inData = false; received.push(mail); mail = { from: '', to: [], data: '' }; socket.write('250 OK queued\r\n'); } else mail.data += `${line}\n`;
          continue;
        }
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === 'EHLO' || cmd === 'HELO') socket.write('250-localhost\r\n250 8BITMIME\r\n');
        else if (cmd === 'MAIL') { mail.from = line; socket.write('250 OK\r\n'); }
        else if (cmd === 'RCPT') { mail.to.push(line); socket.write('250 OK\r\n'); }
        else if (cmd === 'DATA') { inData = true; socket.write('354 go ahead\r\n'); }
        else if (cmd === 'QUIT') { socket.write('221 bye\r\n'); socket.end(); }
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the SMTP mail adapter (nodemailer)', () => {
  it('delivers a reminder to an SMTP server', async () => {
    const port_ = smtpMailer(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'Apron <no-reply@apron.example>');
    expect(port_.kind).toBe('smtp');
    await port_.send({ to: 'sef@apron.example', subject: 'Değerlendirme hatırlatması', text: 'Bekleyen 3 performans kartı var.' });
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toContain('no-reply@apron.example');
    expect(received[0]!.to[0]).toContain('sef@apron.example');
    expect(received[0]!.data).toContain('Subject:');
  });
});
