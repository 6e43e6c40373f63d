import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

/**
 * Admin users (restore), failed jobs through the real pg-boss queue, reports written by their job,
 * doctor appointments and the advertising partners (issue 11), on the backend under test.
 */
let t: TestApp;
let admin: string;
let hr: string;
let personel: string;
beforeAll(async () => {
  t = await createTestApp({ jobs: true }, 2);
  admin = await t.login('admin');
  hr = await t.login('ik.uzmani');
  personel = await t.login('personel');
  await t.app.jobs.define<{ fail?: boolean; n?: number }>({
    name: 'test.flaky', queue: { retryLimit: 0 },
    handler: async (data) => {
      if (data.fail && !flakyFixed) throw new Error('sunucu geçici olarak yanıt vermedi');
      ran.push(data.n ?? 0);
      return { ok: true };
    },
  });
});
afterAll(() => t?.close());
let flakyFixed = false;
const ran: number[] = [];

const rows = async <T>(q: string) => ((await t.database.db.execute(q as never)) as unknown as { rows: T[] }).rows;
async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() - start > ms) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('permission checks', () => {
  it.each([
    ['GET', '/api/admin-user'], ['GET', '/api/admin-user/create'], ['POST', '/api/admin-user'], ['GET', '/api/admin-user/1/edit'],
    ['PUT', '/api/admin-user/1'], ['DELETE', '/api/admin-user/1'], ['GET', '/api/admin-user/1/restore'],
    ['GET', '/api/failed-job'], ['GET', '/api/failed-job/create'], ['POST', '/api/failed-job'],
    ['GET', '/api/failed-job/0190a1b2-0000-7000-8000-000000000000/edit'], ['PUT', '/api/failed-job/0190a1b2-0000-7000-8000-000000000000'],
    ['DELETE', '/api/failed-job/0190a1b2-0000-7000-8000-000000000000'],
    ['GET', '/api/report'], ['GET', '/api/report/create'], ['POST', '/api/report'], ['GET', '/api/report/1/download'],
    ['GET', '/api/havas/filter'], ['GET', '/api/havas/pdf-download/1'], ['GET', '/api/havas/excel-report'],
  ])('%s %s: 403 without view-users, 401 signed out', async (method, url) => {
    expect((await t.call(personel, { method: method as 'GET', url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} })).statusCode).toBe(403);
    expect((await t.call(null, { method: method as 'GET', url })).statusCode).toBe(401);
  });
  it('doctor appointments need only a sign-in', async () => {
    expect((await t.call(null, { method: 'GET', url: '/api/gss/doctor-appointment' })).statusCode).toBe(401);
    expect((await t.call(null, { method: 'POST', url: '/api/gss/doctor-appointment', payload: {} })).statusCode).toBe(401);
    expect((await t.call(personel, { method: 'GET', url: '/api/gss/doctor-appointment' })).statusCode).toBe(200);
  });
});

