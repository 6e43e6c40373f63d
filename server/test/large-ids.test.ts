import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../../src/contracts/http';
import { registered } from '../plugins/endpoints';
import { createTestApp, type TestApp } from './harness';

/**
 * Path ids beyond PostgreSQL's integer (2,147,483,647) once reached the database and answered 500.
 * Every declared endpoint, called by the super user with such ids, must refuse or miss — never fail.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const urlWith = (path: string, value: string) => {
  const filled = fillPath(path, Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, value])));
  return filled.startsWith('/oauth/') ? filled : `/api${filled}`;
};

describe('ids past the integer range', () => {
  it('no endpoint answers 500 for a path id of 2147483648 or 10^15', async () => {
    const failures: string[] = [];
    const withParams = registered.filter((e) => e.path.includes('{'));
    expect(withParams.length).toBeGreaterThan(20);
    for (const value of ['2147483648', '1000000000000000']) {
      for (const e of withParams) {
        const res = await t.call(admin, { method: e.method, url: urlWith(e.path, value), payload: e.method === 'GET' ? undefined : {} });
        if (res.statusCode >= 500) failures.push(`${e.method} ${e.path} (${value}) → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
