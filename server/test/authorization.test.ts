import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, type Access } from '../../src/contracts/http';
import { registered } from '../plugins/endpoints';
import { createTestApp, type TestApp } from './harness';

/**
 * Walks every declared endpoint: anonymous callers get 401, and a signed-in user without the
 * endpoint's permission gets 403 — before any validation or lookup happens.
 */
let t: TestApp;
let personel: string;
let held: Set<string>;
beforeAll(async () => {
  t = await createTestApp();
  personel = await t.login('personel');
  held = new Set((await t.call(personel, { method: 'GET', url: '/api/initialize' })).json().data.permissions);
});
afterAll(() => t.close());

/** Whether a permission set opens an endpoint's access (the plugin's own check, restated for the walk). */
const holds = (access: Access, permissions: ReadonlySet<string>) =>
  typeof access === 'string' || ('permission' in access ? permissions.has(access.permission) : access.anyOf.some((p) => permissions.has(p)));

const urlOf = (path: string) => {
  const filled = fillPath(path, Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, 1])));
  return filled.startsWith('/oauth/') ? filled : `/api${filled}`;
};

/** A walk makes one request per endpoint (600 and growing): 30 s was too short on a busy machine. */
const WALK_TIMEOUT = 180_000;

describe('authorisation of every endpoint', () => {
  it('has endpoints to walk', () => {
    expect(registered.length).toBeGreaterThan(15);
  });

  it('anonymous → 401 on every non-public endpoint', async () => {
    const failures: string[] = [];
    for (const e of registered.filter((e) => e.access !== 'public')) {
      const res = await t.call(null, { method: e.method, url: urlOf(e.path), payload: e.method === 'GET' ? undefined : {} });
      if (res.statusCode !== 401) failures.push(`${e.method} ${e.path} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  }, WALK_TIMEOUT);

  it('a user without the permission → 403 on every permission-gated endpoint', async () => {
    const failures: string[] = [];
    // Field staff hold a few permissions (their own work-schedule requests): those endpoints are theirs.
    expect(held.size).toBeLessThan(3);
    const gated = registered.filter((e) => typeof e.access === 'object' && !holds(e.access, held));
    expect(gated.length).toBeGreaterThan(5);
    for (const e of gated) {
      const res = await t.call(personel, { method: e.method, url: urlOf(e.path), payload: e.method === 'GET' ? undefined : {} });
      if (res.statusCode !== 403) failures.push(`${e.method} ${e.path} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  }, WALK_TIMEOUT);
});