describe('admin users', () => {
  it('lists the super-role users; a non-super holder of view-users may read but not write', async () => {
    const list = (await t.call(hr, { method: 'GET', url: '/api/admin-user' })).json();
    expect(list.data.map((u: { name: string }) => u.name)).toContain('admin');
    expect(list.data.map((u: { name: string }) => u.name)).not.toContain('personel');
    const refused = await t.call(hr, { method: 'POST', url: '/api/admin-user', payload: { name: 'x.y', first_name: 'Xx', last_name: 'Yy', primary_position: 1 } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Yönetici kullanıcıları yalnızca yönetici pozisyonundaki kullanıcılar değiştirebilir.');
  });

  it('creates one on a vacant super position, refuses a taken e-mail and a non-super position, deletes and restores', async () => {
    const [superRole] = await rows<{ id: number; department_id: number; company_id: number }>(
      `select r.id, r.department_id, d.company_id from roles r join departments d on d.id = r.department_id where r.is_super limit 1`);
    const [vacant] = await rows<{ id: number }>(`insert into positions (company_id, department_id, role_id) values (${superRole!.company_id}, ${superRole!.department_id}, ${superRole!.id}) returning id`);
    const [plain] = await rows<{ id: number }>(`select p.id from positions p join roles r on r.id = p.role_id where not r.is_super and p.deleted_at is null limit 1`);
    const form = (await t.call(admin, { method: 'GET', url: '/api/admin-user/create' })).json().data;
    expect(form.positions).toContainEqual(expect.objectContaining({ id: vacant!.id, vacant: true }));
    expect(form.positions.map((p: { id: number }) => p.id)).not.toContain(plain!.id);

    const body = { name: 'yeni.yonetici', first_name: 'Deniz', last_name: 'Ak', email: 'deniz.ak@apron.example', mobile_number: '0532 111 22 33', primary_position: plain!.id };
    const wrongPosition = await t.call(admin, { method: 'POST', url: '/api/admin-user', payload: body });
    expect(wrongPosition.json().errors.primary_position).toEqual(['Birincil pozisyon, yönetici rolünde boş bir pozisyon ya da kullanıcının kendi pozisyonu olmalıdır.']);
    const [taken] = await rows<{ email: string }>(`select email from users where name = 'personel'`);
    const dup = await t.call(admin, { method: 'POST', url: '/api/admin-user', payload: { ...body, email: taken!.email, primary_position: vacant!.id } });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.email[0]).toMatch(/tarafından kullanılmaktadır/);

    const created = await t.call(admin, { method: 'POST', url: '/api/admin-user', payload: { ...body, primary_position: vacant!.id } });
    expect(created.statusCode).toBe(201);
    const u = created.json().data;
    expect(u).toMatchObject({ name: 'yeni.yonetici', full_name: 'Deniz Ak', mobile_number: '5321112233', primary_position: vacant!.id });
    expect(created.json().helper_data.message).toBe('Yönetici kullanıcı oluşturuldu.');
    expect((await rows<{ user_id: number; is_primary: boolean }>(`select user_id, is_primary from positions where id = ${vacant!.id}`))[0]).toEqual({ user_id: u.id, is_primary: true });

    const updated = await t.call(admin, { method: 'PUT', url: `/api/admin-user/${u.id}`, payload: { ...body, middle_name: 'Can', primary_position: vacant!.id } });
    expect(updated.json().data.full_name).toBe('Deniz Can Ak');

    expect((await t.call(admin, { method: 'DELETE', url: `/api/admin-user/${u.id}` })).json().data.message).toBe('Yönetici kullanıcı silindi.');
    expect((await t.call(admin, { method: 'GET', url: '/api/admin-user?name=deniz' })).json().meta_data.total).toBe(0);
    const deleted = (await t.call(admin, { method: 'GET', url: '/api/admin-user?deleted=1' })).json();
    expect(deleted.data.map((x: { id: number }) => x.id)).toContain(u.id);
    // Another user took the e-mail meanwhile: no restore until it is free.
    const [other] = await rows<{ id: number }>(`insert into users (name, first_name, last_name, email) values ('baska', 'Başka', 'Kişi', 'deniz.ak@apron.example') returning id`);
    expect((await t.call(admin, { method: 'GET', url: `/api/admin-user/${u.id}/restore` })).statusCode).toBe(422);
    await rows(`update users set email = null where id = ${other!.id}`);
    const restored = await t.call(admin, { method: 'GET', url: `/api/admin-user/${u.id}/restore` });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().helper_data.message).toBe('Yönetici kullanıcı geri yüklendi.');
    expect((await t.call(admin, { method: 'GET', url: `/api/admin-user/${u.id}/restore` })).statusCode).toBe(409);
    const log = await rows<{ action: string }>(`select action from activity_log where table_name = 'users' and target_id = ${u.id} order by id`);
    expect(log.map((l) => l.action)).toEqual(['created', 'updated', 'deleted', 'restored']);
  });

  it('refuses deleting oneself', async () => {
    const [me] = await rows<{ id: number }>(`select id from users where name = 'admin'`);
    expect((await t.call(admin, { method: 'DELETE', url: `/api/admin-user/${me!.id}` })).statusCode).toBe(409);
  });
});

