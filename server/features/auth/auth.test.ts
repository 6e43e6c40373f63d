import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { statementRecorder } from '../../test/statement-recorder';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ signInMaxFailures: 3 });
});
afterAll(() => t.close());

describe('sign-in', () => {
  it('answers opaque tokens for the password grant', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'password', username: 'admin', password: 'Apron.2026', client_id: 'apron', scope: '*' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token_type).toBe('Bearer');
    expect(body.access_token).toMatch(/^[\w-]{43}$/);
    expect(body.expires_in).toBeGreaterThan(0);
  });

  it('accepts the form-encoded grant as OAuth clients send it', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&username=sef&password=Apron.2026',
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password with a Turkish message, then rate-limits', async () => {
    const attempt = (password: string) =>
      t.app.inject({ method: 'POST', url: '/oauth/token', remoteAddress: '10.9.9.9', payload: { grant_type: 'password', username: 'denetci', password } });
    for (let i = 0; i < 3; i++) {
      const res = await attempt('yanlis');
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.password[0]).toBe('Kullanıcı adı veya şifre hatalı.');
    }
    const limited = await attempt('Apron.2026');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Çok fazla hatalı giriş/);
    // The window passes: the right password works again.
    t.now.value = new Date(t.now.value.getTime() + 16 * 60 * 1000);
    expect((await attempt('Apron.2026')).statusCode).toBe(200);
    t.now.value = new Date();
  });

  it('rotates the refresh token and revokes the old pair', async () => {
    const first = (await t.app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'password', username: 'sef', password: 'Apron.2026' } })).json();
    const refreshed = await t.app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'refresh_token', refresh_token: first.refresh_token } });
    expect(refreshed.statusCode).toBe(200);
    expect((await t.call(first.access_token, { method: 'GET', url: '/api/initialize' })).statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'refresh_token', refresh_token: first.refresh_token } });
    expect(again.statusCode).toBe(401);
    // That reuse of a rotated refresh token meant it was copied: the whole session ended with it.
    const current = refreshed.json();
    expect((await t.call(current.access_token, { method: 'GET', url: '/api/initialize' })).statusCode).toBe(401);
    const stolen = await t.app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'refresh_token', refresh_token: current.refresh_token } });
    expect(stolen.statusCode).toBe(401);
  });

  it('counts failures per address across user names, with a higher limit', async () => {
    const local = await createTestApp({ signInMaxFailures: 3, signInMaxFailuresPerAddress: 5 }, 0);
    try {
      const attempt = (username: string, password = 'yanlis') =>
        local.app.inject({ method: 'POST', url: '/oauth/token', remoteAddress: '10.7.7.7', payload: { grant_type: 'password', username, password } });
      // Five names, one wrong password each: no single name is near its limit of 3.
      for (const name of ['admin', 'sef', 'denetci', 'gozlemci', 'personel']) expect((await attempt(name)).statusCode).toBe(422);
      expect((await attempt('ik.uzmani', 'Apron.2026')).statusCode).toBe(429);
      const elsewhere = await local.app.inject({ method: 'POST', url: '/oauth/token', remoteAddress: '10.7.7.8', payload: { grant_type: 'password', username: 'ik.uzmani', password: 'Apron.2026' } });
      expect(elsewhere.statusCode).toBe(200);
    } finally {
      await local.close();
    }
  });

  it('logout revokes the token', async () => {
    const token = await t.login('personel');
    expect((await t.call(token, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    expect((await t.call(token, { method: 'GET', url: '/api/initialize' })).statusCode).toBe(401);
  });

  it('an expired access token is refused', async () => {
    const token = await t.login('personel');
    t.now.value = new Date(Date.now() + 9 * 3600 * 1000);
    expect((await t.call(token, { method: 'GET', url: '/api/initialize' })).statusCode).toBe(401);
    t.now.value = new Date();
  });
});

describe('session', () => {
  it('initialize answers user, menu, active position and the permission signature', async () => {
    const token = await t.login('admin');
    const res = await t.call(token, { method: 'GET', url: '/api/initialize' });
    expect(res.statusCode).toBe(200);
    const { data, meta_data, helper_data } = res.json();
    expect(meta_data.permission_signature).toMatch(/^[0-9a-f]{16}$/);
    expect(helper_data).toEqual({});
    expect(data.user.name).toBe('admin');
    expect(data.positions_count).toBe(2);
    expect(data.active_position.role.is_super).toBe(true);
    expect(data.active_position.role.department.company.name).toMatch(/Apron/);
    expect(data.menu.map((g: { key: string }) => g.key)).toContain('contract-management');
    expect(data.user.password_expires_in).toBeGreaterThan(80);
  });

  it('a blue-collar employee gets no management screens, only their own work-schedule requests', async () => {
    const token = await t.login('personel');
    const { data } = (await t.call(token, { method: 'GET', url: '/api/initialize' })).json();
    const items = data.menu.flatMap((g: { items: { key: string }[] }) => g.items.map((i) => i.key));
    expect(items).toEqual(['work-schedule-demands']);
    expect(data.active_position.role.is_blue_collar).toBe(true);
  });

  it('switching position answers a new token with another permission set', async () => {
    const token = await t.login('admin');
    const before = (await t.call(token, { method: 'GET', url: '/api/auth/position/active' })).json();
    const other = before.data.positions.find((p: { id: number }) => p.id !== before.data.active_position.id);
    const res = await t.call(token, { method: 'POST', url: '/api/auth/position/active', payload: { position_id: other.id } });
    expect(res.statusCode).toBe(200);
    const next = res.json().data.token.access_token;
    const after = (await t.call(next, { method: 'GET', url: '/api/initialize' })).json();
    expect(after.data.active_position.id).toBe(other.id);
    expect(after.meta_data.permission_signature).not.toBe(before.meta_data.permission_signature);
    expect((await t.call(token, { method: 'GET', url: '/api/initialize' })).statusCode).toBe(401);
  });

  it('authenticates a request with one statement: token, position and permissions together', async () => {
    const token = await t.login('personel');
    const recorder = statementRecorder(t.database.db);
    // personel may not search employees: answered 403 by the permission check, after authentication alone.
    const { result, statements } = await recorder.during(() =>
      t.call(token, { method: 'POST', url: '/api/gss/employee/search?page=1&perPage=30', payload: { groups: [] } }));
    expect(result.statusCode).toBe(403);
    expect(statements.map(recorder.textOf)).toEqual([expect.stringMatching(/array\(select distinct s\.permission.*from "access_tokens"/s)]);
  });

  it("a token whose position was taken away authenticates no one, and works again when it is back", async () => {
    const token = await t.login('sef');
    const position = (await t.call(token, { method: 'GET', url: '/api/initialize' })).json().data.active_position.id as number;
    await t.database.db.execute(sql`update positions set deleted_at = now() where id = ${position}`);
    expect((await t.call(token, { method: 'GET', url: '/api/initialize' })).statusCode).toBe(401);
    await t.database.db.execute(sql`update positions set deleted_at = null where id = ${position}`);
    expect((await t.call(token, { method: 'GET', url: '/api/initialize' })).statusCode).toBe(200);
  });

  it('refuses a position the user does not hold', async () => {
    const token = await t.login('sef');
    const res = await t.call(token, { method: 'POST', url: '/api/auth/position/active', payload: { position_id: 1 } });
    expect(res.statusCode).toBe(422);
  });

  it('changes the password when the confirmation matches', async () => {
    const token = await t.login('gozlemci');
    const mismatch = await t.call(token, { method: 'POST', url: '/api/auth/credentials', payload: { current_password: 'Apron.2026', password: 'Yeni.Sifre1', password_confirmation: 'farkli' } });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password_confirmation).toBeDefined();
    const elsewhere = await t.login('gozlemci');
    const ok = await t.call(token, { method: 'POST', url: '/api/auth/credentials', payload: { current_password: 'Apron.2026', password: 'Yeni.Sifre1', password_confirmation: 'Yeni.Sifre1' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.message).toBe('Kimlik Bilgileri başarılı bir şekilde güncellenmiştir.');
    // The other session ends; the device that changed the password stays signed in.
    expect((await t.call(elsewhere, { method: 'GET', url: '/api/initialize' })).statusCode).toBe(401);
    expect((await t.call(token, { method: 'GET', url: '/api/initialize' })).statusCode).toBe(200);
    await t.login('gozlemci', 'Yeni.Sifre1');
  });

  it('the company-account code exchange answers a clear error when no issuer is configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/with-code?code=abc&core_application=1' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Şirket hesabıyla giriş bu sunucuda yapılandırılmamış.');
  });
});

describe('envelope and errors', () => {
  it('unknown routes answer 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('İstenen adres bulunamadı.');
  });

  it('health and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json().status).toBe('ok');
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('publishes OpenAPI from the contract', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/initialize'].get).toBeDefined();
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger');
  });
});
