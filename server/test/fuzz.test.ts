import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registered } from '../plugins/endpoints';
import type { Endpoint } from '../../src/contracts/http';
import { casesFor, LEAK, plausibleBody, poisonCases, REPAIR_CANDIDATES, type FuzzCase } from './fuzz-cases';
import { createTestApp, type TestApp } from './harness';

/**
 * R2: every declared endpoint, called by the super user (so permission checks pass and the input
 * reaches validation and the handlers), gets wrong types, missing fields, 200 KB strings, deep
 * nesting, bad ids, malformed JSON, wrong content types, bad paging and ordering. No answer may be
 * 5xx or show a stack trace, SQL or a server path; the server must still be healthy afterwards.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({}, 5);
  admin = await t.login('admin');
});
afterAll(() => t.close());

describe('fuzzing every endpoint', () => {
  it('answers hostile input with 4xx in our words, never 5xx or internals', async () => {
    const endpoints = registered.filter((e, i, all) => all.indexOf(e) === i && e.path !== '/oauth/token' && !e.path.includes('logout'));
    const failures: string[] = [];
    let sent = 0;
    let accepted = 0;
    const send = async (e: Endpoint, c: FuzzCase) => {
      const res = await t.app.inject({
        method: c.method as 'GET', url: c.url, payload: c.payload,
        headers: { authorization: `Bearer ${admin}`, ...(c.contentType ? { 'content-type': c.contentType } : {}) },
      });
      sent++;
      const body = res.headers['content-type']?.toString().includes('json') ? res.body : '';
      if (res.statusCode >= 500 || LEAK.test(body)) failures.push(`${c.method} ${e.path} [${c.label}] → ${res.statusCode} ${body.slice(0, 160)}`);
      return res;
    };
    /** Repairs a guessed body field by field from the server's 422s until it is accepted (or gives up). */
    const repair = async (e: Endpoint, start: Record<string, unknown>) => {
      const body = { ...start };
      const tried = new Map<string, number>();
      for (let round = 0; round < 25; round++) {
        const res = await send(e, { label: 'repair', method: e.method, url: `/api${e.path.replace(/\{\w+\}/g, '1')}`, payload: JSON.stringify(body), contentType: 'application/json' });
        if (res.statusCode < 300) return body;
        const errors = res.statusCode === 422 ? (res.json() as { errors?: Record<string, unknown> }).errors : undefined;
        const fields = Object.keys(errors ?? {}).map((k) => k.split('.')[0]!).filter((k) => k !== '_');
        if (fields.length === 0) return undefined;
        for (const field of new Set(fields)) {
          const next = tried.get(field) ?? 0;
          if (next >= REPAIR_CANDIDATES.length) return undefined;
          body[field] = REPAIR_CANDIDATES[next];
          tried.set(field, next + 1);
        }
      }
      return undefined;
    };
    for (const e of endpoints) {
      for (const c of casesFor(e)) await send(e, c);
      const guess = plausibleBody(e);
      const valid = guess && !e.path.startsWith('/oauth/') ? await repair(e, guess) : undefined;
      if (!valid) continue;
      accepted++;
      for (const c of poisonCases(e, valid)) await send(e, c);
    }
    console.log(`fuzz: ${sent} requests to ${endpoints.length} endpoints, ${accepted} write bodies repaired until accepted, then poisoned field by field, ${failures.length} failures`);
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  }, 600_000);
});