describe('failed jobs (the real pg-boss queue)', () => {
  async function failedJob(n: number) {
    const id = (await t.app.jobs.send('test.flaky', { fail: true, n }))!;
    await until(() => t.app.jobs.boss!.getJobById('test.flaky', id), (j) => j?.state === 'failed');
    return id;
  }

  it('lists failed jobs with the payload filter, retries through the queue and by hand, deletes', async () => {
    flakyFixed = false;
    const a = await failedJob(101);
    const b = await failedJob(202);
    const c = await failedJob(303);
    const list = (await t.call(hr, { method: 'GET', url: '/api/failed-job?payload=202' })).json();
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ id: b, name: 'test.flaky', error: 'sunucu geçici olarak yanıt vermedi' });
    expect(JSON.parse(list.data[0].payload)).toEqual({ fail: true, n: 202 });
    // The payload as the list shows it (compact JSON) finds the job too, and only that one.
    const compact = (await t.call(hr, { method: 'GET', url: `/api/failed-job?payload=${encodeURIComponent(list.data[0].payload)}` })).json();
    expect(compact.data.map((j: { id: string }) => j.id)).toEqual([b]);
    expect((await t.call(hr, { method: 'GET', url: `/api/failed-job/${a}/edit` })).json().data.id).toBe(a);
    const form = (await t.call(hr, { method: 'GET', url: '/api/failed-job/create' })).json().data;
    expect(form.modes).toEqual([{ value: 0, label: 'Manual' }, { value: 1, label: 'Queue' }]);
    expect(form.queues).toContainEqual({ name: 'test.flaky', failed: 3 });

    // By hand while the cause persists: still failed, with the new error.
    const again = await t.call(hr, { method: 'PUT', url: `/api/failed-job/${a}`, payload: { queue: 0 } });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('İş yine başarısız oldu: sunucu geçici olarak yanıt vermedi');

    flakyFixed = true;
    const manual = await t.call(hr, { method: 'PUT', url: `/api/failed-job/${a}`, payload: { queue: 0 } });
    expect(manual.json().data).toEqual({ message: 'İş yeniden çalıştırıldı.', output: '{"ok":true}' });
    expect((await t.app.jobs.boss!.getJobById('test.flaky', a))?.state).toBe('completed');

    const queued = await t.call(hr, { method: 'PUT', url: `/api/failed-job/${b}`, payload: { queue: 1 } });
    expect(queued.json().data.message).toBe('İş yeniden kuyruğa alındı.');
    expect((await until(() => t.app.jobs.boss!.getJobById('test.flaky', b), (j) => j?.state === 'completed'))?.state).toBe('completed');
    expect(ran).toEqual(expect.arrayContaining([101, 202]));

    expect((await t.call(hr, { method: 'PUT', url: `/api/failed-job/${c}`, payload: { queue: 2 } })).statusCode).toBe(422);
    expect((await t.call(hr, { method: 'DELETE', url: `/api/failed-job/${c}` })).json().data.message).toBe('Başarısız iş silindi.');
    expect(await t.app.jobs.boss!.getJobById('test.flaky', c)).toBeNull();
    expect((await t.call(hr, { method: 'GET', url: `/api/failed-job/${c}/edit` })).statusCode).toBe(404);
    expect((await t.call(hr, { method: 'GET', url: '/api/failed-job?payload=test.flaky' })).json().meta_data.total).toBe(0);
    const log = await rows<{ action: string; job: string }>(`select action, properties->'attributes'->>'job_id' as job from activity_log where table_name = 'failed_jobs' order by id`);
    expect(log).toEqual([{ action: 'retried', job: a }, { action: 'retried', job: a }, { action: 'retried', job: b }, { action: 'deleted', job: c }]);
  });

  it('retries every failed job of a filter through the queue', async () => {
    flakyFixed = false;
    const d = await failedJob(404);
    flakyFixed = true;
    const all = await t.call(hr, { method: 'POST', url: '/api/failed-job', payload: { payload: '404' } });
    expect(all.json().data).toEqual({ retried: 1, message: '1 iş yeniden kuyruğa alındı.' });
    expect((await until(() => t.app.jobs.boss!.getJobById('test.flaky', d), (j) => j?.state === 'completed'))?.state).toBe('completed');
  });
});

describe('reports', () => {
  it('queues a report, the job writes it with its progress, and only its requester downloads it', async () => {
    const types = (await t.call(hr, { method: 'GET', url: '/api/report/create' })).json().data.types;
    expect(types.map((x: { value: string }) => x.value)).toEqual(['positions', 'users', 'roles']);
    expect((await t.call(hr, { method: 'POST', url: '/api/report', payload: { type: 'bilinmeyen' } })).statusCode).toBe(422);
    const created = await t.call(hr, { method: 'POST', url: '/api/report', payload: { type: 'positions' } });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data).toMatchObject({ status: 'queued', progress: 0, title: 'Pozisyonlar' });
    const done = await until(async () => (await t.call(hr, { method: 'GET', url: '/api/report' })).json().data.find((r: { id: number }) => r.id === id) as { status: string; rows: number },
      (r) => r.status === 'done');
    expect(done).toMatchObject({ status: 'done', progress: 100 });
    const [n] = await rows<{ n: number }>(`select count(*)::int as n from positions p where p.deleted_at is null and p.company_id = (select company_id from positions where id = (select position_id from reports where id = ${id}))`);
    expect(done.rows).toBe(n!.n);

    expect((await t.call(admin, { method: 'GET', url: '/api/report' })).json().data.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await t.call(admin, { method: 'GET', url: `/api/report/${id}/download` })).statusCode).toBe(404);
    const file = await t.call(hr, { method: 'GET', url: `/api/report/${id}/download` });
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.rowCount).toBe(n!.n + 1);
    expect(book.worksheets[0]!.getRow(1).getCell(2).value).toBe('Departman');
  });
});

