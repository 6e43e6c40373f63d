import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { startFakeNetgsm, type FakeNetgsm } from './fake-netgsm';
import { SMS_REFRESH_JOB, SMS_SEND_JOB } from './sms.service';

type Rows<T> = { rows: T[] };
const one = async <T>(t: TestApp, q: ReturnType<typeof sql>) => ((await t.database.db.execute(q)) as unknown as Rows<T>).rows;

async function departmentWithMobiles(t: TestApp): Promise<{ id: number; people: number }> {
  const [row] = await one<{ id: number; n: number }>(t, sql`select p.department_id as id, count(distinct p.user_id)::int as n from positions p
    join users u on u.id = p.user_id where p.deleted_at is null and u.mobile_number ~ '^5[0-9]{9}$' group by 1 order by 2 desc limit 1`);
  return { id: Number(row!.id), people: Number(row!.n) };
}

describe('bulk SMS on the development gateway', () => {
  let t: TestApp;
  let admin: string;
  let personel: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin');
    personel = await t.login('personel');
  });
  afterAll(() => t.close());

  it('refuses callers without manage-sms on every call', async () => {
    for (const url of ['/api/short-message', '/api/short-message/create', '/api/short-message/1', '/api/sms-transaction-log',
      '/api/sms-transaction-log-status-refresh', '/api/sms-clients', '/api/sms-transaction-log/download', '/api/sms-gateway/development/messages']) {
      expect((await t.call(personel, { method: 'GET', url })).statusCode, url).toBe(403);
      expect((await t.call(null, { method: 'GET', url })).statusCode, url).toBe(401);
    }
    expect((await t.call(personel, { method: 'POST', url: '/api/short-message', payload: { body: 'x', additional_receivers: [{ full_name: 'A', mobile_number: '5321234567' }] } })).statusCode).toBe(403);
  });

  it('validates the body, receivers and extra phones', async () => {
    const post = (payload: object) => t.call(admin, { method: 'POST', url: '/api/short-message', payload });
    let res = await post({ body: '', additional_receivers: [{ full_name: 'A', mobile_number: '5321234567' }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.body).toContain('Mesaj metni boş bırakılamaz.');
    res = await post({ body: 'Merhaba' });
    expect(res.json().errors.receivers).toContain('En az bir alıcı seçiniz.');
    res = await post({ body: 'Merhaba', additional_receivers: [{ full_name: 'A', mobile_number: '4321234567' }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['additional_receivers.0.mobile_number']).toContain('Telefon numarası 10 haneli olmalı ve 0-4 ile başlamamalıdır.');
    res = await post({ body: 'ş'.repeat(500), additional_receivers: [{ full_name: 'A', mobile_number: '5321234567' }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.body).toContain('Mesaj en fazla 6 SMS uzunluğunda olabilir.');
    res = await post({ body: 'Merhaba', receivers: [{ type: 'department', id: 999999 }] });
    expect(res.json().errors.receivers).toContain('Seçilen alıcılardan bazıları bulunamadı.');
  });

  it('sends to a department and extra numbers in a job, tracks delivery and reports it', async () => {
    const dept = await departmentWithMobiles(t);
    const res = await t.call(admin, {
      method: 'POST', url: '/api/short-message',
      payload: { body: 'Yarın saat 09:00 toplantı var.', receivers: [{ type: 'department', id: dept.id }], additional_receivers: [{ full_name: 'Misafir Kişi', mobile_number: '5551112233' }] },
    });
    expect(res.statusCode).toBe(201);
    const { id, receiver_count, message } = res.json().data;
    expect(message).toBe('Sms gönderilmiştir.');
    expect(receiver_count).toBe(dept.people + 1);

    let detail = (await t.call(admin, { method: 'GET', url: `/api/short-message/${id}` })).json().data;
    expect(detail.counts.queued).toBe(receiver_count);
    expect(detail.receivers[0]).toMatchObject({ type: 'department', id: dept.id });
    expect(detail.additional_receivers).toEqual([{ full_name: 'Misafir Kişi', mobile_number: '905551112233' }]);

    expect(await t.app.jobs.run(SMS_SEND_JOB, { short_message_id: id })).toEqual({ sent: receiver_count, failed: 0 });
    const outbox = (await t.call(admin, { method: 'GET', url: '/api/sms-gateway/development/messages?gsm=5551112233' })).json().data;
    expect(outbox[0]).toMatchObject({ gsm: '905551112233', body: 'Yarın saat 09:00 toplantı var.' });

    expect(await t.app.jobs.run(SMS_REFRESH_JOB)).toMatchObject({ updated: receiver_count });
    detail = (await t.call(admin, { method: 'GET', url: `/api/short-message/${id}` })).json().data;
    expect(detail.counts.delivered).toBe(receiver_count);
    expect(detail.short_message_receivers.every((r: { status: string }) => r.status === 'delivered')).toBe(true);

    const list = (await t.call(admin, { method: 'GET', url: '/api/short-message' })).json();
    expect(list.data[0]).toMatchObject({ id, receiver_count, segment_count: 1, display_count: 1 });
    const report = (await t.call(admin, { method: 'GET', url: '/api/sms-transaction-log?gsm=5551112233&client_id=1' })).json();
    expect(report.meta_data.total).toBe(1);
    expect(report.data[0]).toMatchObject({ full_name: 'Misafir Kişi', status: 'delivered', client_name: 'Toplu SMS', sender_full_name: 'Sistem Yöneticisi' });
    const byRef = (await t.call(admin, { method: 'GET', url: `/api/sms-transaction-log?reference_code=${report.data[0].reference_code}` })).json();
    expect(byRef.data).toHaveLength(1);
    const future = (await t.call(admin, { method: 'GET', url: '/api/sms-transaction-log?start_date=2099-01-01' })).json();
    expect(future.data).toHaveLength(0);

    const xlsx = await t.call(admin, { method: 'GET', url: '/api/sms-transaction-log/download?client_id=1' });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect((await t.call(admin, { method: 'GET', url: '/api/sms-clients' })).json().data.map((c: { code: string }) => c.code)).toEqual(['bulk', 'payroll']);
    expect((await t.call(admin, { method: 'GET', url: '/api/short-message/create' })).json().data).toMatchObject({ gateway: 'development', max_segments: 6 });
    expect((await t.call(admin, { method: 'GET', url: '/api/short-message/999999' })).statusCode).toBe(404);
  });

  it('counts each number once: an extra number twice, or one a receiver already has, adds no row', async () => {
    // The receiver count is the inserts' row counts (no count read back): a skipped duplicate adds nothing.
    const dept = await departmentWithMobiles(t);
    const [person] = await one<{ mobile: string }>(t, sql`select u.mobile_number as mobile from positions p join users u on u.id = p.user_id
      where p.deleted_at is null and u.deleted_at is null and p.department_id = ${dept.id} and u.mobile_number ~ '^5[0-9]{9}$' order by p.id limit 1`);
    const res = await t.call(admin, {
      method: 'POST', url: '/api/short-message',
      payload: { body: 'Çift numara.', receivers: [{ type: 'department', id: dept.id }], additional_receivers: [
        { full_name: 'Misafir Bir', mobile_number: '5551112299' }, { full_name: 'Misafir İki', mobile_number: '5551112299' },
        { full_name: 'Aynı Kişi', mobile_number: person!.mobile }] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id, receiver_count } = res.json().data;
    expect(receiver_count).toBe(dept.people + 1);
    const [rows] = await one<{ n: number }>(t, sql`select count(*)::int as n from sms_transaction_logs where short_message_id = ${id}`);
    expect(Number(rows!.n)).toBe(receiver_count);
    expect((await t.call(admin, { method: 'GET', url: `/api/short-message/${id}` })).json().data.counts.queued).toBe(receiver_count);
    await t.app.jobs.run(SMS_SEND_JOB, { short_message_id: id });
  });

  it('sends to a position group (organisation): its live positions\' people with a mobile, each once', async () => {
    // Three people with mobiles, one of them through two positions; one without a mobile.
    const withMobile = await one<{ position_id: number; user_id: number }>(t, sql`select distinct on (p.user_id) p.id as position_id, p.user_id
      from positions p join users u on u.id = p.user_id where p.deleted_at is null and u.deleted_at is null and u.mobile_number ~ '^5[0-9]{9}$'
      order by p.user_id, p.id limit 3`);
    expect(withMobile.length).toBe(3);
    const [second] = await one<{ id: number }>(t, sql`insert into positions (user_id, company_id, department_id, role_id, is_primary, created_at, updated_at)
      select user_id, company_id, department_id, role_id, false, now(), now() from positions where id = ${withMobile[0]!.position_id} returning id`);
    const [noMobile] = await one<{ position_id: number; user_id: number }>(t, sql`select p.id as position_id, p.user_id from positions p join users u on u.id = p.user_id
      where p.deleted_at is null and u.deleted_at is null and p.user_id not in (${sql.join(withMobile.map((w) => sql`${w.user_id}`), sql`, `)}) order by p.id limit 1`);
    await t.database.db.execute(sql`update users set mobile_number = null where id = ${noMobile!.user_id}`);

    const created = await t.call(admin, { method: 'POST', url: '/api/position-group', payload: { name: 'SMS Vardiya Amirleri' } });
    expect(created.statusCode, created.body).toBeLessThan(300);
    const groupId = created.json().data.id as number;
    for (const position of [...withMobile.map((w) => w.position_id), second!.id, noMobile!.position_id]) {
      const added = await t.call(admin, { method: 'POST', url: `/api/position-group/${groupId}/position`, payload: { position } });
      expect(added.statusCode, added.body).toBeLessThan(300);
    }

    const res = await t.call(admin, { method: 'POST', url: '/api/short-message', payload: { body: 'Grup duyurusu.', receivers: [{ type: 'group', id: groupId }] } });
    expect(res.statusCode, res.body).toBe(201);
    const { id, receiver_count } = res.json().data;
    expect(receiver_count).toBe(3);
    const logs = await one<{ user_id: number; position_id: number; gsm: string }>(t, sql`select user_id, position_id, gsm from sms_transaction_logs where short_message_id = ${id} order by user_id`);
    expect(logs.map((l) => Number(l.user_id))).toEqual(withMobile.map((w) => Number(w.user_id)).sort((a, b) => a - b));
    for (const l of logs) expect(l.gsm).toMatch(/^905\d{9}$/);
    const detail = (await t.call(admin, { method: 'GET', url: `/api/short-message/${id}` })).json().data;
    expect(detail.receivers).toEqual([{ id: groupId, name: 'SMS Vardiya Amirleri', type: 'group', role_id: null, role_name: null }]);
    // The counts kept by the log triggers follow the send.
    expect(detail.counts).toEqual({ queued: 3, pending: 0, delivered: 0, failed: 0 });
    await t.app.jobs.run(SMS_SEND_JOB, { short_message_id: id });
    expect((await t.call(admin, { method: 'GET', url: `/api/short-message/${id}` })).json().data.counts).toEqual({ queued: 0, pending: 3, delivered: 0, failed: 0 });

    // A deleted group addresses no one: it is refused as missing.
    expect((await t.call(admin, { method: 'DELETE', url: `/api/position-group/${groupId}` })).statusCode).toBeLessThan(300);
    const gone = await t.call(admin, { method: 'POST', url: '/api/short-message', payload: { body: 'Grup duyurusu.', receivers: [{ type: 'group', id: groupId }] } });
    expect(gone.json().errors.receivers).toContain('Seçilen alıcılardan bazıları bulunamadı.');
  });

  it('lets other work run between the statements of a send (PGlite answers within microtasks)', async () => {
    // A callback queued as each statement starts has run by the next one: the API's requests get the
    // database between the batch's select, gateway insert and update (on PGlite these ran back to back
    // while a list call waited for all of them).
    const res = await t.call(admin, { method: 'POST', url: '/api/short-message', payload: { body: 'Sıra bekleyen.', additional_receivers: [
      { full_name: 'Bir', mobile_number: '5551110001' }, { full_name: 'İki', mobile_number: '5551110002' }] } });
    expect(res.statusCode, res.body).toBe(201);
    const db = t.database.db;
    const execute = db.execute.bind(db);
    const turnedBefore: boolean[] = [];
    let turned = true;
    const spy = vi.spyOn(db, 'execute').mockImplementation(((query: Parameters<typeof execute>[0]) => {
      turnedBefore.push(turned);
      turned = false;
      setImmediate(() => { turned = true; });
      return execute(query);
    }) as typeof db.execute);
    try {
      expect(await t.app.jobs.run(SMS_SEND_JOB, { short_message_id: res.json().data.id })).toEqual({ sent: 2, failed: 0 });
    } finally {
      spy.mockRestore();
    }
    // select, the development gateway's insert, update, the next (empty) select, the job's "any left?"
    expect(turnedBefore.length).toBeGreaterThanOrEqual(4);
    expect(turnedBefore).toEqual(turnedBefore.map(() => true));
  });
});

describe('bulk SMS through Netgsm (fake server on loopback)', () => {
  let t: TestApp;
  let fake: FakeNetgsm;
  let admin: string;
  beforeAll(async () => {
    fake = await startFakeNetgsm('8501112233', 'gizli-sifre');
    t = await createTestApp({ smsGateway: { kind: 'netgsm', baseUrl: fake.url, username: '8501112233', password: 'gizli-sifre', msgheader: 'APRON', timeoutMs: 3000 } });
    admin = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('sends in one call per batch with 10-digit numbers, then reads delivery reports', async () => {
    const res = await t.call(admin, {
      method: 'POST', url: '/api/short-message',
      payload: { body: 'Şube toplantısı ertelendi.', additional_receivers: [{ full_name: 'Bir', mobile_number: '5321112233' }, { full_name: 'İki', mobile_number: '5324445566' }] },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id;
    expect(await t.app.jobs.run(SMS_SEND_JOB, { short_message_id: id })).toEqual({ sent: 2, failed: 0 });
    expect(fake.sent).toHaveLength(1);
    expect(fake.sent[0]).toMatchObject({ msgheader: 'APRON', encoding: 'TR' });
    expect(fake.sent[0]!.messages).toEqual([{ msg: 'Şube toplantısı ertelendi.', no: '5321112233' }, { msg: 'Şube toplantısı ertelendi.', no: '5324445566' }]);

    fake.statusOf.set('5324445566', 3);
    expect(await t.app.jobs.run(SMS_REFRESH_JOB)).toEqual({ checked: 1, updated: 2 });
    expect(fake.reportCalls.at(-1)).toEqual([fake.sent[0]!.jobid]);
    const rows = (await t.call(admin, { method: 'GET', url: '/api/sms-transaction-log' })).json().data as { gsm: string; status: string; status_reason: string | null; delivered_at: string | null }[];
    const ok = rows.find((r) => r.gsm === '905321112233')!;
    const bad = rows.find((r) => r.gsm === '905324445566')!;
    expect(ok.status).toBe('delivered');
    expect(ok.delivered_at).toBe('2026-11-25T07:15:00.000Z');
    expect(bad.status).toBe('failed');
    expect(bad.status_reason).toContain('Hatalı veya kısıtlı numara');
    // final states are not asked again
    expect(await t.app.jobs.run(SMS_REFRESH_JOB)).toEqual({ checked: 0, updated: 0 });
    // the development outbox is closed with a real gateway
    expect((await t.call(admin, { method: 'GET', url: '/api/sms-gateway/development/messages' })).statusCode).toBe(403);
  });

  it('sends each queued message in its own calls, oldest first, in one run', async () => {
    const ids: number[] = [];
    for (const [body, number] of [['Birinci duyuru.', '5321110001'], ['İkinci duyuru.', '5321110002']]) {
      const res = await t.call(admin, { method: 'POST', url: '/api/short-message', payload: { body, additional_receivers: [{ full_name: 'Kişi', mobile_number: number }] } });
      ids.push(res.json().data.id);
    }
    const before = fake.sent.length;
    expect(await t.app.jobs.run(SMS_SEND_JOB, {})).toEqual({ sent: 2, failed: 0 });
    expect(fake.sent.slice(before).map((s) => s.messages)).toEqual([[{ msg: 'Birinci duyuru.', no: '5321110001' }], [{ msg: 'İkinci duyuru.', no: '5321110002' }]]);
    for (const id of ids) expect((await t.call(admin, { method: 'GET', url: `/api/short-message/${id}` })).json().data.counts.pending).toBe(1);
  });

  it('records the gateway refusal as the reason', async () => {
    fake.sendCode = '40';
    const res = await t.call(admin, { method: 'POST', url: '/api/short-message', payload: { body: 'Deneme', additional_receivers: [{ full_name: 'Üç', mobile_number: '5337778899' }] } });
    const id = res.json().data.id;
    expect(await t.app.jobs.run(SMS_SEND_JOB, { short_message_id: id })).toEqual({ sent: 0, failed: 1 });
    const detail = (await t.call(admin, { method: 'GET', url: `/api/short-message/${id}` })).json().data;
    expect(detail.short_message_receivers[0]).toMatchObject({ status: 'failed', status_reason: 'Mesaj başlığı sistemde tanımlı değil' });
    fake.sendCode = '00';
  });
});
