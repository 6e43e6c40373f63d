import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { findBadInput, INPUT_MESSAGES, MAX_INPUT_DEPTH } from './input-text';

describe('findBadInput', () => {
  it('finds NUL bytes and lone surrogates in values and keys, and passes ordinary Turkish text and emoji', () => {
    expect(findBadInput({ a: 'Şule Güneş 😀', b: [1, 'ığüşöç'] })).toBeNull();
    expect(findBadInput({ a: 'x\u0000y' })).toEqual({ path: 'a', message: INPUT_MESSAGES.badText });
    expect(findBadInput({ list: ['ok', 'bad\ud800'] })).toEqual({ path: 'list.1', message: INPUT_MESSAGES.badText });
    expect(findBadInput({ 'k\udc00': 1 })?.message).toBe(INPUT_MESSAGES.badText);
  });

  it('stops at the depth limit instead of walking a deep body', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 20_000; i++) deep = [deep];
    expect(findBadInput(deep)?.message).toBe(INPUT_MESSAGES.tooDeep);
    let shallow: unknown = 'leaf';
    for (let i = 0; i < MAX_INPUT_DEPTH - 1; i++) shallow = { x: shallow };
    expect(findBadInput(shallow)).toBeNull();
  });
});

describe('bad text at the API', () => {
  let t: TestApp;
  let hr: string;
  beforeAll(async () => {
    t = await createTestApp();
    hr = await t.login('ik.uzmani');
  });
  afterAll(() => t.close());

  it('answers 422 with the field, never 500, for NUL, lone surrogates and deep JSON — with an Idempotency-Key too', async () => {
    const base = { name: 'Proje', short_code: 'NUL', type: 'ggh', enable: true, sgk_workplace_no: '1' };
    const nul = await t.call(hr, { method: 'POST', url: '/api/security/projects', payload: { ...base, name: 'a\u0000b' } });
    expect(nul.statusCode).toBe(422);
    expect(nul.json().errors.name).toEqual([INPUT_MESSAGES.badText]);
    const lone = await t.call(hr, { method: 'POST', url: '/api/security/projects', payload: { ...base, name: 'a\ud800b' } });
    expect(lone.statusCode).toBe(422);
    const query = await t.call(hr, { method: 'GET', url: '/api/search/security-projects?keyword=a%00b' });
    expect(query.statusCode).toBe(422);
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    const nested = await t.call(hr, {
      method: 'POST', url: '/api/security/projects', payload: deep,
      headers: { 'content-type': 'application/json', 'idempotency-key': '0190f6a0-0000-7000-8000-000000000001' },
    });
    expect(nested.statusCode).toBe(422);
    const sign = await t.app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'password', username: 'ad\u0000min', password: 'x' } });
    expect(sign.statusCode).toBe(422);
  });

  it("answers Fastify's own refusals in Turkish without echoing the input", async () => {
    const long = await t.call(hr, { method: 'GET', url: `/api/security/projects/${'a'.repeat(5000)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ message: 'İstek adresi çok uzun.' });
    expect(long.body).not.toContain('aaaa');
    const badJson = await t.call(hr, { method: 'POST', url: '/api/security/projects', payload: '{"name": ', headers: { 'content-type': 'application/json' } });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().message).toBe('İstek okunamadı.');
    const media = await t.call(hr, { method: 'POST', url: '/api/security/projects', payload: '<x/>', headers: { 'content-type': 'application/xml' } });
    expect(media.statusCode).toBe(415);
    expect(media.json().message).toBe('Desteklenmeyen içerik türü.');
  });
});