describe('doctor appointments', () => {
  it('books own slots; a taken slot, a past day, a weekend and an odd time are refused; managers see all', async () => {
    // Days of the week after next, from the app's clock (tokens would expire if the clock jumped far).
    const now = t.now.value;
    const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 7 + ((8 - now.getUTCDay()) % 7)));
    const day = (offset: number) => new Date(monday.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const book = (token: string, payload: object) => t.call(token, { method: 'POST', url: '/api/gss/doctor-appointment', payload });
    const ok = await book(personel, { day: day(2), time: '10:15', complaint: 'Baş ağrısı' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().helper_data.message).toBe('Doktor randevusu oluşturuldu.');
    expect((await book(hr, { day: day(2), time: '10:15', complaint: 'Kontrol' })).json().errors.time).toEqual(['Bu saatte başka bir randevu var, başka bir saat seçiniz.']);
    expect((await book(hr, { day: '2020-03-02', time: '10:15', complaint: 'Kontrol' })).json().errors.day).toEqual(['Randevu tarihi bugünden önce olamaz.']);
    expect((await book(hr, { day: day(5), time: '10:15', complaint: 'Kontrol' })).json().errors.day).toEqual(['Hafta sonu randevu verilmez.']);
    expect((await book(hr, { day: day(3), time: '10:10', complaint: 'Kontrol' })).statusCode).toBe(422);
    expect((await book(hr, { day: day(3), time: '09:00', complaint: 'Kontrol' })).statusCode).toBe(201);

    const own = (await t.call(personel, { method: 'GET', url: '/api/gss/doctor-appointment?all=1' })).json();
    expect(own.data.map((a: { time: string }) => a.time)).toEqual(['10:15']);
    const all = (await t.call(hr, { method: 'GET', url: '/api/gss/doctor-appointment?all=1' })).json();
    expect(all.data.map((a: { day: string; time: string }) => `${a.day} ${a.time}`)).toEqual([`${day(2)} 10:15`, `${day(3)} 09:00`]);
    await rows(`insert into doctor_appointments (user_id, day, time, complaint) select id, '2020-03-02', '11:00', 'Eski' from users where name = 'personel'`);
    expect((await t.call(personel, { method: 'GET', url: '/api/gss/doctor-appointment' })).json().meta_data.total).toBe(1);
    expect((await t.call(personel, { method: 'GET', url: '/api/gss/doctor-appointment?past=1' })).json().data.map((a: { day: string }) => a.day)).toEqual(['2020-03-02']);
  });
});

describe('advertising partners', () => {
  it('filters the list, and writes the PDF of one and the Excel of the filter', async () => {
    t.now.value = new Date('2026-06-01T09:00:00Z');
    const all = (await t.call(hr, { method: 'GET', url: '/api/havas/filter' })).json();
    expect(all.meta_data.total).toBe(12);
    const active = (await t.call(hr, { method: 'GET', url: '/api/havas/filter?status=active' })).json();
    const ended = (await t.call(hr, { method: 'GET', url: '/api/havas/filter?status=ended' })).json();
    expect(active.meta_data.total + ended.meta_data.total).toBe(12);
    expect(ended.data.map((p: { name: string }) => p.name)).toContain('Gökyüzü Marka İletişim');
    const byName = (await t.call(hr, { method: 'GET', url: '/api/havas/filter?name=simsek' })).json();
    expect(byName.data.map((p: { name: string }) => p.name)).toEqual(['Şimşek Telekom Reklam']);

    const pdf = await t.call(hr, { method: 'GET', url: `/api/havas/pdf-download/${byName.data[0].id}` });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.call(hr, { method: 'GET', url: '/api/havas/pdf-download/99999' })).statusCode).toBe(404);

    const xlsx = await t.call(hr, { method: 'GET', url: '/api/havas/excel-report?status=ended' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.rowCount).toBe(ended.meta_data.total + 1);
    t.now.value = new Date();
  });
});
