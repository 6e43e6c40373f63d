import { request } from 'node:http';

/**
 * A download through a real socket (app.inject would buffer the reply): `onBytes` hears each chunk's
 * size as it arrives, so a streaming test can tell whether bytes reached the client before its last read.
 */
export function download(url: string, token: string, onBytes: (bytes: number) => void, json?: unknown): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (json !== undefined) headers['content-type'] = 'application/json';
    const req = request(url, { method: json === undefined ? 'GET' : 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => {
        onBytes(c.length);
        chunks.push(c);
      });
      res.on('end', () => resolve(Buffer.concat(chunks)));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(json === undefined ? undefined : JSON.stringify(json));
  });
}
