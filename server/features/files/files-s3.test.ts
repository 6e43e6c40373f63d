import type { FilesS3Config } from '../../config';
import { startS3Server } from '../../test/s3-server';
import { filesSuite } from './files.suite';
import { s3Store } from './s3-store';

let server: Awaited<ReturnType<typeof startS3Server>>;
let config: FilesS3Config;

filesSuite({
  async setUp() {
    server = await startS3Server();
    config = server.config;
    return { filesS3: config };
  },
  async storedObjects() {
    const keys: string[] = [];
    for await (const sha of s3Store(config).list()) keys.push(`${sha.slice(0, 2)}/${sha}`);
    return keys.sort();
  },
  tearDown: () => server.close(),
});
