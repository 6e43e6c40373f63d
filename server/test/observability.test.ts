import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let personel: string;
beforeAll(async () => {
  t = await createTestApp({ metricsToken: 'scrape-secret-123' }, 0);
  [admin, personel] = await Promise.all([t.login('admin'), t.login('personel')]);
});
afterAll(() => t.close());

const metricValue = (text: string, line: RegExp) => Number(text.split('\n').find((l) => line.test(l))?.split(' ').pop() ?? 'NaN');

describe('request ids and metrics', () => {
  it('answers every request with a request id, keeping a sane one the caller sent', async () => {
    const made = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-7f3a9c21e4' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a9c21e4');
    const refused = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'bad id; drop' } });
    expect(refused.headers['x-request-id']).not.toContain('bad');
  });

  it('serves Prometheus text to administrators and to the scrape token only', async () => {
    expect((await t.call(null, { method: 'GET', url: '/api/metrics' })).statusCode).toBe(401);
    expect((await t.call(personel, { method: 'GET', url: '/api/metrics' })).statusCode).toBe(403);
    expect((await t.call('wrong-token', { method: 'GET', url: '/api/metrics' })).statusCode).toBe(401);
    const scraped = await t.call('scrape-secret-123', { method: 'GET', url: '/api/metrics' });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.headers['content-type']).toContain('text/plain');
    const res = await t.call(admin, { method: 'GET', url: '/api/metrics' });
    expect(res.body).toMatch(/apron_http_request_duration_seconds_bucket\{le="0\.05",method="GET",route="\/api\/health",status="200"\} \d+/);
  });

  it('counts outbox acknowledgements and idempotent replays', async () => {
    const before = (await t.call(admin, { method: 'GET', url: '/api/metrics' })).body;
    const write = {
      method: 'POST' as const, url: '/api/security/projects',
      payload: { name: 'Metrik Projesi', short_code: 'MTR', type: 'ggh', enable: true, sgk_workplace_no: '1' },
      headers: { 'idempotency-key': '0190f6a0-0000-7000-8000-00000000beef' },
    };
    expect((await t.call(admin, write)).statusCode).toBe(201);
    const again = await t.call(admin, write);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const after = (await t.call(admin, { method: 'GET', url: '/api/metrics' })).body;
    expect(metricValue(after, /^apron_outbox_acknowledged_total /) - metricValue(before, /^apron_outbox_acknowledged_total /)).toBe(1);
    expect(metricValue(after, /^apron_idempotent_replays_total /) - metricValue(before, /^apron_idempotent_replays_total /)).toBe(1);
  });
});
